import { parseArgs } from 'node:util';
import type { Queryable } from '../db/db';
import { messageOutboxLines } from '../messaging/outbox-lines';

export const OUTBOX_USAGE = `  outbox [--to EMAIL] [--last N]                   mails (no SMTP_URL), then WhatsApp/SMS (no provider) kept in the outbox, newest last`;

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  created_at: Date;
  sent_at: Date | null;
}

/**
 * The outbox as the operator reads it when no SMTP server is set: how a newcomer finishes a
 * password reset or a newsletter confirmation on a fresh install. Sent mails show no text.
 */
export async function outboxLines(db: Queryable, options: { to?: string; last?: number }): Promise<string[]> {
  const rows = await db.query<OutboxRow>(
    `select * from (select id, to_address, subject, text_body, created_at, sent_at from outbox
       where ($1::text is null or to_address = $1) order by id desc limit $2) recent order by id`,
    [options.to ?? null, options.last ?? 10],
  );
  if (rows.length === 0) return ['the outbox is empty'];
  return rows.flatMap((row) => [
    `#${row.id} ${new Date(row.created_at).toISOString()} to ${row.to_address}${row.sent_at ? ' (sent)' : ''}`,
    `Subject: ${row.subject}`,
    row.sent_at ? '(text erased once delivered)' : row.text_body,
    '',
  ]);
}

/** `baobab outbox [--to EMAIL] [--last N]`: the kept mails, then the kept WhatsApp/SMS messages. */
export async function runOutboxCommand(db: Queryable, args: readonly string[]): Promise<string[]> {
  const { values } = parseArgs({ args: [...args], options: { to: { type: 'string' }, last: { type: 'string' } } });
  const options = { to: values.to, last: values.last ? Number(values.last) : undefined };
  return [...(await outboxLines(db, options)), ...(await messageOutboxLines(db, options))];
}
