import { buildPath, DEFAULT_LOCALE, isLocale } from '@baobab/core';
import { one } from '../../db/db';
import { renderMail } from '../../mail/templates';
import type { Services } from '../../services';

/**
 * Tells the candidate, in their language, that a company answered them and where to read it.
 * The mail names the company only: the answer itself stays on the site, behind the sign-in.
 */
export async function mailChatAnswer(services: Services, threadId: string) {
  const row = await one<{ email: string; first_name: string; locale: string; alias: string; name: string }>(
    services.db,
    `select u.email, u.first_name, u.locale, c.alias, c.name
       from chat_threads t join users u on u.id = t.user_id join companies c on c.id = t.company_id
      where t.id = $1`,
    [threadId],
  );
  if (!row) return;
  const locale = isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
  const link = `${services.config.publicUrl}${buildPath('entreprises-alias-subMenu', { alias: row.alias, subMenu: 'chat' })}`;
  await services.mailer.send({
    to: row.email,
    ...renderMail(locale, 'chat_answer', { firstName: row.first_name, company: row.name, link }),
  });
}
