import type { JobList, JobSummary } from '@baobab/core';
import { type PageRequest, paged } from '../../catalogue/paging';
import type { Queryable } from '../../db/db';
import { withWrittenJson } from '../../http/written-json';
import { type JobSort, jobSortOf } from './job-filter';
import { resolveQuery } from './query-resolver';
import type { SearchIndex } from './search-index';
import { readSummaryJson } from './summary-json';

/**
 * A keyword's page and total from the search index: the database reads only the rows of the
 * page's jobs whose summaries the index does not keep, and the answer is written once, from each
 * job's JSON (see writtenPage).
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
 * The JSON bytes of the summaries of the jobs at `ordinals`, in their order: those the index keeps
 * (SearchIndex.pageJson: all of them on PostgreSQL, those a recent search listed on PGlite, see
 * kept-summaries.ts), the others' rows read in one query and kept. The offers that come up again
 * and again are the ones a search of a popular word or town lists first. A job whose row is gone
 * (deleted since the index was made) is left out.
 */
async function pageJson(db: Queryable, index: SearchIndex, ordinals: ArrayLike<number>): Promise<Uint8Array[]> {
  const kept = index.pageJson;
  // The page's kept rows taken first: the rows read next cannot make them room.
  const jobs = Array.from(ordinals, (ordinal) => kept.take(ordinal));
  const missing = Array.from(ordinals).filter((_, i) => jobs[i] === undefined);
  if (missing.length > 0) {
    const read = await readSummaryJson(db, index, missing);
    let next = 0;
    jobs.forEach((json, i) => {
      if (json) return;
      const bytes = read[next++];
      jobs[i] = bytes;
      if (bytes) kept.keep(ordinals[i] as number, bytes);
    });
  }
  return jobs.filter((json): json is Uint8Array => json !== undefined);
}

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
