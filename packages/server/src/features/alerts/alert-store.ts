import { randomUUID } from 'node:crypto';
import { type JobAlert, type JobAlertInput, MAX_ALERTS_PER_USER } from '@baobab/core';
import { one, type Queryable } from '../../db/db';
import { validation } from '../../http/errors';

export interface AlertRow {
  id: string;
  user_id: string;
  keyword: string;
  domain_ids: number[];
  country_code: JobAlert['countryCode'];
  frequency: JobAlert['frequency'];
  created_at: Date;
  last_sent_at: Date | null;
}

export const toAlert = (row: AlertRow): JobAlert => ({
  id: row.id,
  keyword: row.keyword,
  activityDomains: row.domain_ids,
  countryCode: row.country_code,
  frequency: row.frequency,
  createdAt: row.created_at.toISOString(),
});

const COLUMNS = 'id, user_id, keyword, domain_ids, country_code, frequency, created_at, last_sent_at';

export async function listAlerts(q: Queryable, userId: string): Promise<JobAlert[]> {
  const rows = await q.query<AlertRow>(
    `select ${COLUMNS} from job_alerts where user_id = $1 order by created_at desc, id`,
    [userId],
  );
  return rows.map(toAlert);
}

export async function createAlert(q: Queryable, userId: string, input: JobAlertInput): Promise<JobAlert> {
  const count = await one<{ n: number }>(q, 'select count(*)::int as n from job_alerts where user_id = $1', [userId]);
  if ((count?.n ?? 0) >= MAX_ALERTS_PER_USER) throw validation({ frequency: 'too many alerts' });
  if (input.countryCode && !(await one(q, 'select 1 from countries where code = $1', [input.countryCode]))) {
    throw validation({ countryCode: 'unknown' });
  }
  const row = await one<AlertRow>(
    q,
    `insert into job_alerts (id, user_id, keyword, domain_ids, country_code, frequency)
     values ($1, $2, $3, $4, $5, $6) returning ${COLUMNS}`,
    [randomUUID(), userId, input.keyword.trim(), input.activityDomains, input.countryCode ?? null, input.frequency],
  );
  if (!row) throw new Error('alert insert returned no row');
  return toAlert(row);
}

/** Deletes an alert of `userId` (any user's when null: the signed unsubscribe link); false when none. */
export async function deleteAlert(q: Queryable, id: string, userId: string | null): Promise<boolean> {
  const rows = await q.query(
    'delete from job_alerts where id = $1 and ($2::uuid is null or user_id = $2) returning id',
    [id, userId],
  );
  return rows.length > 0;
}

/** The alerts whose digest is due at `now`: a period after their last digest (or their creation). */
export function dueAlerts(q: Queryable, now: Date) {
  return q.query<AlertRow & { email: string; first_name: string; locale: string }>(
    `select a.${COLUMNS.split(', ').join(', a.')}, u.email, u.first_name, u.locale
       from job_alerts a join users u on u.id = a.user_id
      where coalesce(a.last_sent_at, a.created_at) <= $1::timestamptz
              - case a.frequency when 'weekly' then interval '7 days' else interval '1 month' end
      order by a.id`,
    [now],
  );
}
