/**
 * When a job counts as closed: its recruiters closed it, or its validThrough has passed. Lists,
 * job pages and applications all read this one expression over `jobs j`.
 */
export const JOB_IS_CLOSED = '(j.closed or coalesce(j.valid_through <= now(), false))';

/** The open-job condition, written so the partial indexes' `not j.closed` predicate still matches. */
export const JOB_IS_OPEN = 'not j.closed and (j.valid_through is null or j.valid_through > now())';
