import { buildPath, isLocale, type Locale, type ReplyTemplate, translate } from '@baobab/core';
import { one, type Queryable } from '../../../db/db';

/** Who a reply goes to and the names its template fills in; undefined for another company's application. */
export async function replyContext(q: Queryable, companyId: string, applicationId: string, recruiterId: string) {
  const row = await one<{
    email: string;
    first_name: string;
    last_name: string;
    locale: string;
    title: string | null;
    company: string;
    recruiter: string;
  }>(
    q,
    `select u.email, u.first_name, u.last_name, u.locale, j.title, c.name as company,
            r.first_name || ' ' || r.last_name as recruiter
       from applications a join users u on u.id = a.user_id join companies c on c.id = a.company_id
       join recruiters r on r.id = $3 and r.company_id = a.company_id
       left join jobs j on j.id = a.job_id
      where a.id = $1 and a.company_id = $2`,
    [applicationId, companyId, recruiterId],
  );
  if (!row) return undefined;
  return { ...row, locale: isLocale(row.locale) ? row.locale : undefined };
}
type ReplyContext = NonNullable<Awaited<ReturnType<typeof replyContext>>>;

/** The template's subject and text in `locale`, with the offer, company, candidate and recruiter filled in (core's mail catalogue). */
export function fillTemplate(context: ReplyContext, template: ReplyTemplate, locale: Locale) {
  const values = {
    firstName: context.first_name,
    title: context.title ?? translate(locale, 'apply.spontaneous_title'),
    company: context.company,
    recruiter: context.recruiter,
  };
  return {
    subject: translate(locale, `mail.reply_${template}_subject`, values),
    text: translate(locale, `mail.reply_${template}_body`, values),
    lang: locale,
  };
}

/** The mail as sent: the recruiter's text, then where the candidate finds it again, in their language. */
export function replyMail(
  context: ReplyContext,
  reply: { subject: string; text: string },
  publicUrl: string,
  locale: Locale,
) {
  const footer = translate(locale, 'mail.reply_footer', {
    company: context.company,
    link: `${publicUrl}${buildPath('profil')}`,
  });
  // The subject arrives as one line (core's inboxReplyBodySchema joins an edit's lines).
  return {
    to: context.email,
    subject: reply.subject,
    text: `${reply.text}\n\n--\n${footer}`,
  };
}
