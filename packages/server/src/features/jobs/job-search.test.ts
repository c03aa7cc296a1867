import { jobListSchema, jobSummarySchema, matchesKeyword } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allJobsForSearch, insertCompanyWithJob, seededTestApp } from '../../../test/catalogue-kit';
import type { TestApp } from '../../../test/harness';

let t: TestApp;
let jobs: Awaited<ReturnType<typeof allJobsForSearch>>;

beforeAll(async () => {
  t = await seededTestApp(200);
  // A company whose name appears in none of its job's texts: only its name can find the job.
  await insertCompanyWithJob(t.services.db, {
    company: { id: '0c0c0c0c-0000-4000-8000-000000000001', alias: 'kerou-ventures', name: 'Kérou Ventures' },
    job: {
      id: '0c0c0c0c-0000-4000-8000-000000000002',
      slug: 'comptable-fixture',
      title: 'Comptable',
      description: 'Tenue de la comptabilité générale.',
      bestCandidateProfil: 'Trois ans d’expérience.',
      closed: false,
      private: false,
    },
  });
  // An accountant in Dakar whose texts never name the town: only its place can rank it first.
  await insertCompanyWithJob(t.services.db, {
    company: { id: '0c0c0c0c-0000-4000-8000-000000000003', alias: 'teranga-audit', name: 'Teranga Audit' },
    job: {
      id: '0c0c0c0c-0000-4000-8000-000000000004',
      slug: 'comptable-a-dakar-fixture',
      title: 'Comptable',
      description: 'Tenue de la comptabilité générale.',
      bestCandidateProfil: 'Trois ans d’expérience.',
      countryCode: 'SN',
      city: 'Dakar',
      closed: false,
      private: false,
    },
  });
  jobs = await allJobsForSearch(t.services.db);
});
afterAll(() => t.close());

async function search(keyword: string, limit = 100) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/jobs/get-all-jobs?keyword=${encodeURIComponent(keyword)}`,
    payload: { limit },
  });
  expect(res.statusCode).toBe(200);
  return jobListSchema.parse(res.json());
}

/** What docs/product.md §5 says the keyword finds, computed with core's own matcher over every listed job. */
const expectedSlugs = (keyword: string) =>
  jobs
    .filter((j) => j.listed && matchesKeyword(j.job, keyword))
    .map((j) => j.slug)
    .sort();

describe('keyword search (docs/product.md §5)', () => {
  it.each(['ingenieur', 'INGÉNIEUR', 'génie civil', 'Chargé clientèle', 'react', 'comptable', 'senior analyst'])(
    'finds exactly the listed jobs matching every term of %j',
    async (keyword) => {
      const body = await search(keyword);
      expect(body.total).toBe(expectedSlugs(keyword).length);
      expect(body.total).toBeGreaterThan(0);
      expect(body.results.map((j) => j.slug).sort()).toEqual(expectedSlugs(keyword).slice(0, 100));
    },
  );

  it("finds 'Ingénieur …' titles with the keyword 'ingenieur'", async () => {
    const body = await search('ingenieur');
    expect(body.results.some((j) => j.title.startsWith('Ingénieur'))).toBe(true);
  });

  it('finds a job by its company name alone', async () => {
    const body = await search('kerou');
    expect(body.results.map((j) => j.slug)).toEqual(['comptable-fixture']);
    expect(body.results[0]?.companyDetails).toMatchObject({ alias: 'kerou-ventures', name: 'Kérou Ventures' });
    expect((await search('Kérou ventures comptable')).total).toBe(1);
  });

  it('answers an empty list when one term matches nothing', async () => {
    const body = await search('ingénieur zzzxq');
    expect(body).toMatchObject({ results: [], total: 0, totalPages: 0 });
  });

  /** Whether the results the predicate takes all come before the others (and there are some). */
  const firstThen = (
    results: { title: string; city: string }[],
    first: (job: { title: string; city: string }) => boolean,
  ) => {
    const firsts = results.map(first);
    const firstOther = firsts.indexOf(false);
    return firsts[0] === true && (firstOther === -1 || firsts.lastIndexOf(true) < firstOther);
  };

  it.each([
    ['infirmiere', /infirmier|nurse/i],
    ['developpeuse', /développeur|developer/i],
    ['ingenier', /ingénieur|engineer/i],
    ['comptable', /comptable|accountant/i],
  ])('ranks the titles %j means first (title over text, exact over fuzzy)', async (keyword, title) => {
    const { results } = await search(keyword);
    expect(firstThen(results, (job) => title.test(job.title))).toBe(true);
  });

  it('ranks the offers in the town a keyword names first', async () => {
    const { results } = await search('comptable dakar');
    expect(results[0]?.slug).toBe('comptable-a-dakar-fixture');
    expect(firstThen(results, (job) => job.city === 'Dakar')).toBe(true);
  });

  it('answers the closest query with offers when nothing matches ("did you mean")', async () => {
    const none = await search('comptable zzzxq');
    expect(none.total).toBe(0);
    expect(none.didYouMean).toEqual({ keyword: 'comptable', message: 'Vouliez-vous dire « comptable » ?' });
    expect((await search(none.didYouMean?.keyword ?? '')).total).toBeGreaterThan(0);
    // Nothing alike at all: no suggestion rather than a wild one.
    expect((await search('zzzxq')).didYouMean).toBeUndefined();
    // Found: no suggestion.
    expect((await search('comptable')).didYouMean).toBeUndefined();
  });

  it('reads a typed word afresh after a catalogue write (the readings kept were of the old catalogue)', async () => {
    // "zorglbiste" is no substring of "zorglubiste": only the typo reading, against the catalogue's words, finds it.
    expect((await search('zorglbiste')).total).toBe(0);
    await insertCompanyWithJob(t.services.db, {
      company: { id: '0c0c0c0c-0000-4000-8000-000000000005', alias: 'zorglub-sarl', name: 'Zorglub SARL' },
      job: { id: '0c0c0c0c-0000-4000-8000-000000000006', slug: 'zorglubiste-fixture', title: 'Zorglubiste' },
    });
    expect((await search('zorglbiste')).results.map((j) => j.slug)).toEqual(['zorglubiste-fixture']);
    // Taken away again (the other tests count the catalogue): nothing kept still finds it.
    await t.services.db.query("delete from jobs where slug = 'zorglubiste-fixture'");
    await t.services.db.query("delete from companies where alias = 'zorglub-sarl'");
    expect((await search('zorglbiste')).total).toBe(0);
  });

  it('suggests at most 8 titles and domains while typing, synonyms included', async () => {
    const suggest = async (keyword: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/jobs/suggestions?keyword=${encodeURIComponent(keyword)}`,
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as { suggestions: string[] }).suggestions;
    };
    const compt = await suggest('compt');
    expect(compt).toContain('Comptable');
    expect(compt.length).toBeLessThanOrEqual(8);
    expect(await suggest('accountant')).toContain('Comptable');
    expect(await suggest('i')).toHaveLength(8);
    expect(await suggest('')).toEqual([]);
  });

  it('takes LIKE wildcards literally', async () => {
    expect((await search('%')).total).toBe(0);
    expect((await search('_')).total).toBe(0);
    expect((await search('\\')).total).toBe(0);
  });

  it('treats a blank keyword as no keyword', async () => {
    const all = await search('', 1);
    expect(all.total).toBe(jobs.filter((j) => j.listed).length);
    expect((await search('   ', 1)).total).toBe(all.total);
  });

  it('pages search results', async () => {
    const first = await search('ingenieur', 3);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/get-all-jobs?keyword=ingenieur',
      payload: { page: 2, limit: 3 },
    });
    const second = jobListSchema.parse(res.json());
    expect(second.total).toBe(first.total);
    expect(second.results.map((j) => j.slug)).not.toEqual(first.results.map((j) => j.slug));
  });
});

describe('POST /api/jobs/filter-job-by-activity-domain', () => {
  const filter = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/jobs/filter-job-by-activity-domain', payload });
  const answer = z.array(jobSummarySchema);

  it('answers a plain array of listed jobs in any of the given domains', async () => {
    const res = await filter({ ids: [3, 6] });
    expect(res.statusCode).toBe(200);
    const list = answer.parse(res.json());
    expect(list.length).toBe(20);
    for (const job of list) expect(job.activityDomains.some((d) => d.id === 3 || d.id === 6)).toBe(true);
    const listed = new Set(jobs.filter((j) => j.listed).map((j) => j.slug));
    for (const job of list) expect(listed.has(job.slug)).toBe(true);
  });

  it('combines domains with a keyword and pages', async () => {
    const list = answer.parse((await filter({ ids: [3], keyword: 'génie', limit: 100 })).json());
    expect(list.length).toBeGreaterThan(0);
    for (const job of list) {
      expect(job.activityDomains.map((d) => d.id)).toContain(3);
    }
    const page2 = answer.parse((await filter({ ids: [3], keyword: 'génie', page: 2, limit: 100 })).json());
    expect(page2).toEqual([]);
  });

  it('answers an empty array for a domain without jobs, and all jobs for no domain', async () => {
    expect(answer.parse((await filter({ ids: [999] })).json())).toEqual([]);
    expect(answer.parse((await filter({ ids: [] })).json())).toHaveLength(20);
  });

  it.each([[{}], [{ ids: 'all' }], [{ ids: [-1] }], [{ ids: [1], limit: 101 }]])(
    'refuses %j with 400 VALIDATION',
    async (payload) => {
      const res = await filter(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    },
  );
});
