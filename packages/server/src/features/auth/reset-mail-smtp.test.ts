import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, outboxFor } from '../../../test/auth-calls';
import { createTestApp, type TestApp } from '../../../test/harness';

/** A real SMTP receiver on loopback: the mail goes through nodemailer and the wire, not a mock. */
const received: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, done) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
      done();
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    PUBLIC_URL: 'https://jobs.example.com',
    MAIL_FROM: 'Baobab Jobs <no-reply@jobs.example.com>',
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

describe('password reset mail over SMTP', () => {
  it('delivers the reset link, marks the outbox row as sent and erases its text', async () => {
    const awa = await t.candidate({ email: 'awa.smtp@example.com' });
    const res = await call(t, 'forgotPassword', { email: awa.email, token: await t.captcha() });
    expect(res.statusCode).toBe(200);

    const [sent] = await vi.waitFor(async () => {
      const mails = await outboxFor(t, awa.email);
      if (!mails[0]?.sent_at) throw new Error('not sent yet');
      return mails;
    });
    expect(sent?.sent_at).toBeInstanceOf(Date);
    // Delivered: the live link is no longer kept on the server.
    expect(sent?.text_body).toBe('');
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.to).toEqual([awa.email]);
    expect(mail?.raw).toMatch(/^From: Baobab Jobs <no-reply@jobs\.example\.com>/m);
    expect(mail?.raw).toMatch(/^Subject: /m);
    // Quoted-printable may fold long lines; unfold soft breaks before looking for the link.
    const body = mail?.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(body).toMatch(/https:\/\/jobs\.example\.com\/\?modal=reset-password&token=[\w-]{43}/);
  });
});
