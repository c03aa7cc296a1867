/**
 * When a job counts as closed: its recruiters closed it, or its validThrough has passed. Lists and
 * job pages read this one expression over `jobs j`; applications, whose row is cached, jobIsClosed.
 */
export const JOB_IS_CLOSED = '(j.closed or coalesce(j.valid_through <= now(), false))';

/** JOB_IS_CLOSED for a row read earlier (kept in a cache): its date compared now. */
export const jobIsClosed = (job: { closed: boolean; valid_through: Date | string | null }, now = Date.now()) =>
  job.closed || (job.valid_through !== null && new Date(job.valid_through).getTime() <= now);

/**
 * A job listed until its date passes: public and not closed by its recruiters. What the search
 * index holds (its dates are checked at query time: a date passes without a write).
 */
export const JOB_IS_LISTED_UNTIL_DUE = 'not j.private and not j.closed';

/** The open-job condition, written so the partial indexes' `not j.closed` predicate still matches. */
export const JOB_IS_OPEN = 'not j.closed and (j.valid_through is null or j.valid_through > now())';

/** A job the board lists now: public and open (lists, search, suggestions, the sitemap). */
export const JOB_IS_LISTED = `not j.private and ${JOB_IS_OPEN}`;
