import { randomUUID } from 'node:crypto';
import { one, type Queryable } from '../db/db';
import { createPartnerKey } from '../features/partner/partner-keys';
import { DEMO_CANDIDATE } from './demo-candidate';

/**
 * Demo companies whose recruiters answer chat: each holds a partner key (its value is never shown;
 * a recruiter makes their own with `baobab partner-key create`), which is what opens a company's
 * chat tab. The first one has already answered the demo candidate.
 */
export const DEMO_RECRUITERS = ['teranga-digital', 'abidjan-fintech-lab', 'wouri-telecom'] as const;

export const DEMO_THREAD = {
  company: DEMO_RECRUITERS[0],
  messages: [
    { author: 'candidate', body: 'Bonjour, le poste de chargée de clientèle est-il ouvert au télétravail ?' },
    { author: 'company', body: 'Bonjour Awa, oui : deux jours par semaine. Nous vous proposons un entretien jeudi.' },
  ],
} as const;

export async function insertDemoRecruiters(q: Queryable) {
  for (const alias of DEMO_RECRUITERS) {
    const company = await one<{ id: string }>(q, 'select id from companies where alias = $1', [alias]);
    if (!company) throw new Error(`no demo company ${alias}`);
    await createPartnerKey(q, company.id, 'demo recruiter space');
  }
  const threadId = randomUUID();
  // Read by the candidate before the answer came: the answer shows as unread.
  await q.query(
    `insert into chat_threads (id, company_id, user_id, candidate_read_at, company_read_at, last_message_at)
     select $1, id, $2, now() - interval '1 hour', now(), now() - interval '30 minutes' from companies where alias = $3`,
    [threadId, DEMO_CANDIDATE.id, DEMO_THREAD.company],
  );
  for (const [i, { author, body }] of DEMO_THREAD.messages.entries()) {
    const minutesAgo = (DEMO_THREAD.messages.length - i) * 30;
    await q.query(
      `insert into chat_messages (id, thread_id, author, body, created_at)
       values ($1, $2, $3, $4, now() - make_interval(mins => $5))`,
      [randomUUID(), threadId, author, body, minutesAgo],
    );
  }
}
