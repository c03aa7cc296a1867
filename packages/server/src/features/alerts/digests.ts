import { ALERT_DIGEST_MAX_JOBS, buildPath, isLocale, translate } from '@baobab/core';
import type { Queryable } from '../../db/db';
import { renderMail } from '../../mail/templates';
import type { Services } from '../../services';
import { publicJobsFilter } from '../jobs/job-filter';
import { reachOf } from '../phone/phone-store';
import { alertUnsubscribeLink } from './alert-link';
import { type AlertRow, dueAlerts } from './alert-store';

export interface DigestJob {
  id: string;
  slug: string;
  title: string;
  company: string;
  city: string;
}

/** Where a digest records the offers it sent: mailed digests and phone digests each tell every offer once. */
export type SentTable = 'job_alert_sent' | 'job_alert_phone_sent';

/**
 * Public open jobs of the alert's search that `sent` has not recorded yet, newest first, published
 * at most one `period` before the alert was created (its first digest has something to say).
 */
export function newJobsFor(q: Queryable, alert: AlertRow, sent: SentTable, period: string, limit: number) {
  const sql = publicJobsFilter({
    keyword: alert.keyword,
    domainIds: alert.domain_ids,
    countryCode: alert.country_code ?? undefined,
  });
  sql.and(`not exists (select 1 from ${sent} s where s.alert_id = ${sql.param(alert.id)} and s.job_id = j.id)`);
  sql.and(`j.publication_date > ${sql.param(alert.created_at)}::timestamptz - ${sql.param(period)}::interval`);
  return q.query<DigestJob>(
    `select j.id, j.slug, j.title, c.name as company, j.city from jobs j join companies c on c.id = j.company_id
      ${sql.where} order by j.publication_date desc, j.id limit ${limit}`,
    sql.params,
  );
}

/** Records the offers a digest sent, in its claiming transaction. */
export async function recordSent(q: Queryable, sent: SentTable, alertId: string, jobs: DigestJob[], now: Date) {
  await q.query(`insert into ${sent} (alert_id, job_id, sent_at) select $1, unnest($2::uuid[]), $3`, [
    alertId,
    jobs.map((j) => j.id),
    now,
  ]);
}

/**
 * Mails every due digest at `now` and records what each sent, in one transaction per alert that
 * first claims it, so a second run, another node or a crash between two alerts never sends an offer
 * twice. Answers the mails sent.
 */
export async function sendDueDigests(
  services: Pick<Services, 'db' | 'mailer' | 'secrets' | 'config'>,
  now = new Date(),
) {
  const { db, mailer, secrets, config } = services;
  let sent = 0;
  for (const alert of await dueAlerts(db, now)) {
    // The candidate took email off their job alerts' channels (/profil): their phone gets them.
    if (!(await reachOf(db, alert.user_id, 'alert')).email) continue;
    const jobs = await db.transaction(async (tx) => {
      // Claim the digest: another node (or run) that got here first has moved last_sent_at on.
      const claimed = await tx.query(
        'update job_alerts set last_sent_at = $2 where id = $1 and last_sent_at is not distinct from $3 returning id',
        [alert.id, now, alert.last_sent_at],
      );
      if (!claimed.length) return [];
      const period = alert.frequency === 'weekly' ? '7 days' : '1 month';
      const found = await newJobsFor(tx, alert, 'job_alert_sent', period, ALERT_DIGEST_MAX_JOBS);
      await recordSent(tx, 'job_alert_sent', alert.id, found, now);
      return found;
    });
    if (!jobs.length) continue;
    const locale = isLocale(alert.locale) ? alert.locale : 'fr';
    const list = jobs.map(
      (j) =>
        `- ${j.title} · ${j.company} · ${j.city}\n  ${config.publicUrl}${buildPath('jobs-slug', { slug: j.slug })}`,
    );
    await mailer.send({
      to: alert.email,
      ...renderMail(locale, 'alert', {
        firstName: alert.first_name,
        search: alert.keyword || translate(locale, 'mail.alert_any_search'),
        jobs: list.join('\n'),
        link: alertUnsubscribeLink(secrets.link, config.publicUrl, alert.id),
      }),
    });
    sent += 1;
  }
  return sent;
}
