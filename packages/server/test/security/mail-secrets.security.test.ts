import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxLines } from '../../src/cli/outbox-command';
import { createMailer } from '../../src/mail/mailer';
import { createTestApp, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every line a logger is asked to write, as text. */
function recordingLogger() {
  const written: string[] = [];
  const record = (...args: unknown[]) => written.push(JSON.stringify(args));
  const log = { info: record, warn: record, error: record, debug: record } as unknown as FastifyBaseLogger;
  return { log, written };
}

const LINK = 'https://jobs.example.com/?modal=reset-password&token=live-secret-token-0123456789';

describe('mail secrets', () => {
  it('without SMTP, keeps the mail for the operator but never writes its text to the log', async () => {
    const { log, written } = recordingLogger();
    const mailer = createMailer(t.services.db, { from: 'Baobab <no-reply@example.com>', log });
    await mailer.send({ to: 'ama@example.com', subject: 'Réinitialisation', text: `Votre lien : ${LINK}` });
    expect(written.join('\n')).toContain('ama@example.com');
    expect(written.join('\n')).not.toContain('live-secret-token');
    // The operator still finishes the reset: `baobab outbox` shows the link.
    const lines = await outboxLines(t.services.db, { to: 'ama@example.com' });
    expect(lines.join('\n')).toContain(LINK);
  });
});
