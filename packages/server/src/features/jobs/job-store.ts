import { type Job, type JobList, type JobSummary, parseQuery, type Tag } from '@baobab/core';
import { cachedCatalogue } from '../../catalogue/catalogue-cache';
import { limitOffset, type PageRequest, paged } from '../../catalogue/paging';
import { one, type Queryable } from '../../db/db';
import { activityDomainsAmong, activityDomainsOf } from '../taxonomy/taxonomy-store';
import { domainTags, tagsOf } from './domain-tags';
import { indexedSearch } from './indexed-search';
import { type JobFilter, type JobSort, jobOrderBy, jobSortOf, publicJobsFilter } from './job-filter';
import { JOB_COLUMNS, JOB_SUMMARY_COLUMNS, type JobRow, type PageRow, toJob, toJobSummary } from './job-mapper';
import { relevanceSql } from './keyword-sql';
import { resolveQuery } from './query-resolver';
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
  const rows = await db.query<PageRow>(
    `select ${PAGE_COLUMNS}
       from ${source} join companies c on c.id = j.company_id
       ${fewMatches ? '' : sql.where} ${jobOrderBy(sort, relevance)} ${limitOffset(page)}`,
    sql.params,
  );
  return withDomains(db, rows);
}

/** A page's rows with their domains' ids, so a page is one query. */
const PAGE_COLUMNS = `${JOB_SUMMARY_COLUMNS},
  array(select l.domain_id from job_domains l where l.job_id = j.id order by l.domain_id) as domain_ids`;

/** Summaries of `rows`, their domains' ids made tags. */
async function withDomains(db: Queryable, rows: PageRow[]): Promise<JobSummary[]> {
  const tags = await domainTags(
    db,
    rows.map((row) => row.domain_ids),
  );
  return rows.map((row) => toJobSummary(row, row, tagsOf(tags, row.domain_ids)));
}

/**
 * How many public jobs match: without a keyword, a country or a company, from the search index's
 * counts when there is a current index; else in SQL, reused for a few seconds (see cachedCatalogue).
 */
async function countPublicJobs(db: Queryable, filter: JobFilter): Promise<number> {
  const byDomainsAlone =
    !filter.countryCode && !filter.companyId && (filter.units ?? parseQuery(filter.keyword)).length === 0;
  const index = byDomainsAlone ? await currentSearchIndex(db) : undefined;
  if (index) return index.counts.open(Date.now(), filter.domainIds);
  const sql = publicJobsFilter(filter);
  const query = `select count(*)::int as total from jobs j ${sql.where}`;
  return cachedCatalogue(db, `${query} ${JSON.stringify(sql.params)}`, async () => {
    const row = await one<{ total: number }>(db, query, sql.params);
    return row?.total ?? 0;
  });
}

/**
 * Whether a keyword finds any public job, reading none: in the search index when there is a
 * current one, else by the (cached) SQL count. Did-you-mean tries several keywords a request.
 */
export async function keywordHasOffers(db: Queryable, keyword: string): Promise<boolean> {
  const units = await resolveQuery(db, keyword);
  const index = units.length > 0 ? await currentSearchIndex(db) : undefined;
  if (index) return index.matchesAny(units, Date.now());
  return (await countPublicJobs(db, { keyword, units })) > 0;
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
    const [results, total] = await Promise.all([
      publicJobsPage(db, filter, page, sort),
      countPublicJobs(db, { ...filter, units }),
    ]);
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

const JOB_BY_SLUG = `select ${JOB_COLUMNS} from jobs j join companies c on c.id = j.company_id where j.slug = $1`;

/**
 * One job by slug, private and closed ones included (a private job is reachable only this way);
 * `forCompany` keeps its knock-out answers (toJob), for the company's own reads only.
 */
export async function findJobBySlug(db: Queryable, slug: string, forCompany = false): Promise<Job | undefined> {
  // A lookup by unique key, asked at every offer's page: prepared (see ROWS_BY_ID).
  const row = await one<JobRow>(db, JOB_BY_SLUG, [slug], { prepared: true });
  if (!row) return undefined;
  const domains = await activityDomainsOf(db, 'jobs', [row.id]);
  return toJob(row, domains.get(row.id) ?? [], forCompany);
}

/** The domains of a company's listed offers: what its careers list offers to filter by (docs/embedding.md). */
export function listedDomainsOf(db: Queryable, companyId: string): Promise<Tag[]> {
  const listed = publicJobsFilter({ companyId });
  return activityDomainsAmong(db, { sql: `select j.id from jobs j ${listed.where}`, params: listed.params });
}
