import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_JOB_SORT, isTypoOf, typosAmong } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { catalogueVersion } from '../../catalogue/catalogue-cache';
import { writtenJsonOf } from '../../http/written-json';
import { seedDemoData } from '../../seed/seed';
import { indexedSearch } from './indexed-search';
import type { JobSort } from './job-filter';
import { JOB_IS_LISTED } from './job-state';
import { listPublicJobs } from './job-store';
import { similarWords } from './query-resolver';
import type { SearchIndex } from './search-index';
import type { IndexedDb } from './search-index-holder';
import { loadSearchIndex } from './search-index-loader';
import { prefillSummaries } from './summary-json';

let t: TestApp;
let index: SearchIndex;
let images: string;
beforeAll(async () => {
  t = await createTestApp();
  images = await mkdtemp(join(tmpdir(), 'baobab-images-'));
  await seedDemoData(t.services.db, { jobs: 900, imagesDir: images });
  // Some jobs leave the lists (private, closed), some stop being open with time (expired).
  await t.services.db.query(
    `update jobs set private = true where slug in (select slug from jobs order by slug limit 15)`,
  );
  await t.services.db.query(
    `update jobs set closed = true where slug in (select slug from jobs order by slug desc limit 15)`,
  );
  await t.services.db.query(
    `update jobs set valid_through = now() - interval '1 day' where slug in (select slug from jobs order by title limit 15)`,
  );
  index = await loadSearchIndex(t.services.db);
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(images, { recursive: true, force: true });
});

const KEYWORDS = [
  'ingenieur',
  'Ingénieur',
  'développeur react',
  'comptable dakar',
  'chargé clientèle',
  'data',
  'ment',
  'e',
  'lomé',
  'zzz-nothing',
  '%',
  'ing_',
  'génie civil abidjan',
  'ingenier',
  'infirmiere',
  'driver',
  'rh',
  'comptable senegal',
];
const SORTS: JobSort[] = [
  DEFAULT_JOB_SORT,
  { sortBy: 'relevance', sortByDirection: 'desc' },
  { sortBy: 'publicationDate', sortByDirection: 'asc' },
  { sortBy: 'title', sortByDirection: 'asc' },
  { sortBy: 'title', sortByDirection: 'desc' },
];

describe('the search index answers exactly what the SQL search answers', () => {
  it.each(KEYWORDS)('%j: same totals and pages, in every order', async (keyword) => {
    for (const sort of SORTS) {
      for (const page of [1, 2, 7]) {
        const request = { page, limit: 20 };
        const sql = await listPublicJobs(t.services.db, { keyword }, { ...request, ...sort });
        const indexed = await indexedSearch(t.services.db, index, keyword, request, sort);
        expect(indexed, `${keyword} ${sort.sortBy} ${sort.sortByDirection} page ${page}`).toEqual(sql);
      }
    }
  });

  it('answers every row of a page, kept or read, and sends the JSON of that page', async () => {
    const db = t.services.db;
    const sort: JobSort = { sortBy: 'relevance', sortByDirection: 'desc' };
    const request = { page: 1, limit: 20 };
    const sql = await listPublicJobs(db, { keyword: 'ingenieur' }, { ...request, ...sort });
    const index = await loadSearchIndex(db); // none kept yet
    await indexedSearch(db, index, 'ingenieur', { page: 1, limit: 10 }, sort);
    // The kept bytes full, the page's first ten the least recently listed: its ten others make room.
    const filler = new Uint8Array(4096);
    const kept = index.pageJson;
    for (let i = 0; kept.bytes + filler.length <= kept.budget; i++) kept.keep(index.size + i, filler);
    const indexed = await indexedSearch(db, index, 'ingenieur', request, sort);
    expect(indexed.results).toHaveLength(20);
    expect(indexed).toEqual(sql);
    expect(writtenJsonOf(indexed)?.toString()).toBe(JSON.stringify(sql));
  });

  it('keeping every summary once loaded (as on PostgreSQL), answers pages as SQL does without reading their rows', async () => {
    const db = t.services.db;
    const all = await loadSearchIndex(db, 'postgres');
    await prefillSummaries(db, all, () => true);
    expect(Array.from({ length: all.size }, (_, o) => all.pageJson.has(o)).every(Boolean)).toBe(true);
    const query = vi.spyOn(db, 'query');
    const answers: [string, JobSort, unknown][] = [];
    try {
      for (const keyword of KEYWORDS)
        for (const sort of SORTS)
          answers.push([keyword, sort, await indexedSearch(db, all, keyword, { page: 2, limit: 20 }, sort)]);
      expect(query.mock.calls.filter(([sql]) => sql.includes('j.id = any'))).toEqual([]);
    } finally {
      query.mockRestore();
    }
    for (const [keyword, sort, indexed] of answers)
      expect(indexed, `${keyword} ${sort.sortBy}`).toEqual(
        await listPublicJobs(db, { keyword }, { page: 2, limit: 20, ...sort }),
      );
  });

  it("sends a page the index wrote as the bytes of the SQL search's answer", async () => {
    const db = t.services.db;
    const payload = { page: 2, limit: 20 };
    const url = '/api/jobs/get-all-jobs?keyword=comptable';
    const sql = await listPublicJobs(db, { keyword: 'comptable' }, payload);
    const holder = (db as unknown as IndexedDb).searchIndex;
    Object.assign(holder, { index, version: await catalogueVersion(db) });
    const written = vi.spyOn(index, 'match');
    try {
      const res = await t.app.inject({ method: 'POST', url, payload });
      expect(written).toHaveBeenCalled();
      expect(res.body).toBe(JSON.stringify(sql));
    } finally {
      written.mockRestore();
      Object.assign(holder, { index: undefined, version: undefined });
    }
  });

  it('finds matches at all (the comparison above is not between two empty answers)', async () => {
    const { total } = await indexedSearch(t.services.db, index, 'ingenieur', { page: 1, limit: 20 });
    expect(total).toBeGreaterThan(20);
    const [listed] = await t.services.db.query<{ n: number }>(
      'select count(*)::int as n from jobs where not private and not closed',
    );
    expect(index.size).toBe(listed?.n);
  });
});

describe("the index's counts are SQL's", () => {
  it('the open jobs, all and by activity domains, as the list totals them', async () => {
    const domains = await t.services.db.query<{ id: number }>('select id from activity_domains order by id');
    const asked: number[][] = [[], ...domains.map(({ id }) => [id]), domains.slice(0, 3).map(({ id }) => id)];
    for (const domainIds of asked) {
      const { total } = await listPublicJobs(t.services.db, { domainIds }, { page: 1, limit: 1 });
      expect(index.counts.open(Date.now(), domainIds), `domains ${domainIds}`).toBe(total);
    }
    // Not a comparison of zeros: the lists hold jobs, the expired ones left out.
    expect(index.counts.open(Date.now())).toBeGreaterThan(700);
    expect(index.counts.open(Date.now())).toBeLessThan(index.size);
  });

  it('a list by domains takes its total from the current index', async () => {
    const [domain] = await t.services.db.query<{ id: number }>('select id from activity_domains order by id limit 1');
    const filter = { domainIds: [domain?.id ?? 0] };
    const { total } = await listPublicJobs(t.services.db, filter, { page: 1, limit: 5 });
    const holder = (t.services.db as unknown as IndexedDb).searchIndex;
    Object.assign(holder, { index, version: await catalogueVersion(t.services.db) });
    // The SQL count of the call above is in the catalogue cache: only the spy tells the paths apart.
    const counted = vi.spyOn(index.counts, 'open');
    try {
      expect((await listPublicJobs(t.services.db, filter, { page: 1, limit: 5 })).total).toBe(total);
      expect(counted).toHaveBeenCalledWith(expect.any(Number), filter.domainIds);
    } finally {
      counted.mockRestore();
      Object.assign(holder, { index: undefined, version: undefined });
    }
  });

  it('the open jobs of each company', async () => {
    const rows = await t.services.db.query<{ company_id: string; n: number }>(
      `select j.company_id, count(*)::int as n from jobs j where ${JOB_IS_LISTED} group by j.company_id`,
    );
    expect(rows.length).toBeGreaterThan(10);
    expect(index.counts.byCompany(Date.now())).toEqual(new Map(rows.map((row) => [row.company_id, row.n])));
  });
});

describe("the typo words of the catalogue's own words", () => {
  it('are what isTypoOf finds testing every word, for its words and for their misspellings', async () => {
    const words = (await t.services.db.query<{ word: string }>('select word from search_words')).map((r) => r.word);
    const typosOf = typosAmong(words);
    // Each word, then with its middle letter dropped, doubled, and swapped with the next.
    const typed = words.flatMap((word) => {
      const m = word.length >> 1;
      return [
        word,
        word.slice(0, m) + word.slice(m + 1),
        word.slice(0, m) + word.slice(m - 1),
        word.slice(0, m) + (word[m + 1] ?? '') + (word[m] ?? '') + word.slice(m + 2),
      ];
    });
    let found = 0;
    for (const word of typed) {
      const expected = words.filter((other) => isTypoOf(word, other));
      expect(typosOf(word), word).toEqual(expected);
      found += expected.length;
    }
    expect(words.length).toBeGreaterThan(500);
    expect(found).toBeGreaterThan(words.length);
  });
});

describe('the catalogue words alike a typed text (did-you-mean)', () => {
  it("are those pg_trgm's % and similarity() find, in the same order", async () => {
    const db = t.services.db;
    const words = (await db.query<{ word: string }>('select word from search_words order by word')).map((r) => r.word);
    // Catalogue words, misspelt ones, phrases and places as units hold them, and texts of no word.
    const typed = [
      ...words.filter((_, i) => i % 7 === 0),
      ...words.filter((_, i) => i % 5 === 0).map((word) => `${word.slice(0, -2)}x${word.slice(-1)}`),
      ...words.filter((_, i) => i % 11 === 0).map((word) => word.slice(1)),
      'ressources humaines',
      'cote d ivoire',
      'bamako',
      'ouagadougou',
      'ingenier',
      'c++ dev',
      'x',
      '%',
    ];
    let found = 0;
    for (const text of typed) {
      const sql = await db.query<{ word: string }>(
        `select word from search_words where word % $1 and word <> $1
          order by similarity(word, $1) desc, word limit 12`,
        [text],
      );
      const expected = sql.map((row) => row.word);
      expect(await similarWords(db, text), text).toEqual(expected);
      found += expected.length;
    }
    expect(found).toBeGreaterThan(typed.length);
  });
});
