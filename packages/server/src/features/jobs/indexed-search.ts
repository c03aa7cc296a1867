import type { JobList, JobSummary } from '@baobab/core';
import { type PageRequest, paged } from '../../catalogue/paging';
import type { Queryable } from '../../db/db';
import { withWrittenJson } from '../../http/written-json';
import { domainTags, tagsOf } from './domain-tags';
import { type JobSort, jobSortOf } from './job-filter';
import { JOB_OWN_SUMMARY_COLUMNS, type JobOwnSummaryRow, toJobSummary } from './job-mapper';
import { resolveQuery } from './query-resolver';
import type { SearchIndex } from './search-index';

/**
 * The job's own columns of some job ids: most searches read one page of them, so on PostgreSQL it
 * is a prepared statement (planned once per connection; the plan, a lookup by primary key, is the
 * same for any ids). Planned at every call it took 1.25 ms at the median, 3.5 ms at the 95th
 * percentile (100 000 jobs), prepared 1.0 and 1.75. The company's columns and the domains' ids
 * come from the index (SearchIndex.companyOf, domainIdsOf): no join, no sub-query per row (p50
 * 0.69 ms against 0.85 with them, PostgreSQL, 20 random rows of 100 000).
 */
const JOBS_BY_ID = `select ${JOB_OWN_SUMMARY_COLUMNS} from jobs j where j.id = any($1::uuid[])`;

/** How many listed jobs' JSON a search index keeps (about 1.3 KB each at 100 000 demo jobs). */
export const KEPT_SUMMARIES = 2_000;

/**
 * A keyword's page and total from the search index: the database reads only the rows of the
 * page's jobs that no recent search listed, and the answer is written once, from each job's
 * JSON (see writtenPage).
 */
export async function indexedSearch(
  db: Queryable,
  index: SearchIndex,
  keyword: string,
  page: PageRequest,
  sort: JobSort = jobSortOf(keyword, {}),
): Promise<JobList> {
  const matches = index.match(await resolveQuery(db, keyword), Date.now());
  const ordinals = matches.pageOrdinals(sort, (page.page - 1) * page.limit, page.limit);
  if (ordinals.length === 0) return paged([], matches.total, page);
  return writtenPage(await pageJson(db, index, ordinals), paged([], matches.total, page));
}

/**
 * The JSON bytes of the summaries of the jobs at `ordinals`, in their order: those a recent search
 * of the same index listed are kept with it (SearchIndex.pageJson), the others' rows read in one
 * query. The offers that come up again and again are the ones a search of a popular word or town
 * lists first. A job whose row is gone (deleted since the index was made) is left out.
 */
async function pageJson(db: Queryable, index: SearchIndex, ordinals: ArrayLike<number>): Promise<Uint8Array[]> {
  const kept = index.pageJson;
  const jobs: (Uint8Array | undefined)[] = Array.from(ordinals, (ordinal) => kept.get(ordinal));
  const missing = new Map<string, number>();
  jobs.forEach((json, i) => {
    const ordinal = ordinals[i] as number;
    if (json) {
      // Listed again: the most recently listed are the last to make room.
      kept.delete(ordinal);
      kept.set(ordinal, json);
    } else missing.set(index.idOf(ordinal), i);
  });
  if (missing.size > 0) {
    const domainIds = (i: number) => index.domainIdsOf(ordinals[i] as number);
    const [rows, tags] = await Promise.all([
      db.query<JobOwnSummaryRow>(JOBS_BY_ID, [[...missing.keys()]], { prepared: true }),
      domainTags(db, Array.from(missing.values(), domainIds)),
    ]);
    for (const row of rows) {
      const i = missing.get(row.id) as number;
      const ordinal = ordinals[i] as number;
      // In an array of its own, outside the JS heap: a kept row is no string the collector copies
      // (a young one is copied at every scavenge until it is old), and no slice of Node's shared
      // buffer pool, which it would keep whole.
      const json = utf8.encode(JSON.stringify(toJobSummary(row, index.companyOf(ordinal), tagsOf(tags, domainIds(i)))));
      jobs[i] = json;
      if (kept.size >= KEPT_SUMMARIES) kept.delete(kept.keys().next().value as number);
      kept.set(ordinal, json);
    }
  }
  return jobs.filter((json): json is Uint8Array => json !== undefined);
}

const utf8 = new TextEncoder();
const RESULTS = '{"results":[';
const OPEN = Buffer.from(RESULTS);
const COMMA = Buffer.from(',');

/**
 * `list` (a page without its results) with the results `jobs`, and its JSON written once, as
 * bytes, from the jobs' (http/written-json.ts): the same bytes as JSON.stringify of the whole,
 * with no text of the page made. An in-process reader of its results gets them parsed from those.
 */
function writtenPage(jobs: readonly Uint8Array[], list: JobList): JobList {
  const empty = JSON.stringify(list);
  if (!empty.startsWith(`${RESULTS}]`)) throw new Error('a page list must begin with its results');
  const listed = jobs.flatMap((job, i) => (i > 0 ? [COMMA, job] : [job]));
  const bytes = Buffer.concat([OPEN, ...listed, Buffer.from(empty.slice(RESULTS.length))]);
  let results: JobSummary[] | undefined;
  Object.defineProperty(list, 'results', {
    enumerable: true,
    get: () => {
      results ??= (JSON.parse(bytes.toString()) as JobList).results;
      return results;
    },
  });
  return withWrittenJson(list, bytes);
}
