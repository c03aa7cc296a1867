import { buildPath, DEFAULT_LOCALE, isLocale, translate } from '@baobab/core';
import { one } from '../../db/db';
import { renderMail } from '../../mail/templates';
import type { Services } from '../../services';
import { notifyApplicationStatus, wantsEmail } from '../phone/notify';

/**
 * Tells the candidate, in their language, that the company moved their application to another
 * stage: by WhatsApp/SMS on the channels they chose (phone/notify.ts) and, unless `mail` is false
 * (a reply mailed in the same action already says it) or they turned it off, by mail.
 */
export async function tellStageChange(services: Services, applicationId: string, { mail = true } = {}) {
  await notifyApplicationStatus(services, applicationId);
  if (!mail) return;
  const row = await one<{
    user_id: string;
    email: string;
    first_name: string;
    locale: string;
    title: string | null;
    company: string;
    status: string;
  }>(
    services.db,
    `select u.id as user_id, u.email, u.first_name, u.locale, j.title, c.name as company, a.status
       from applications a join users u on u.id = a.user_id join companies c on c.id = a.company_id
       left join jobs j on j.id = a.job_id
      where a.id = $1`,
    [applicationId],
  );
  if (!row || !(await wantsEmail(services, row.user_id, 'application_status'))) return;
  const locale = isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
  await services.mailer.send({
    to: row.email,
    ...renderMail(locale, 'application_status', {
      firstName: row.first_name,
      title: row.title ?? translate(locale, 'apply.spontaneous_title'),
      company: row.company,
      status: translate(locale, `profile.status.${row.status}`),
      link: `${services.config.publicUrl}${buildPath('profil')}`,
    }),
  });
}
