import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { errorBodySchema, jobListSchema, jobSummarySchema } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { allJobsForSearch, seededTestApp } from '../../../test/catalogue-kit';
import type { TestApp } from '../../../test/harness';
import { JOB_IS_OPEN } from './job-state';

let t: TestApp;
let listedSlugs: Set<string>;
let hiddenSlugs: string[];

beforeAll(async () => {
  t = await seededTestApp(200);
  const jobs = await allJobsForSearch(t.services.db);
  listedSlugs = new Set(jobs.filter((j) => j.listed).map((j) => j.slug));
  hiddenSlugs = jobs.filter((j) => !j.listed).map((j) => j.slug);
});
afterAll(() => t.close());

const getAllJobs = (payload: object | string, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/jobs/get-all-jobs${query}`,
    payload,
    headers: { 'content-type': 'application/json', ...headers },
  });

async function listAll() {
  const slugs: string[] = [];
  for (let page = 1; ; page++) {
    const body = jobListSchema.parse((await getAllJobs({ page, limit: 100 })).json());
    slugs.push(...body.results.map((j) => j.slug));
    if (page >= body.totalPages) return slugs;
  }
}

describe('POST /api/jobs/get-all-jobs', () => {
  it('answers the first page of 20, newest first, by default', async () => {
    const res = await getAllJobs({});
    expect(res.statusCode).toBe(200);
    const body = jobListSchema.parse(res.json());
    expect(body).toMatchObject({ page: 1, limit: 20, total: listedSlugs.size });
    expect(body.totalPages).toBe(Math.ceil(listedSlugs.size / 20));
    expect(body.results).toHaveLength(20);
    const dates = body.results.map((j) => j.publicationDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.results[0]?.activityDomains.length).toBeGreaterThan(0);
    // Brand images are not drawn here (seconds of sharp): companies.test.ts checks a job carries its company's logo.
    expect(body.results[0]?.companyDetails).toHaveProperty('logo');
  });

  it('pages without gaps or repeats, and never lists private or closed jobs', async () => {
    expect(hiddenSlugs.length).toBeGreaterThan(0);
    const slugs = await listAll();
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(slugs)).toEqual(listedSlugs);
    for (const slug of hiddenSlugs) expect(slugs).not.toContain(slug);
  });

  it('answers page 2 after page 1, and an empty page past the last one', async () => {
    const first = jobListSchema.parse((await getAllJobs({ page: 1, limit: 7 })).json());
    const second = jobListSchema.parse((await getAllJobs({ page: 2, limit: 7 })).json());
    const both = jobListSchema.parse((await getAllJobs({ page: 1, limit: 14 })).json());
    expect([...first.results, ...second.results].map((j) => j.slug)).toEqual(both.results.map((j) => j.slug));
    expect(second).toMatchObject({ page: 2, limit: 7, totalPages: Math.ceil(listedSlugs.size / 7) });
    const past = jobListSchema.parse((await getAllJobs({ page: 1000, limit: 7 })).json());
    expect(past.results).toEqual([]);
    expect(past.total).toBe(listedSlugs.size);
  });

  it.each(['asc', 'desc'] as const)('sorts by title %s, in the database collation', async (sortByDirection) => {
    const body = jobListSchema.parse((await getAllJobs({ sortBy: 'title', sortByDirection, limit: 100 })).json());
    const titles = body.results.map((j) => j.title);
    const expected = await t.services.db.query<{ title: string }>(
      `select title from jobs j where not j.private and ${JOB_IS_OPEN} order by title ${sortByDirection} limit 100`,
    );
    expect(titles).toEqual(expected.map((r) => r.title));
  });

  it('sorts by publication date, oldest first when asked', async () => {
    const body = jobListSchema.parse((await getAllJobs({ sortByDirection: 'asc', limit: 100 })).json());
    const dates = body.results.map((j) => j.publicationDate);
    expect(dates).toEqual([...dates].sort());
  });

  it.each([[{ limit: 101 }], [{ limit: 0 }], [{ page: 0 }], [{ sortBy: 'salary' }], [{ sortByDirection: 'up' }]])(
    'refuses %j with a 400 VALIDATION answer',
    async (payload) => {
      const res = await getAllJobs(payload);
      expect(res.statusCode).toBe(400);
      expect(errorBodySchema.parse(res.json()).code).toBe('VALIDATION');
    },
  );

  it('carries each offer’s description and best candidate profile, as the spec’s list answers do', async () => {
    const listed = jobListSchema.parse((await getAllJobs({ limit: 5 })).json()).results;
    const filtered = z.array(jobSummarySchema).parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/jobs/filter-job-by-activity-domain',
          payload: { ids: [listed[0]?.activityDomains[0]?.id], limit: 5 },
        })
      ).json(),
    );
    for (const job of [...listed, ...filtered]) {
      const [stored] = await t.services.db.query<{ description: string; best: string }>(
        'select description, best_candidate_profil as best from jobs where slug = $1',
        [job.slug],
      );
      expect(job.description).toBe(stored?.description);
      expect(job.bestCandidateProfil).toBe(stored?.best);
      expect(job.description.length).toBeGreaterThan(job.excerpt.length);
    }
    expect(filtered.length).toBeGreaterThan(0);
  });

  it('searches by activity domain with the total of the filter, not of the page', async () => {
    const [domain] = await t.services.db.query<{ id: number; n: number }>(
      `select jd.domain_id as id, count(*)::int as n from job_domains jd join jobs j on j.id = jd.job_id
        where not j.private and ${JOB_IS_OPEN} group by jd.domain_id order by n desc limit 1`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/search',
      payload: { ids: [domain?.id], limit: 5 },
    });
    const body = jobListSchema.parse(res.json());
    expect(body.total).toBe(domain?.n);
    expect(body.total).toBeGreaterThan(5);
    expect(body.results).toHaveLength(5);
    for (const job of body.results) expect(job.activityDomains.map((d) => d.id)).toContain(domain?.id);
  });

  it('accepts the maximum limit of 100', async () => {
    const body = jobListSchema.parse((await getAllJobs({ limit: 100 })).json());
    expect(body.results).toHaveLength(100);
  });

  it('answers a malformed JSON body with a 400 JSON error, in the request language', async () => {
    const fr = await getAllJobs('{"page": 1,');
    expect(fr.statusCode).toBe(400);
    expect(errorBodySchema.parse(fr.json())).toMatchObject({ code: 'VALIDATION' });
    const en = await getAllJobs('{"page": 1,', '', { 'accept-language': 'en' });
    expect(en.json().message).not.toBe(fr.json().message);
  });

  it('refuses an over-long keyword', async () => {
    const res = await getAllJobs({}, `?keyword=${'a'.repeat(201)}`);
    expect(res.statusCode).toBe(400);
  });

  it('sends a cached answer in brotli bytes made once, the same JSON as uncompressed, varying on the encoding', async () => {
    const plain = await getAllJobs({ page: 2 });
    const first = await getAllJobs({ page: 2 }, '', { 'accept-encoding': 'gzip, deflate, br' });
    const again = await getAllJobs({ page: 2 }, '', { 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.rawPayload.equals(again.rawPayload)).toBe(true);
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
    for (const res of [plain, first]) expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    const gzip = await getAllJobs({ page: 2 }, '', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });
});
