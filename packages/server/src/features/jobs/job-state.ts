/**
 * When a job counts as closed: its recruiters closed it, or its validThrough has passed. Lists,
 * job pages and applications all read this one expression over `jobs j`.
 */
export const JOB_IS_CLOSED = '(j.closed or coalesce(j.valid_through <= now(), false))';

/**
 * A job listed until its date passes: public and not closed by its recruiters. What the search
 * index holds (its dates are checked at query time: a date passes without a write).
 */
export const JOB_IS_LISTED_UNTIL_DUE = 'not j.private and not j.closed';

/** The open-job condition, written so the partial indexes' `not j.closed` predicate still matches. */
export const JOB_IS_OPEN = 'not j.closed and (j.valid_through is null or j.valid_through > now())';

/** A job the board lists now: public and open (lists, search, suggestions, the sitemap). */
export const JOB_IS_LISTED = `not j.private and ${JOB_IS_OPEN}`;
