import { type EndpointName, endpointPath, endpoints } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertJob } from '../fixtures';
import { createTestApp, type TestApp, type TestCandidate } from '../harness';

/** Text that breaks a query built by string concatenation, or a LIKE pattern left unescaped. */
const PAYLOADS = [
  "O'Brien",
  "x' or '1'='1",
  "'; drop table jobs; --",
  '"; select pg_sleep(5); --',
  '%',
  '_',
  '\\',
  "$1 $$ e'\\x27'",
  'a\u0000b',
];

let t: TestApp;
let me: TestCandidate;
const tableCounts = async () =>
  t.services.db.query<{ jobs: number; users: number }>(
    'select (select count(*)::int from jobs) as jobs, (select count(*)::int from users) as users',
  );

beforeAll(async () => {
  t = await createTestApp();
  const company = await insertCompany(t.services.db, { alias: 'acme' });
  await insertJob(t.services.db, company.id, { slug: 'comptable', title: 'Comptable 100% remote' });
  me = await t.candidate();
});
afterAll(() => t.close());

const send = (name: EndpointName, { params = {}, query = '', payload = {} as object, auth = false } = {}) =>
  t.app.inject({
    method: endpoints[name].method,
    url: endpointPath(endpoints[name].path, params) + query,
    payload: endpoints[name].method === 'GET' ? undefined : payload,
    headers: auth ? me.headers : {},
  });

describe('SQL metacharacters in every field', () => {
  it.each(PAYLOADS)('%j reaches the database only as a value', async (text) => {
    const before = await tableCounts();
    const answers = await Promise.all([
      send('getAllJobs', { query: `?keyword=${encodeURIComponent(text)}`, payload: { page: 1, limit: 20 } }),
      send('filterJobsByDomain', { payload: { ids: [1], keyword: text, page: 1, limit: 20 } }),
      send('jobBySlug', { params: { slug: text } }),
      send('jobsByLocation', { payload: { location: text, page: 1, limit: 20 } }),
      send('companyByAlias', { params: { alias: text } }),
      send('companyJobs', { params: { alias: text }, payload: { page: 1, limit: 20, keyword: text } }),
      send('mediaBySlug', { params: { category: text, slug: text } }),
      send('login', { payload: { email: `${text}@example.com`, password: text, token: text } }),
      send('forgotPassword', { payload: { email: text, token: text } }),
      send('refreshToken', { payload: { refreshToken: text } }),
      send('unsubscribe', { payload: { token: text } }),
      send('deleteDocument', { params: { id: text }, auth: true }),
    ]);
    for (const res of answers) {
      expect(res.statusCode, res.body).toBeLessThan(500);
      if (res.statusCode >= 400) expect(res.json()).toMatchObject({ code: expect.any(String) });
    }
    // A keyword is a literal: '%' finds the one title with a percent sign, '_' and '\' nothing;
    // text the database cannot hold (NUL) is refused as bad input.
    const search = answers[0];
    if (text.includes('\u0000')) expect(search?.statusCode).toBe(400);
    else expect(search?.json().results.map((j: { slug: string }) => j.slug)).toEqual(text === '%' ? ['comptable'] : []);
    expect(await tableCounts()).toEqual(before);
  });

  it.each(PAYLOADS.filter((p) => !p.includes('\u0000')))('%j is stored and read back exactly', async (text) => {
    const res = await send('updateProfile', {
      auth: true,
      payload: {
        firstName: text,
        lastName: text,
        phone: null,
        headline: text,
        city: text,
        countryCode: null,
        locale: 'fr',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const profile = (await send('myProfile', { auth: true })).json();
    expect(profile).toMatchObject({ firstName: text, lastName: text, headline: text, city: text });
  });

  it('refuses a NUL character in stored text as VALIDATION rather than failing in the database', async () => {
    const res = await send('updateProfile', {
      auth: true,
      payload: {
        firstName: 'a\u0000b',
        lastName: 'x',
        phone: null,
        headline: '',
        city: '',
        countryCode: null,
        locale: 'fr',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });
});
