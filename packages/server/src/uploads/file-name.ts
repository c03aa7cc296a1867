const FALLBACK_NAME = 'document.pdf';
const MAX_NAME_LENGTH = 200;

/**
 * The name a candidate sees for an uploaded PDF: the last path segment of what the browser sent,
 * without control characters, at most 200 characters, ending in .pdf. It is only ever displayed
 * and sent back in Content-Disposition; storage keys are random ids.
 */
export function displayFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!clean || /^\.+$/.test(clean)) return FALLBACK_NAME;
  const named = /\.pdf$/i.test(clean) ? clean : `${clean}.pdf`;
  const chars = Array.from(named);
  return chars.length <= MAX_NAME_LENGTH ? named : `${chars.slice(0, MAX_NAME_LENGTH - 4).join('')}.pdf`;
}

const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Content-Disposition (RFC 6266), `attachment` (a download) or `inline` (shown in the page): an
 * ASCII fallback name plus the exact UTF-8 one.
 */
export function attachmentDisposition(fileName: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\%;]/g, '_')
    .trim();
  // A name written only in non-Latin script leaves nothing readable in ASCII.
  const fallback = /[a-z0-9]/i.test(ascii.replace(/\.pdf$/i, '')) ? ascii : FALLBACK_NAME;
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
