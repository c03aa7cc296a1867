import type { PhoneChannel } from '@baobab/core';
import type { Queryable } from '../db/db';
import { type MessageValues, type OutgoingKind, renderMessage } from './message-texts';
import { type MessageSender, type OutgoingMessage, ProviderError } from './sender';

/** Tries of one message before it is given up as failed (5xx and timeouts only; a 4xx fails at once). */
const MAX_ATTEMPTS = 5;
/** A claimed message whose node died is claimable again after this long. */
const CLAIM_SECONDS = 120;
/** Messages one claim takes: small, so two nodes share a burst. */
const CLAIM_BATCH = 20;

/** Seconds before the next try after `attempts` failed ones: 30 s, 2 min, 8 min, 32 min. */
const backoffSeconds = (attempts: number) => 30 * 4 ** (attempts - 1);

/** Kinds a number that answered STOP still gets: only the code its owner just asked for. */
const SENT_EVEN_OPTED_OUT: ReadonlySet<string> = new Set(['phone_code']);

/**
 * Queues one message (in the caller's transaction when given one). Nothing is queued for a number
 * that answered STOP, except a code its owner asks for in /profil. Answers the row id, or null.
 */
export async function enqueueMessage<K extends OutgoingKind>(
  q: Queryable,
  message: { channel: PhoneChannel; to: string; kind: K; locale: string; values: MessageValues<K> },
): Promise<number | null> {
  const { locale, text, params } = renderMessage(message.locale, message.kind, message.values);
  const [row] = await q.query<{ id: number }>(
    // Due from this process's clock, the one `deliverDue` compares with: the database's `now()`
    // counts microseconds and a JavaScript date only milliseconds, so a row stamped by the
    // database could be a fraction of a millisecond "later" than a claim made just after it.
    `insert into messages (channel, recipient, kind, locale, params, body, next_attempt_at)
     select $1, $2, $3, $4, $5, $6, $8
      where $7 or not exists (select 1 from phone_opt_outs where phone = $2)
     returning id`,
    [
      message.channel,
      message.to,
      message.kind,
      locale,
      JSON.stringify(params),
      text,
      SENT_EVEN_OPTED_OUT.has(message.kind),
      new Date(),
    ],
  );
  return row ? Number(row.id) : null;
}

interface MessageRow {
  id: string;
  channel: PhoneChannel;
  recipient: string;
  kind: string;
  locale: string;
  params: string[];
  body: string;
  attempts: number;
  opted_out: boolean;
}

/**
 * Takes the due messages for this node: `for update skip locked` lets two nodes claim at once
 * without waiting on, or taking, each other's rows (PGlite runs one statement at a time, so the
 * second claim sees the first one's `sending`). A claim left by a crashed node expires.
 */
async function claimDue(q: Queryable, now: Date): Promise<MessageRow[]> {
  return q.query<MessageRow>(
    `update messages m set status = 'sending', attempts = m.attempts + 1,
            claimed_until = $1::timestamptz + make_interval(secs => ${CLAIM_SECONDS})
      where m.id in (select id from messages
                      where (status = 'queued' and next_attempt_at <= $1)
                         or (status = 'sending' and claimed_until < $1)
                      order by next_attempt_at, id limit ${CLAIM_BATCH}
                      for update skip locked)
      returning m.id, m.channel, m.recipient, m.kind, m.locale, m.params, m.body, m.attempts,
                exists (select 1 from phone_opt_outs o where o.phone = m.recipient) as opted_out`,
    [now],
  );
}

async function settle(q: Queryable, row: MessageRow, sender: MessageSender, now: Date) {
  if (row.opted_out && !SENT_EVEN_OPTED_OUT.has(row.kind)) {
    await q.query(`update messages set status = 'opted_out', claimed_until = null where id = $1`, [row.id]);
    return;
  }
  const message: OutgoingMessage = {
    id: Number(row.id),
    channel: row.channel,
    to: row.recipient,
    kind: row.kind,
    locale: row.locale,
    params: row.params,
    text: row.body,
  };
  try {
    const result = await sender.send(message);
    await q.query(
      `update messages set status = $2, provider = $3, provider_id = $4, cost = $5, sent_at = $6, claimed_until = null, error = null
        where id = $1`,
      [row.id, sender.name === 'outbox' ? 'outbox' : 'sent', sender.name, result.providerId, result.cost, now],
    );
  } catch (error) {
    const retry = error instanceof ProviderError && error.retryable && row.attempts < MAX_ATTEMPTS;
    await q.query(
      `update messages set status = $2, provider = $3, error = $4, claimed_until = null,
              next_attempt_at = $5::timestamptz + make_interval(secs => $6)
        where id = $1`,
      [
        row.id,
        retry ? 'queued' : 'failed',
        sender.name,
        (error as Error).message.slice(0, 1000),
        now,
        backoffSeconds(row.attempts),
      ],
    );
  }
}

/**
 * Sends every message due at `now` through the sender of its channel, claim after claim, and
 * records each outcome; answers how many were handled.
 */
export async function deliverDue(q: Queryable, senderFor: (channel: PhoneChannel) => MessageSender, now = new Date()) {
  let handled = 0;
  for (;;) {
    const claimed = await claimDue(q, now);
    if (!claimed.length) return handled;
    for (const row of claimed) await settle(q, row, senderFor(row.channel), now);
    handled += claimed.length;
  }
}
