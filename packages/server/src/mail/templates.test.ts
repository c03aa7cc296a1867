import { describe, expect, it } from 'vitest';
import { renderMail } from './templates';

describe('renderMail', () => {
  it('fills the catalogue template in the reader language', () => {
    const values = { firstName: 'Awa', link: 'https://example.com/r' };
    const fr = renderMail('fr', 'reset', values);
    expect(fr.subject).toBe('Réinitialisation de votre mot de passe');
    expect(fr.text).toContain('Bonjour Awa,');
    expect(fr.text).toContain('https://example.com/r');
    const en = renderMail('en', 'reset', values);
    expect(en.subject).toBe('Reset your password');
    expect(en.text).toContain('Hello Awa,');
  });

  it('keeps the subject on one line whatever the values hold', () => {
    const mail = renderMail('en', 'contact', {
      subject: 'Hi\r\nBcc: victim@example.com',
      name: 'N',
      email: 'n@example.com',
      message: 'line 1\nline 2',
    });
    expect(mail.subject).toBe('New contact message: Hi Bcc: victim@example.com');
    expect(mail.text).toBe('Message from N <n@example.com>:\n\nline 1\nline 2');
  });
});
