import { COUNTRIES, countrySchema, tagSchema } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seededTestApp } from '../../../test/catalogue-kit';
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
