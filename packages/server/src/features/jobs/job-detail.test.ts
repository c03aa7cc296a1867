import { answersSchemaFor, jobListSchema, jobSchema } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededTestApp } from '../../../test/catalogue-kit';
import type { TestApp } from '../../../test/harness';
import { JOB_IS_OPEN } from './job-state';

let t: TestApp;
beforeAll(async () => {
  t = await seededTestApp(200);
});
afterAll(() => t.close());

const slugWhere = async (condition: string) => {
  const [row] = await t.services.db.query<{ slug: string }>(`select slug from jobs j where ${condition} limit 1`);
  if (!row) throw new Error(`no demo job where ${condition}`);
  return row.slug;
};
const getJob = (slug: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/jobs/${slug}`, headers });

describe('GET /api/jobs/:slug', () => {
  it('answers a public job with its texts', async () => {
    const slug = await slugWhere(`not j.private and ${JOB_IS_OPEN} and j.salary is not null`);
    const res = await getJob(slug);
    expect(res.statusCode).toBe(200);
    const job = jobSchema.parse(res.json());
    expect(job).toMatchObject({ slug, private: false, closed: false, external: false });
    expect(job.description.length).toBeGreaterThan(100);
    expect(job.bestCandidateProfil.length).toBeGreaterThan(50);
    expect(job.salary?.currency).toMatch(/^(XOF|XAF|MAD)$/);
  });

  it('answers private and closed jobs, which lists never show', async () => {
    expect(jobSchema.parse((await getJob(await slugWhere('private'))).json()).private).toBe(true);
    expect(jobSchema.parse((await getJob(await slugWhere('closed'))).json()).closed).toBe(true);
  });

  it('answers the external platform and the application questions', async () => {
    const external = jobSchema.parse((await getJob(await slugWhere('external_apply_url is not null'))).json());
    expect(external.external).toBe(true);
    expect(external.externalApplyUrl).toMatch(/^https:\/\//);
    const withQuestions = jobSchema.parse((await getJob(await slugWhere("questions <> '[]'"))).json());
    expect(withQuestions.questions.length).toBeGreaterThan(0);
    expect(() => answersSchemaFor(withQuestions.questions)).not.toThrow();
  });

  it('answers 404 NOT_FOUND for an unknown slug, in French by default and in English on request', async () => {
    const fr = await getJob('no-such-job');
    expect(fr.statusCode).toBe(404);
    expect(fr.json()).toEqual({ code: 'NOT_FOUND', message: 'Ressource introuvable.' });
    const en = await getJob('no-such-job', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(en.json()).toEqual({ code: 'NOT_FOUND', message: 'Resource not found.' });
  });

  it('refuses a malformed slug with 400 VALIDATION', async () => {
    const res = await getJob('Not%20A%20Slug');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });
});

describe('POST /api/jobs/by-location', () => {
  const byLocation = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/jobs/by-location', payload, headers });

  it('answers the listed jobs of a country, newest first', async () => {
    const res = await byLocation({ location: 'senegal', limit: 100 });
    expect(res.statusCode).toBe(200);
    const body = jobListSchema.parse(res.json());
    const [expected] = await t.services.db.query<{ n: number }>(
      `select count(*)::int as n from jobs j where j.country_code = 'SN' and not j.private and ${JOB_IS_OPEN}`,
    );
    expect(body.total).toBe(expected?.n);
    expect(body.total).toBeGreaterThan(0);
    expect(body.results.every((j) => j.countryCode === 'SN' && !j.closed)).toBe(true);
    const dates = body.results.map((j) => j.publicationDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages', async () => {
    const body = jobListSchema.parse((await byLocation({ location: 'cote-d-ivoire', page: 2, limit: 5 })).json());
    expect(body).toMatchObject({ page: 2, limit: 5, totalPages: Math.ceil(body.total / 5) });
    expect(body.results.every((j) => j.countryCode === 'CI')).toBe(true);
  });

  it('answers 404 for an unknown location, in the request language', async () => {
    const fr = await byLocation({ location: 'atlantide' });
    expect(fr.statusCode).toBe(404);
    expect(fr.json()).toEqual({ code: 'NOT_FOUND', message: 'Ressource introuvable.' });
    const en = await byLocation({ location: 'atlantide' }, { 'accept-language': 'en' });
    expect(en.json().message).toBe('Resource not found.');
  });

  it('refuses a missing location with 400 VALIDATION', async () => {
    const res = await byLocation({});
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });
});
