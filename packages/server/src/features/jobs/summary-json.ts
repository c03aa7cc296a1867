import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Queryable } from '../../db/db';
import { domainTags, tagsOf } from './domain-tags';
import { JOB_OWN_SUMMARY_COLUMNS, type JobOwnSummaryRow, toJobSummary } from './job-mapper';
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

const utf8 = new TextEncoder();

/**
 * The JSON bytes of the summaries of the index's jobs at `ordinals`, read in one query, in their
 * order; undefined for a job whose row is gone (deleted since the index was made). Each in an array
 * of its own, outside the JS heap: a kept one is no string the collector copies (a young one is
 * copied at every scavenge until it is old), and no slice of Node's shared buffer pool, which it
 * would keep whole.
 */
export async function readSummaryJson(
  db: Queryable,
  index: SearchIndex,
  ordinals: readonly number[],
): Promise<(Uint8Array | undefined)[]> {
  const place = new Map(ordinals.map((ordinal, i) => [index.idOf(ordinal), i]));
  const domainIds = ordinals.map((ordinal) => index.domainIdsOf(ordinal));
  const [rows, tags] = await Promise.all([
    db.query<JobOwnSummaryRow>(JOBS_BY_ID, [[...place.keys()]], { prepared: true }),
    domainTags(db, domainIds),
  ]);
  const json: (Uint8Array | undefined)[] = new Array(ordinals.length);
  for (const row of rows) {
    const i = place.get(row.id) as number;
    const company = index.companyOf(ordinals[i] as number);
    json[i] = utf8.encode(JSON.stringify(toJobSummary(row, company, tagsOf(tags, domainIds[i] as Uint32Array))));
  }
  return json;
}

/** Jobs read at a time: a slice's rows are parsed and written in one turn, which requests then wait for. */
const PREFILL_SLICE = 250;

/**
 * Reads the summaries of the index's jobs into its kept bytes (SearchIndex.pageJson), newest first,
 * a slice at a time with other work in between, until all are kept, the budget is full or the index
 * is no longer `current` (another catalogue version's replaced it).
 */
export async function prefillSummaries(db: Queryable, index: SearchIndex, current: () => boolean): Promise<void> {
  const kept = index.pageJson;
  for (let start = 0; start < index.size && current(); start += PREFILL_SLICE) {
    const ordinals: number[] = [];
    for (let o = start; o < Math.min(index.size, start + PREFILL_SLICE); o++) if (!kept.has(o)) ordinals.push(o);
    if (ordinals.length === 0) continue;
    const json = await readSummaryJson(db, index, ordinals);
    let read = 0;
    json.forEach((bytes, i) => {
      const ordinal = ordinals[i] as number;
      read += bytes?.length ?? 0;
      // Listed by a search meanwhile: kept then, and as recent.
      if (bytes && !kept.has(ordinal)) kept.keep(ordinal, bytes);
    });
    // The next slice, about this one's size, would not fit the budget (the store keeps no more then).
    if (kept.bytes + read > kept.budget) return;
    await nextTurn();
  }
}
