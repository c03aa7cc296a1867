import { jobListSchema, normalizeText } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededTestApp } from '../../../../test/catalogue-kit';
import type { TestApp } from '../../../../test/harness';
import { indexedSearch } from '../indexed-search';
import { JOB_IS_OPEN } from '../job-state';
import { loadSearchIndex } from '../search-index-loader';
import { QUALITY_QUERIES, type QualityQuery } from './queries';

/**
 * Search quality over the demo data set (docs/benchmarks.md): recall@10 — of the offers a query
 * must find, the share in its first ten results (out of ten, or of all of them when fewer) — and
 * the share of queries with no result at all. Both answer paths are measured: SQL, and the
 * in-memory index large catalogues use.
 */
const JOBS = 2_000;
const RECALL_GOAL = 0.9;
const NO_RESULT_GOAL = 0.05;

interface ListedJob {
  id: string;
  title: string;
  city: string;
  country: string;
}

let t: TestApp;
let listed: ListedJob[];
beforeAll(async () => {
  t = await seededTestApp(JOBS);
  const rows = await t.services.db.query<{ id: string; title: string; city: string; country_code: string }>(
    `select j.id, j.title, j.city, j.country_code from jobs j where not j.private and ${JOB_IS_OPEN}`,
  );
  listed = rows.map((r) => ({ id: r.id, title: normalizeText(r.title), city: r.city, country: r.country_code }));
}, 300_000);
afterAll(() => t.close());

const mustFind = (query: QualityQuery) =>
  new Set(
    listed
      .filter(
        (job) =>
          query.title.test(job.title) &&
          (!query.city || job.city === query.city) &&
          (!query.country || job.country === query.country),
      )
      .map((job) => job.id),
  );

async function measure(top10: (q: string) => Promise<string[]>) {
  let recallSum = 0;
  let measured = 0;
  let empty = 0;
  const misses: string[] = [];
  for (const query of QUALITY_QUERIES) {
    const relevant = mustFind(query);
    const ids = await top10(query.q);
    if (ids.length === 0) empty++;
    if (relevant.size === 0) continue;
    measured++;
    const recall = ids.filter((id) => relevant.has(id)).length / Math.min(10, relevant.size);
    recallSum += recall;
    if (recall < 1) misses.push(`${query.q}: ${recall.toFixed(2)} (${ids.length} results, ${relevant.size} to find)`);
  }
  const result = { recall: recallSum / measured, noResult: empty / QUALITY_QUERIES.length, measured, misses };
  console.log(JSON.stringify(result, null, 1));
  return result;
}

describe('search quality over the demo vocabulary', () => {
  it('has at least 60 queries, nearly all with offers to find in the data set', () => {
    expect(QUALITY_QUERIES.length).toBeGreaterThanOrEqual(60);
    const withoutTarget = QUALITY_QUERIES.filter((q) => mustFind(q).size === 0).map((q) => q.q);
    expect(withoutTarget.length).toBeLessThanOrEqual(3);
  });

  it('finds what people mean through SQL', async () => {
    const result = await measure(async (q) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/jobs/get-all-jobs?keyword=${encodeURIComponent(q)}`,
        payload: { limit: 10 },
      });
      return jobListSchema.parse(res.json()).results.map((job) => job.id);
    });
    expect(result.recall).toBeGreaterThanOrEqual(RECALL_GOAL);
    expect(result.noResult).toBeLessThan(NO_RESULT_GOAL);
  });

  it('finds the same through the in-memory index', async () => {
    const index = await loadSearchIndex(t.services.db);
    const result = await measure(async (q) =>
      (await indexedSearch(t.services.db, index, q, { page: 1, limit: 10 })).results.map((job) => job.id),
    );
    expect(result.recall).toBeGreaterThanOrEqual(RECALL_GOAL);
    expect(result.noResult).toBeLessThan(NO_RESULT_GOAL);
  });
});
