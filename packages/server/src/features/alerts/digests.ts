import { ALERT_DIGEST_MAX_JOBS, buildPath, isLocale, translate } from '@baobab/core';
import type { Queryable } from '../../db/db';
import { renderMail } from '../../mail/templates';
import type { Services } from '../../services';
import { publicJobsFilter } from '../jobs/job-filter';
import { alertUnsubscribeLink } from './alert-link';
import { type AlertRow, dueAlerts } from './alert-store';

interface DigestJob {
  id: string;
  slug: string;
  title: string;
  company: string;
  city: string;
}

/**
 * Public open jobs of the alert's search it has not sent yet, newest first, published at most one
 * period before the alert was created (its first digest has something to say).
 */
function newJobsFor(q: Queryable, alert: AlertRow) {
  const sql = publicJobsFilter({
    keyword: alert.keyword,
    domainIds: alert.domain_ids,
    countryCode: alert.country_code ?? undefined,
  });
  sql.and(`not exists (select 1 from job_alert_sent s where s.alert_id = ${sql.param(alert.id)} and s.job_id = j.id)`);
  sql.and(
    `j.publication_date > ${sql.param(alert.created_at)}::timestamptz - case ${sql.param(alert.frequency)} when 'weekly' then interval '7 days' else interval '1 month' end`,
  );
  return q.query<DigestJob>(
    `select j.id, j.slug, j.title, c.name as company, j.city from jobs j join companies c on c.id = j.company_id
      ${sql.where} order by j.publication_date desc, j.id limit ${ALERT_DIGEST_MAX_JOBS}`,
    sql.params,
  );
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
    const jobs = await db.transaction(async (tx) => {
      // Claim the digest: another node (or run) that got here first has moved last_sent_at on.
      const claimed = await tx.query(
        'update job_alerts set last_sent_at = $2 where id = $1 and last_sent_at is not distinct from $3 returning id',
        [alert.id, now, alert.last_sent_at],
      );
      if (!claimed.length) return [];
      const found = await newJobsFor(tx, alert);
      await tx.query('insert into job_alert_sent (alert_id, job_id, sent_at) select $1, unnest($2::uuid[]), $3', [
        alert.id,
        found.map((j) => j.id),
        now,
      ]);
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
