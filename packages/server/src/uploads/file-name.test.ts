import { describe, expect, it } from 'vitest';
import { attachmentDisposition, displayFileName } from './file-name';

describe('displayFileName', () => {
  it('keeps the last path segment, never a path', () => {
    expect(displayFileName('C:\\fakepath\\CV Awa.pdf')).toBe('CV Awa.pdf');
    expect(displayFileName('../../etc/passwd')).toBe('passwd.pdf');
    expect(displayFileName('..')).toBe('document.pdf');
  });

  it('drops control characters, squeezes spaces and falls back when nothing is left', () => {
    expect(displayFileName('cv\u0000\u202e  final\n.PDF')).toBe('cv final.PDF');
    expect(displayFileName('')).toBe('document.pdf');
    expect(displayFileName(undefined)).toBe('document.pdf');
  });

  it('caps the length at 200 characters, keeping the extension', () => {
    const name = displayFileName(`${'é'.repeat(300)}.pdf`);
    expect(Array.from(name)).toHaveLength(200);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('Lettre "été"; v2.pdf')).toBe(
      `attachment; filename="Lettre _ete__ v2.pdf"; filename*=UTF-8''Lettre%20%22%C3%A9t%C3%A9%22%3B%20v2.pdf`,
    );
  });

  it('falls back to a generic ASCII name for a name without Latin letters', () => {
    expect(attachmentDisposition('سيرة.pdf')).toMatch(/^attachment; filename="document\.pdf"; filename\*=UTF-8''%D8/);
  });
});
