import { randomUUID } from 'node:crypto';
import type { ChatMessage, ThreadSummary } from '@baobab/core';
import { one, type Queryable } from '../../db/db';
import { COMPANY_HAS_CHAT } from '../companies/company-mapper';

type Author = ChatMessage['author'];

interface MessageRow {
  id: string;
  author: Author;
  body: string;
  created_at: Date;
}

const toMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  author: row.author,
  body: row.body,
  createdAt: row.created_at.toISOString(),
});

/** Who reads: their unread messages are the other side's, newer than their read mark. */
const READER = {
  candidate: { other: 'company', mark: 'candidate_read_at' },
  company: { other: 'candidate', mark: 'company_read_at' },
} as const;

const unreadSql = (reader: Author) =>
  `(select count(*)::int from chat_messages m
     where m.thread_id = t.id and m.author = '${READER[reader].other}' and m.created_at > t.${READER[reader].mark})`;

interface SummaryRow {
  id: string;
  alias: string;
  name: string;
  logo: string | null;
  first_name: string;
  last_name: string;
  unread: number;
  last_message_at: Date;
  last_author: Author | null;
  last_body: string | null;
  offer_title: string | null;
  offer_slug: string | null;
}

// The latest message, and the offer the candidate last applied to at the company (a spontaneous
// application or a deleted job names none).
const summarySql = (reader: Author, where: string) => `
  select t.id, c.alias, c.name, c.logo, u.first_name, u.last_name, t.last_message_at, ${unreadSql(reader)} as unread,
         last.author as last_author, last.body as last_body, offer.title as offer_title, offer.slug as offer_slug
    from chat_threads t join companies c on c.id = t.company_id join users u on u.id = t.user_id
    left join lateral (select m.author, m.body from chat_messages m where m.thread_id = t.id
                        order by m.created_at desc, m.id desc limit 1) last on true
    left join lateral (select j.title, j.slug from applications a join jobs j on j.id = a.job_id
                        where a.user_id = t.user_id and a.company_id = t.company_id
                        order by a.created_at desc limit 1) offer on true
   where ${where}
   order by t.last_message_at desc, t.id`;

const toSummary = (row: SummaryRow): ThreadSummary => ({
  id: row.id,
  company: { alias: row.alias, name: row.name, logo: row.logo },
  candidate: { firstName: row.first_name, lastName: row.last_name },
  unread: row.unread,
  lastMessageAt: row.last_message_at.toISOString(),
  lastMessage: row.last_author && row.last_body !== null ? { author: row.last_author, body: row.last_body } : null,
  offer: row.offer_title && row.offer_slug ? { title: row.offer_title, slug: row.offer_slug } : null,
});

/** Threads of a candidate (`user_id`) or a company (`company_id`), latest message first. */
export async function listThreads(q: Queryable, reader: Author, ownerId: string, threadId?: string) {
  const owner = reader === 'candidate' ? 't.user_id' : 't.company_id';
  const rows = await q.query<SummaryRow>(
    summarySql(reader, `${owner} = $1 and ($2::uuid is null or t.id = $2::uuid)`),
    [ownerId, threadId ?? null],
  );
  return rows.map(toSummary);
}

export async function threadMessages(q: Queryable, threadId: string): Promise<ChatMessage[]> {
  const rows = await q.query<MessageRow>(
    'select id, author, body, created_at from chat_messages where thread_id = $1 order by created_at, id',
    [threadId],
  );
  return rows.map(toMessage);
}

/** Marks everything in the thread read for `reader`. */
export async function markRead(q: Queryable, reader: Author, threadId: string) {
  await q.query(`update chat_threads set ${READER[reader].mark} = clock_timestamp() where id = $1`, [threadId]);
}

export function threadIdOf(q: Queryable, userId: string, companyId: string) {
  return one<{ id: string }>(q, 'select id from chat_threads where user_id = $1 and company_id = $2', [
    userId,
    companyId,
  ]);
}

/** The candidate's thread with a company, opened on their first message. */
export async function openThread(q: Queryable, userId: string, companyId: string): Promise<string> {
  const row = await one<{ id: string }>(
    q,
    `insert into chat_threads (id, user_id, company_id) values ($1, $2, $3)
     on conflict (user_id, company_id) do update set user_id = excluded.user_id returning id`,
    [randomUUID(), userId, companyId],
  );
  if (!row) throw new Error('thread upsert returned no row');
  return row.id;
}

/** Stores a plain-text message; the writer has read everything up to it. */
export async function postMessage(q: Queryable, threadId: string, author: Author, body: string) {
  const row = await one<MessageRow>(
    q,
    `insert into chat_messages (id, thread_id, author, body) values ($1, $2, $3, $4)
     returning id, author, body, created_at`,
    [randomUUID(), threadId, author, body],
  );
  if (!row) throw new Error('message insert returned no row');
  await q.query(`update chat_threads set last_message_at = $2, ${READER[author].mark} = $2 where id = $1`, [
    threadId,
    row.created_at,
  ]);
  return toMessage(row);
}

/** The company a candidate may write to under `alias`: one someone can answer for, else undefined. */
export function chatCompanyByAlias(q: Queryable, alias: string) {
  return one<{ id: string; alias: string; name: string; logo: string | null }>(
    q,
    `select c.id, c.alias, c.name, c.logo from companies c where c.alias = $1 and ${COMPANY_HAS_CHAT}`,
    [alias],
  );
}
