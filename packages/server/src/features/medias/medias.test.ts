import { MEDIA_CATEGORIES, MEDIA_PAGE_SIZE, mediaListSchema, mediaSchema } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededTestApp } from '../../../test/catalogue-kit';
import type { TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await seededTestApp(20);
});
afterAll(() => t.close());

const list = (payload: object) => t.app.inject({ method: 'POST', url: '/api/medias/list', payload });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('POST /api/medias/list', () => {
  it('answers every category, newest first, 12 a page', async () => {
    const res = await list({});
    expect(res.statusCode).toBe(200);
    const body = mediaListSchema.parse(res.json());
    expect(body.total).toBeGreaterThanOrEqual(30);
    expect(body.results).toHaveLength(MEDIA_PAGE_SIZE);
    const dates = body.results.map((m) => m.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each(MEDIA_CATEGORIES)('filters the %s', async (category) => {
    const body = mediaListSchema.parse((await list({ category, limit: 100 })).json());
    expect(body.total).toBeGreaterThan(0);
    expect(body.results.every((m) => m.category === category)).toBe(true);
  });

  it("filters a company's items, and pages", async () => {
    const [row] = await t.services.db.query<{ alias: string }>(
      'select c.alias from media_items m join companies c on c.id = m.company_id limit 1',
    );
    const body = mediaListSchema.parse((await list({ company: row?.alias })).json());
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.every((m) => m.company?.alias === row?.alias)).toBe(true);
    const page3 = mediaListSchema.parse((await list({ page: 3, limit: 5 })).json());
    expect(page3).toMatchObject({ page: 3, limit: 5, totalPages: Math.ceil(page3.total / 5) });
    expect(mediaListSchema.parse((await list({ company: 'nobody' })).json()).total).toBe(0);
  });

  it.each([[{ category: 'videos' }], [{ limit: 101 }], [{ company: 'Not A Slug' }]])(
    'refuses %j with 400 VALIDATION',
    async (payload) => {
      const res = await list(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    },
  );
});

describe('GET /api/medias/:category/:slug', () => {
  it('answers one item with its body', async () => {
    const [row] = await t.services.db.query<{ category: string; slug: string }>(
      "select category, slug from media_items where category = 'interviews' limit 1",
    );
    const res = await get(`/api/medias/${row?.category}/${row?.slug}`);
    expect(res.statusCode).toBe(200);
    const media = mediaSchema.parse(res.json());
    expect(media.body.split('\n\n').length).toBeGreaterThanOrEqual(3);
    expect(media.company).not.toBeNull();
    expect(media.cover).toMatch(/^\/_ipx\/_\/medias\//);
  });

  it('answers 404 for an unknown slug or a slug of another category', async () => {
    const [row] = await t.services.db.query<{ slug: string }>(
      "select slug from media_items where category = 'articles' limit 1",
    );
    const wrongCategory = await get(`/api/medias/publications/${row?.slug}`);
    expect(wrongCategory.statusCode).toBe(404);
    const en = await get('/api/medias/articles/nothing-here', { 'accept-language': 'en' });
    expect(en.json()).toEqual({ code: 'NOT_FOUND', message: 'Resource not found.' });
  });

  it('refuses an unknown category with 400 VALIDATION', async () => {
    expect((await get('/api/medias/videos/anything')).statusCode).toBe(400);
  });
});
