import {
  COMPANY_IMAGE_WIDTHS,
  COMPANY_PAGE_SIZE,
  companyListSchema,
  companySchema,
  companySummarySchema,
  jobListSchema,
  mediaListSchema,
  normalizeText,
} from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seededTestApp } from '../../../test/catalogue-kit';
import type { TestApp } from '../../../test/harness';
import { JOB_IS_OPEN } from '../jobs/job-state';

let t: TestApp;
beforeAll(async () => {
  t = await seededTestApp(200, { brand: true });
});
afterAll(() => t.close());

const post = (url: string, payload: object | string = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

async function aliasWhere(condition: string) {
  const [row] = await t.services.db.query<{ alias: string }>(
    `select alias from companies c where ${condition} limit 1`,
  );
  if (!row) throw new Error(`no demo company where ${condition}`);
  return row.alias;
}

describe('POST /api/companies/list', () => {
  it('answers results, total, page, limit and totalPages, 19 a page by name', async () => {
    const res = await post('/api/companies/list');
    expect(res.statusCode).toBe(200);
    const body = companyListSchema.parse(res.json());
    expect(Object.keys(res.json()).sort()).toEqual(['limit', 'page', 'results', 'total', 'totalPages']);
    expect(body.limit).toBe(COMPANY_PAGE_SIZE);
    expect(body.total).toBeGreaterThanOrEqual(40);
    expect(body.totalPages).toBe(Math.ceil(body.total / COMPANY_PAGE_SIZE));
    expect(body.results).toHaveLength(COMPANY_PAGE_SIZE);
    expect(body.results.every((c) => c.logo?.startsWith('/_ipx/') && c.activityDomains.length > 0)).toBe(true);
  });

  it('sorts by name with accents and case ignored, the same on PGlite and PostgreSQL', async () => {
    const names = companyListSchema
      .parse((await post('/api/companies/list', { limit: 100 })).json())
      .results.map((c) => c.name);
    const key = (name: string) => normalizeText(name);
    expect(names).toEqual([...names].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)));
    expect(names.indexOf('Bénin Coton Industries')).toBeLessThan(names.indexOf('Brazzaville Numérique'));
    expect(names.indexOf('Éburnie Conseil')).toBeLessThan(names.indexOf('Grand-Bassam Resorts'));
  });

  it('counts only listed jobs', async () => {
    const body = companyListSchema.parse((await post('/api/companies/list', { limit: 100 })).json());
    const counts = await t.services.db.query<{ alias: string; n: number }>(
      `select c.alias, count(j.id)::int as n from companies c left join jobs j on j.company_id = c.id and not j.private and ${JOB_IS_OPEN} group by c.alias`,
    );
    for (const company of body.results) {
      expect(company.jobCount).toBe(counts.find((c) => c.alias === company.alias)?.n);
    }
  });

  it('answers the next page, and refuses a limit over 100', async () => {
    const first = companyListSchema.parse((await post('/api/companies/list', { page: 1 })).json());
    const second = companyListSchema.parse((await post('/api/companies/list', { page: 2 })).json());
    expect(second.page).toBe(2);
    const aliases = new Set([...first.results, ...second.results].map((c) => c.alias));
    expect(aliases.size).toBe(first.results.length + second.results.length);
    const tooMany = await post('/api/companies/list', { limit: 101 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().code).toBe('VALIDATION');
  });

  it('answers a malformed body with 400 JSON', async () => {
    const res = await post('/api/companies/list', '{"page":');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });
});

describe('POST /api/companies/filtered-companies-by-domain', () => {
  const answer = z.array(companySummarySchema);

  it('answers a plain array of the companies in any of the given domains', async () => {
    const res = await post('/api/companies/filtered-companies-by-domain', { ids: [1, 8] });
    expect(res.statusCode).toBe(200);
    const list = answer.parse(res.json());
    expect(list.length).toBeGreaterThan(0);
    for (const c of list) expect(c.activityDomains.some((d) => d.id === 1 || d.id === 8)).toBe(true);
    expect(answer.parse((await post('/api/companies/filtered-companies-by-domain', { ids: [999] })).json())).toEqual(
      [],
    );
  });

  it('refuses a body without ids', async () => {
    const res = await post('/api/companies/filtered-companies-by-domain', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });
});

describe('GET /api/companies/:alias', () => {
  it('answers one company with its page fields', async () => {
    const alias = await aliasWhere('spontaneous_applications');
    const company = companySchema.parse((await get(`/api/companies/${alias}`)).json());
    expect(company).toMatchObject({ alias, spontaneousApplications: true });
    expect(company.cover).toMatch(/^\/_ipx\/_\/company-images\/[0-9a-f-]{36}\.webp$/);
    expect(company.images.cover).toMatchObject({ url: company.cover, widths: COMPANY_IMAGE_WIDTHS.cover, height: 512 });
    expect(company.images.logo).toMatchObject({ url: company.logo, width: 320, height: 320 });
    expect(company.description.length).toBeGreaterThan(100);
  });

  it('answers 404 for an unknown alias, in French and English', async () => {
    const fr = await get('/api/companies/nobody');
    expect(fr.statusCode).toBe(404);
    expect(fr.json()).toEqual({ code: 'NOT_FOUND', message: 'Ressource introuvable.' });
    expect((await get('/api/companies/nobody', { 'accept-language': 'en' })).json().message).toBe(
      'Resource not found.',
    );
  });
});

describe('POST /api/companies/:alias/jobs', () => {
  it("answers the company's listed jobs only", async () => {
    const alias = await aliasWhere(
      'exists (select 1 from jobs j where j.company_id = c.id and (j.private or j.closed))',
    );
    const body = jobListSchema.parse((await post(`/api/companies/${alias}/jobs`, { limit: 100 })).json());
    const [expected] = await t.services.db.query<{ n: number }>(
      `select count(*)::int as n from jobs j join companies c on c.id = j.company_id where c.alias = $1 and not j.private and ${JOB_IS_OPEN}`,
      [alias],
    );
    expect(body.total).toBe(expected?.n);
    expect(body.results.every((j) => j.companyDetails.alias === alias && !j.closed)).toBe(true);
    const { logo } = companySchema.parse((await get(`/api/companies/${alias}`)).json());
    expect(logo).toMatch(/^\/_ipx\/_\/company-images\//);
    expect(body.results.every((j) => j.companyDetails.logo === logo)).toBe(true);
  });

  it('shows a gallery of "life at" pictures on the demo recruiters\' pages', async () => {
    const company = companySchema.parse((await get('/api/companies/teranga-digital')).json());
    expect(company.images.gallery).toHaveLength(3);
    for (const photo of company.images.gallery) {
      expect(photo).toMatchObject({ width: 1024, height: 683, widths: COMPANY_IMAGE_WIDTHS.gallery });
      expect(photo.alt).toContain('Teranga Digital');
    }
  });

  it('filters by keyword and activity domains like the board', async () => {
    const [row] = await t.services.db.query<{ alias: string; domain: number; title: string }>(
      `select c.alias, d.domain_id as domain, j.title from jobs j join companies c on c.id = j.company_id
         join job_domains d on d.job_id = j.id where not j.private and ${JOB_IS_OPEN} limit 1`,
    );
    if (!row) throw new Error('no listed job in the demo data');
    const word = row.title.split(' ')[0] ?? '';
    const body = jobListSchema.parse(
      (await post(`/api/companies/${row.alias}/jobs`, { keyword: word, ids: [row.domain], limit: 100 })).json(),
    );
    expect(body.total).toBeGreaterThan(0);
    expect(body.results.every((j) => j.companyDetails.alias === row.alias)).toBe(true);
    expect(body.results.every((j) => j.activityDomains.some((d) => d.id === row.domain))).toBe(true);
    expect(body.results.some((j) => j.title === row.title)).toBe(true);
    const none = jobListSchema.parse((await post(`/api/companies/${row.alias}/jobs`, { keyword: 'zzqx' })).json());
    expect(none.total).toBe(0);
  });

  it('answers 404 for an unknown company and 400 for a bad page', async () => {
    expect((await post('/api/companies/nobody/jobs')).statusCode).toBe(404);
    expect((await post(`/api/companies/${await aliasWhere('true')}/jobs`, { page: -1 })).statusCode).toBe(400);
  });
});

describe('GET /api/companies/:alias/publications', () => {
  it("answers the company's media items, newest first", async () => {
    const alias = await aliasWhere('exists (select 1 from media_items m where m.company_id = c.id)');
    const body = mediaListSchema.parse((await get(`/api/companies/${alias}/publications`)).json());
    expect(body.total).toBeGreaterThan(0);
    expect(body.results.every((m) => m.company?.alias === alias)).toBe(true);
    const dates = body.results.map((m) => m.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers an empty list for a company without any, and 404 for an unknown one', async () => {
    const alias = await aliasWhere('not exists (select 1 from media_items m where m.company_id = c.id)');
    expect(mediaListSchema.parse((await get(`/api/companies/${alias}/publications`)).json()).results).toEqual([]);
    expect((await get('/api/companies/nobody/publications')).statusCode).toBe(404);
  });
});
