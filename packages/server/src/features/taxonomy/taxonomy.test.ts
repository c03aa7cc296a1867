import { COUNTRIES, countrySchema, tagSchema } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seededTestApp } from '../../../test/catalogue-kit';
import { insertCompany, insertJob } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await seededTestApp(20);
});
afterAll(() => t.close());

describe('GET /api/tags/all', () => {
  it('answers the activity domains with both labels, by id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/tags/all' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age/);
    const tags = z.array(tagSchema).parse(res.json());
    expect(tags.length).toBeGreaterThanOrEqual(12);
    expect(tags.map((tag) => tag.id)).toEqual(tags.map((_, i) => i + 1));
    expect(tags.find((tag) => tag.slug === 'sante')?.label).toEqual({ fr: 'Santé', en: 'Healthcare' });
  });

  it('answers, for a company, only the domains of its listed offers', async () => {
    const db = t.services.db;
    const company = await insertCompany(db);
    const link = (jobId: string, domainIds: number[]) =>
      Promise.all(
        domainIds.map((id) => db.query('insert into job_domains (job_id, domain_id) values ($1, $2)', [jobId, id])),
      );
    await link((await insertJob(db, company.id)).id, [2, 5]);
    await link((await insertJob(db, company.id)).id, [5]);
    // Neither a private nor a closed offer brings its domains.
    await link((await insertJob(db, company.id, { private: true })).id, [7]);
    await link((await insertJob(db, company.id, { closed: true })).id, [8]);

    const res = await t.app.inject({ method: 'GET', url: `/api/tags/all?company=${company.alias}` });
    expect(res.statusCode).toBe(200);
    expect(
      z
        .array(tagSchema)
        .parse(res.json())
        .map((tag) => tag.id),
    ).toEqual([2, 5]);

    const none = await insertCompany(db);
    expect((await t.app.inject({ method: 'GET', url: `/api/tags/all?company=${none.alias}` })).json()).toEqual([]);
  });

  it('answers an unknown company with a 404 and a malformed alias with a 400, as JSON', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/tags/all?company=nobody-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    const malformed = await t.app.inject({ method: 'GET', url: '/api/tags/all?company=Not%20An%20Alias' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION', message: expect.any(String) });
  });

  it('keeps its answer, with the same headers, until the catalogue changes', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/tags/all' });
    const again = await t.app.inject({ method: 'GET', url: '/api/tags/all' });
    expect(again.headers['cache-control']).toBe('public, max-age=300');
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    await t.services.db.query("update activity_domains set label_en = 'Health care' where slug = 'sante'");
    const renamed = z.array(tagSchema).parse((await t.app.inject({ method: 'GET', url: '/api/tags/all' })).json());
    expect(renamed.find((tag) => tag.slug === 'sante')?.label.en).toBe('Health care');
    await t.services.db.query("update activity_domains set label_en = 'Healthcare' where slug = 'sante'");
  });

  it('answers a wrong method with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/tags/all' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('GET /api/countries/all', () => {
  it("answers the footer's six countries in its order", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/countries/all' });
    const countries = z.array(countrySchema).parse(res.json());
    expect(countries).toEqual(COUNTRIES.map((c) => ({ code: c.code, slug: c.slug, name: c.name })));
  });
});

describe('on an empty database', () => {
  it('answers empty lists', async () => {
    const empty = await createTestApp();
    try {
      expect((await empty.app.inject({ method: 'GET', url: '/api/tags/all' })).json()).toEqual([]);
      expect((await empty.app.inject({ method: 'GET', url: '/api/countries/all' })).json()).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});
