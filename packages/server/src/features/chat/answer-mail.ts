import { buildPath, CHAT_THREAD_HASH, DEFAULT_LOCALE, isLocale } from '@baobab/core';
import { one, type Queryable } from '../../db/db';
import { renderMail } from '../../mail/templates';
import type { Services } from '../../services';
import { notifyChatAnswer, wantsEmail } from '../phone/notify';

/**
 * Whether the candidate has read everything the company wrote: only then does a new answer mail
 * them, so a recruiter writing several lines in a row sends one mail, not one per line. Asked
 * before storing the answer, so two answers racing err towards a second mail, never none.
 */
export async function candidateUpToDate(q: Queryable, threadId: string) {
  const row = await one<{ up_to_date: boolean }>(
    q,
    `select not exists (select 1 from chat_messages m
                         where m.thread_id = t.id and m.author = 'company' and m.created_at > t.candidate_read_at) as up_to_date
       from chat_threads t where t.id = $1`,
    [threadId],
  );
  return row?.up_to_date ?? false;
}

/**
 * Tells the candidate, in their language, that a company answered them and where to read it: by
 * mail, and by WhatsApp/SMS on the channels they chose (features/phone/notify.ts).
 * The mail names the company only: the answer itself stays on the site, behind the sign-in.
 */
export async function mailChatAnswer(services: Services, threadId: string) {
  const row = await one<{
    user_id: string;
    email: string;
    first_name: string;
    locale: string;
    alias: string;
    name: string;
  }>(
    services.db,
    `select u.id as user_id, u.email, u.first_name, u.locale, c.alias, c.name
       from chat_threads t join users u on u.id = t.user_id join companies c on c.id = t.company_id
      where t.id = $1`,
    [threadId],
  );
  if (!row) return;
  const locale = isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
  const path = `${buildPath('entreprises-alias-subMenu', { alias: row.alias, subMenu: 'chat' })}#${CHAT_THREAD_HASH}`;
  const link = `${services.config.publicUrl}${path}`;
  await notifyChatAnswer(services, row.user_id, row.name, path);
  if (!(await wantsEmail(services, row.user_id, 'chat_answer'))) return;
  await services.mailer.send({
    to: row.email,
    ...renderMail(locale, 'chat_answer', { firstName: row.first_name, company: row.name, link }),
  });
}
