import { buildPath, PHONE_DIGEST_MAX_JOBS, translate } from '@baobab/core';
import { enqueueMessage } from '../../messaging/queue';
import { shortLink } from '../../messaging/short-links';
import type { Services } from '../../services';
import { reachOf } from '../phone/phone-store';
import type { AlertRow } from './alert-store';
import { newJobsFor, recordSent } from './digests';

/**
 * Queues the daily WhatsApp/SMS digest of every alert whose candidate chose a phone channel for
 * alerts: the newest offers not sent by phone yet, PHONE_DIGEST_MAX_JOBS at most, each with a short
 * link. The alert is claimed in the same transaction that queues the messages, so two nodes (or two
 * runs) queue it once. Answers the digests queued.
 */
export async function queueDuePhoneDigests(services: Pick<Services, 'db' | 'config'>, now = new Date()) {
  const { db, config } = services;
  const due = await db.query<AlertRow & { phone_sent_at: Date | null }>(
    `select a.id, a.user_id, a.keyword, a.domain_ids, a.country_code, a.frequency, a.created_at, a.last_sent_at, a.phone_sent_at
       from job_alerts a join user_phones p on p.user_id = a.user_id
      where coalesce(a.phone_sent_at, a.created_at) <= $1::timestamptz - interval '1 day'
      order by a.id`,
    [now],
  );
  let queued = 0;
  for (const alert of due) {
    const reach = await reachOf(db, alert.user_id, 'alert');
    const phone = reach.phone;
    if (!phone || !reach.phoneChannels.length) continue;
    queued += await db.transaction(async (tx) => {
      const claimed = await tx.query(
        'update job_alerts set phone_sent_at = $2 where id = $1 and phone_sent_at is not distinct from $3 returning id',
        [alert.id, now, alert.phone_sent_at],
      );
      if (!claimed.length) return 0;
      const jobs = await newJobsFor(tx, alert, 'job_alert_phone_sent', '1 day', PHONE_DIGEST_MAX_JOBS);
      if (!jobs.length) return 0;
      await recordSent(tx, 'job_alert_phone_sent', alert.id, jobs, now);
      const lines = [];
      for (const job of jobs) {
        const link = await shortLink(tx, config.publicUrl, buildPath('jobs-slug', { slug: job.slug }));
        lines.push(`${job.title} · ${job.company}: ${link}`);
      }
      const search = alert.keyword || translate(reach.locale === 'en' ? 'en' : 'fr', 'mail.alert_any_search');
      for (const channel of reach.phoneChannels) {
        await enqueueMessage(tx, {
          channel,
          to: phone,
          kind: 'alert',
          locale: reach.locale,
          values: { search, jobs: lines.join('\n') },
        });
      }
      return 1;
    });
  }
  return queued;
}
