import type { Job } from '@baobab/core';
import type { Queryable } from '../../db/db';
import { JOB_COLUMNS, type JobRow, toJob } from '../jobs/job-mapper';
import { activityDomainsOf } from '../taxonomy/taxonomy-store';

/** Every job of a company (or the one of `jobId`), private and closed ones included, newest first; knock-out answers kept. */
export async function companyJobs(q: Queryable, companyId: string, jobId?: string): Promise<Job[]> {
  const rows = await q.query<JobRow>(
    `select ${JOB_COLUMNS} from jobs j join companies c on c.id = j.company_id
      where j.company_id = $1 and ($2::uuid is null or j.id = $2) order by j.publication_date desc, j.id`,
    [companyId, jobId ?? null],
  );
  const domains = await activityDomainsOf(
    q,
    'jobs',
    rows.map((r) => r.id),
  );
  return rows.map((row) => toJob(row, domains.get(row.id) ?? [], true));
}
