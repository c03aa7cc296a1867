import { randomUUID } from 'node:crypto';
import { type ApplicationStatus, CONSENT_VERSION, CONSENTS } from '@baobab/core';
import { one, type Queryable } from '../db/db';
import { JOB_IS_LISTED } from '../features/jobs/job-state';
import { claimPendingFile } from '../storage/storage';
import { DEMO_CANDIDATE } from './demo-candidate';

/**
 * Where the demo candidate has applied, and how far each application went: two companies at two
 * different steps, so /profil shows the tracking timeline at first login.
 */
export const DEMO_APPLICATIONS: ReadonlyArray<{ company: string; timeline: readonly ApplicationStatus[] }> = [
  { company: 'teranga-digital', timeline: ['SENT', 'VIEWED', 'INTERVIEW'] },
  { company: 'banque-sahelienne-de-dakar', timeline: ['SENT', 'VIEWED'] },
];

const DAY_MS = 86_400_000;

/** The demo candidate's CV (a pending file in storage under `cv.key`, claimed here) and applications. */
export async function insertDemoApplications(q: Queryable, cv: { key: string; size: number }) {
  const cvId = randomUUID();
  await claimPendingFile(q, cv.key);
  await q.query(
    `insert into documents (id, user_id, type, file_name, storage_key, size) values ($1, $2, 'CV', 'CV-Awa-Diop.pdf', $3, $4)`,
    [cvId, DEMO_CANDIDATE.id, cv.key, cv.size],
  );
  const consents = { version: CONSENT_VERSION, acceptedAt: new Date().toISOString(), accepted: CONSENTS };
  for (const { company, timeline } of DEMO_APPLICATIONS) {
    // The company's newest open offer that applies here (not on an external platform).
    const job = await one<{ id: string; company_id: string }>(
      q,
      `select j.id, j.company_id from jobs j join companies c on c.id = j.company_id
        where c.alias = $1 and ${JOB_IS_LISTED} and j.external_apply_url is null
        order by j.publication_date desc limit 1`,
      [company],
    );
    if (!job) throw new Error(`no open offer of ${company} to apply to`);
    const id = randomUUID();
    const status = timeline.at(-1);
    await q.query(
      `insert into applications (id, user_id, job_id, company_id, cv_document_id, consents, status, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [id, DEMO_CANDIDATE.id, job.id, job.company_id, cvId, JSON.stringify(consents), status, stepDate(timeline, 0)],
    );
    for (const [step, event] of timeline.entries()) {
      await q.query('insert into application_events (application_id, status, at) values ($1, $2, $3)', [
        id,
        event,
        stepDate(timeline, step),
      ]);
    }
  }
}

/** One day between steps, the last one today. */
const stepDate = (timeline: readonly unknown[], step: number) =>
  new Date(Date.now() - (timeline.length - 1 - step) * DAY_MS);
