import type { Job, JobList, JobSummary } from '@baobab/core';
import { cachedCatalogue } from '../../catalogue/catalogue-cache';
import { limitOffset, type PageRequest, paged } from '../../catalogue/paging';
import { one, type Queryable } from '../../db/db';
import { activityDomainsOf } from '../taxonomy/activity-domains';
import { type JobFilter, type JobSort, jobOrderBy, jobSortOf, publicJobsFilter } from './job-filter';
import { JOB_COLUMNS, JOB_SUMMARY_COLUMNS, type JobRow, type JobSummaryRow, toJob, toJobSummary } from './job-mapper';
import { relevanceSql } from './keyword-sql';
import { resolveQuery } from './query-resolver';
import type { SearchIndex } from './search-index';
import { currentSearchIndex } from './search-index-holder';

/** At most this many matches, a keyword's page is sorted from its matches rather than read in date order. */
const FEW_MATCHES = 2_000;

/**
 * One page of public jobs, without a total (the by-domain call answers a plain array): the page's
 * rows, then the activity domains of all of them in one query.
 */
export async function publicJobsPage(
  db: Queryable,
  filter: JobFilter,
  page: PageRequest,
  sort: JobSort = jobSortOf(filter.keyword, {}),
  /** The match count when known: a small one changes how the page is read (see below). */
  total?: number,
): Promise<JobSummary[]> {
  // Few matches are collected through the trigram index and sorted (materialized, so the planner
  // cannot fall back to walking the date index and testing LIKE on thousands of rows); otherwise
  // the planner chooses. At 100 000 jobs the wrong walk costs ~40 ms.
  const units = filter.units ?? (await resolveQuery(db, filter.keyword));
  const fewMatches = units.length > 0 && total !== undefined && total <= FEW_MATCHES;
  const sql = publicJobsFilter({ ...filter, units });
  const relevance = units.length > 0 && sort.sortBy === 'relevance' ? relevanceSql(sql, units) : undefined;
  const source = fewMatches
    ? `(with matches as materialized (select j.* from jobs j ${sql.where}) select * from matches) j`
    : 'jobs j';
  const rows = await db.query<JobSummaryRow>(
    `select ${JOB_SUMMARY_COLUMNS}
       from ${source} join companies c on c.id = j.company_id
       ${fewMatches ? '' : sql.where} ${jobOrderBy(sort, relevance)} ${limitOffset(page)}`,
    sql.params,
  );
  return withDomains(db, rows);
}

/** Summaries of `rows`, with the activity domains of all of them read in one query. */
async function withDomains(db: Queryable, rows: JobSummaryRow[]): Promise<JobSummary[]> {
  const domains = await activityDomainsOf(
    db,
    'jobs',
    rows.map((r) => r.id),
  );
  return rows.map((row) => toJobSummary(row, domains.get(row.id) ?? []));
}

/** A keyword's page and total from the search index: the database reads only the page's rows. */
export async function indexedSearch(
  db: Queryable,
  index: SearchIndex,
  keyword: string,
  page: PageRequest,
  sort: JobSort = jobSortOf(keyword, {}),
): Promise<JobList> {
  const matches = index.match(await resolveQuery(db, keyword), Date.now());
  const ids = matches.page(sort, (page.page - 1) * page.limit, page.limit);
  const rows = await db.query<JobSummaryRow>(
    `select ${JOB_SUMMARY_COLUMNS} from jobs j join companies c on c.id = j.company_id where j.id = any($1::uuid[])`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.map((id) => byId.get(id)).filter((row): row is JobSummaryRow => row !== undefined);
  return paged(await withDomains(db, ordered), matches.total, page);
}

/** How many public jobs match; totals are reused for a few seconds (see cachedCatalogue). */
function countPublicJobs(db: Queryable, filter: JobFilter): Promise<number> {
  const sql = publicJobsFilter(filter);
  const query = `select count(*)::int as total from jobs j ${sql.where}`;
  return cachedCatalogue(db, `${query} ${JSON.stringify(sql.params)}`, async () => {
    const row = await one<{ total: number }>(db, query, sql.params);
    return row?.total ?? 0;
  });
}

/**
 * A page of public jobs with its total, in the order the request asks (a list call's body: its
 * page and, when it has them, its sort fields), else by relevance to a keyword, else newest first.
 */
export async function listPublicJobs(
  db: Queryable,
  filter: JobFilter,
  page: PageRequest & Partial<JobSort>,
): Promise<JobList> {
  const sort = jobSortOf(filter.keyword, page);
  const units = await resolveQuery(db, filter.keyword);
  if (units.length === 0) {
    const [results, total] = await Promise.all([publicJobsPage(db, filter, page, sort), countPublicJobs(db, filter)]);
    return paged(results, total, page);
  }
  // A keyword alone is served by the search index when there is a current one.
  const onlyKeyword = !filter.domainIds?.length && !filter.countryCode && !filter.companyId;
  const index = onlyKeyword ? await currentSearchIndex(db) : undefined;
  if (index) return indexedSearch(db, index, filter.keyword ?? '', page, sort);
  // Searches count first: the count picks the page's plan.
  const total = await countPublicJobs(db, { ...filter, units });
  return paged(await publicJobsPage(db, { ...filter, units }, page, sort, total), total, page);
}

/**
 * One job by slug, private and closed ones included (a private job is reachable only this way);
 * `forCompany` keeps its knock-out answers (toJob), for the company's own reads only.
 */
export async function findJobBySlug(db: Queryable, slug: string, forCompany = false): Promise<Job | undefined> {
  const row = await one<JobRow>(
    db,
    `select ${JOB_COLUMNS} from jobs j join companies c on c.id = j.company_id where j.slug = $1`,
    [slug],
  );
  if (!row) return undefined;
  const domains = await activityDomainsOf(db, 'jobs', [row.id]);
  return toJob(row, domains.get(row.id) ?? [], forCompany);
}
