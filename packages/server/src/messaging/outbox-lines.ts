import type { Queryable } from '../db/db';

/** WhatsApp and SMS messages kept in the outbox (no provider configured), as `baobab outbox` prints them. */
export async function messageOutboxLines(db: Queryable, options: { to?: string; last?: number }): Promise<string[]> {
  const rows = await db.query<{
    id: string;
    channel: string;
    recipient: string;
    kind: string;
    body: string;
    created_at: Date;
  }>(
    `select * from (select id, channel, recipient, kind, body, created_at from messages
       where status = 'outbox' and ($1::text is null or recipient = $1) order by id desc limit $2) recent order by id`,
    [options.to ?? null, options.last ?? 10],
  );
  return rows.flatMap((row) => [
    `${row.channel} #${row.id} ${new Date(row.created_at).toISOString()} to ${row.recipient} (${row.kind})`,
    row.body,
    '',
  ]);
}
