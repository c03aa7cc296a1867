import { randomUUID } from 'node:crypto';
import { type Locale, REPORTS_TO_HIDE, type ReportReason } from '@baobab/core';
import { type Db, one, type Queryable } from '../../db/db';
import { ApiError, notFound } from '../../http/errors';
import { JOB_IS_CLOSED } from '../jobs/job-state';

export interface NewReport {
  slug: string;
  /** Who reports: `account:<id>`, else `address:<keyed hash>` (report-routes). */
  reporter: string;
  reason: ReportReason;
  details: string;
  locale: Locale;
}

/**
 * Files a report; a reporter's second report of the same offer changes nothing. When the offer's
 * open reports reach REPORTS_TO_HIDE it is hidden pending review: closed, so off every list and
 * the search index, and its page says it is under review (writing `jobs` bumps the catalogue
 * version, so cached pages and answers are dropped). Answers whether this report hid it.
 */
export async function fileReport(db: Db, report: NewReport): Promise<{ hidden: boolean }> {
  return db.transaction(async (tx) => {
    const job = await one<{ id: string; closed: boolean; hidden: boolean }>(
      tx,
      `select j.id, ${JOB_IS_CLOSED} as closed, j.hidden_by_reports as hidden from jobs j where j.slug = $1 for update`,
      [report.slug],
    );
    if (!job) throw notFound();
    // A closed offer harms nobody any more; one already hidden still takes reports, for its review.
    if (job.closed && !job.hidden) throw new ApiError(409, 'JOB_CLOSED');
    await tx.query(
      `insert into job_reports (id, job_id, reporter, reason, details, locale) values ($1, $2, $3, $4, $5, $6)
       on conflict (job_id, reporter) do nothing`,
      [randomUUID(), job.id, report.reporter, report.reason, report.details, report.locale],
    );
    if (job.hidden) return { hidden: false };
    const open = await one<{ count: number }>(
      tx,
      'select count(*)::int as count from job_reports where job_id = $1 and resolution is null',
      [job.id],
    );
    if ((open?.count ?? 0) < REPORTS_TO_HIDE) return { hidden: false };
    await tx.query('update jobs set closed = true, hidden_by_reports = true, updated_at = now() where id = $1', [
      job.id,
    ]);
    return { hidden: true };
  });
}

interface ReportedJob {
  slug: string;
  title: string;
  company: string;
  hidden: boolean;
  reports: { reason: string; details: string; at: Date }[];
}

/** The offers with open reports, the hidden ones first, each with its reports oldest first. */
export async function openReports(q: Queryable): Promise<ReportedJob[]> {
  return q.query<ReportedJob>(
    `select j.slug, j.title, c.alias as company, j.hidden_by_reports as hidden,
            json_agg(json_build_object('reason', r.reason, 'details', r.details, 'at', r.created_at)
                     order by r.created_at) as reports
       from job_reports r join jobs j on j.id = r.job_id join companies c on c.id = j.company_id
      where r.resolution is null
      group by j.id, c.alias
      order by j.hidden_by_reports desc, min(r.created_at)`,
  );
}

type Resolution = 'restored' | 'confirmed';

/**
 * Settles an offer's open reports: `restored` puts a hidden offer back on the lists (the reports
 * were unfounded); `confirmed` closes it for good. Answers false when the offer has no open report.
 */
export async function resolveReports(db: Db, slug: string, resolution: Resolution): Promise<boolean> {
  return db.transaction(async (tx) => {
    const resolved = await tx.query(
      `update job_reports r set resolution = $2, resolved_at = now()
         from jobs j where j.id = r.job_id and j.slug = $1 and r.resolution is null returning r.id`,
      [slug, resolution],
    );
    if (resolved.length === 0) return false;
    await tx.query(
      resolution === 'restored'
        ? `update jobs set closed = false, hidden_by_reports = false, updated_at = now()
            where slug = $1 and hidden_by_reports`
        : 'update jobs set closed = true, hidden_by_reports = false, updated_at = now() where slug = $1',
      [slug],
    );
    return true;
  });
}

/** Offers whose wording the fee-asking rule held for review (core paymentRequestIn), with the sentence. */
export function heldOffers(
  q: Queryable,
): Promise<{ slug: string; title: string; company: string; sentence: string }[]> {
  return q.query(
    `select j.slug, j.title, c.alias as company, j.held_for_review as sentence
       from jobs j join companies c on c.id = j.company_id
      where j.held_for_review is not null order by j.updated_at`,
  );
}

/** An operator's word on a held offer: `release` publishes it, `refuse` leaves it closed. */
export async function settleHeldOffer(q: Queryable, slug: string, decision: 'release' | 'refuse'): Promise<boolean> {
  const rows = await q.query(
    `update jobs set held_for_review = null, ${decision === 'release' ? 'closed = false,' : ''} updated_at = now()
      where slug = $1 and held_for_review is not null returning id`,
    [slug],
  );
  return rows.length > 0;
}
