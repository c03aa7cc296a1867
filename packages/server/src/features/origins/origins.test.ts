import { UNREGISTERED_ORIGIN_HEADER } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/auth-calls';
import { insertCompany } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { PREFLIGHT_MAX_AGE } from './origin-guard';
import { originRegistry } from './origin-registry';

const BOARD = 'https://jobs.example.com';
const PARTNER = 'https://careers.partner.example';
const STRANGER = 'https://evil.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: `${BOARD}/` });
  await insertCompany(t.services.db, { alias: 'partner' });
  await originRegistry(t.services.db, t.services.origins).add('partner', PARTNER);
});
afterAll(() => t.close());

const subscribe = (origin: string | undefined, lang = 'fr') =>
  call(
    t,
    'subscribe',
    { email: `${Math.random().toString(36).slice(2)}@example.com` },
    {
      'accept-language': lang,
      ...(origin && { origin }),
    },
  );

describe('cross-origin calls', () => {
  it('lets every origin read, with CORS headers, including the list calls made with POST', async () => {
    for (const res of [
      await call(t, 'allTags', undefined, { origin: STRANGER }),
      await call(t, 'getAllJobs', { page: 1, limit: 20 }, { origin: STRANGER }),
      await call(t, 'companyList', { page: 1, limit: 19 }, { origin: STRANGER }),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(STRANGER);
    }
  });

  it('names the board to an unregistered origin, in a header its page may read, and to no other', async () => {
    const read = await call(t, 'allTags', undefined, { origin: STRANGER });
    expect(read.headers[UNREGISTERED_ORIGIN_HEADER]).toBe(BOARD);
    expect(String(read.headers['access-control-expose-headers'])).toContain(UNREGISTERED_ORIGIN_HEADER);
    expect((await subscribe(STRANGER)).headers[UNREGISTERED_ORIGIN_HEADER]).toBe(BOARD);
    for (const origin of [PARTNER, BOARD, undefined]) {
      const res = await call(t, 'allTags', undefined, origin ? { origin } : {});
      expect(res.statusCode).toBe(200);
      expect(res.headers[UNREGISTERED_ORIGIN_HEADER]).toBeUndefined();
    }
  });

  it('refuses a state-changing call from an unregistered origin, in the reader’s language, writing nothing', async () => {
    const fr = await subscribe(STRANGER);
    expect(fr.statusCode).toBe(403);
    expect(fr.json()).toEqual({ code: 'FORBIDDEN_ORIGIN', message: "Cette origine n'est pas autorisée." });
    // The page may read the refusal: the widget shows it instead of a bare network error.
    expect(fr.headers['access-control-allow-origin']).toBe(STRANGER);
    const en = await subscribe(STRANGER, 'en');
    expect(en.json()).toEqual({ code: 'FORBIDDEN_ORIGIN', message: 'This origin is not allowed.' });
    const rows = await t.services.db.query('select 1 from newsletter_subscribers');
    expect(rows).toEqual([]);
  });

  it('refuses a signed-in read (Authorization) from an unregistered origin, answers it for a registered one', async () => {
    const awa = await t.candidate();
    const stranger = await call(t, 'myProfile', undefined, { ...awa.headers, origin: STRANGER });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ code: 'FORBIDDEN_ORIGIN' });
    const partner = await call(t, 'myProfile', undefined, { ...awa.headers, origin: PARTNER });
    expect(partner.statusCode).toBe(200);
  });

  it('answers the board, the host the request was sent to, a registered origin, and non-browser clients', async () => {
    expect((await subscribe(BOARD)).statusCode).toBe(200);
    expect((await subscribe(PARTNER)).statusCode).toBe(200);
    expect((await subscribe(undefined)).statusCode).toBe(200);
    const sameHost = await t.app.inject({
      method: 'POST',
      url: '/api/contacts/subscribe',
      payload: { email: 'same-host@example.com' },
      headers: { host: 'board.internal:3000', origin: 'http://board.internal:3000' },
    });
    expect(sameHost.statusCode).toBe(200);
  });

  it('does not take a forwarded host as the board: a page can set X-Forwarded-Host, not Host', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contacts/subscribe',
      payload: { email: 'forged@example.com' },
      headers: { origin: STRANGER, 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('takes a removal into account at once', async () => {
    const registry = originRegistry(t.services.db, t.services.origins);
    await registry.add('partner', 'http://localhost:8080');
    expect((await subscribe('http://localhost:8080')).statusCode).toBe(200);
    expect(await registry.remove('partner', 'http://localhost:8080')).toBe(true);
    expect((await subscribe('http://localhost:8080')).statusCode).toBe(403);
  });

  const preflight = (origin: string, method: string, url: string, headers = 'content-type, authorization') =>
    t.app.inject({
      method: 'OPTIONS',
      url,
      headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
    });

  it('grants a registered origin every method and header the widgets use, cached', async () => {
    for (const [method, url] of [
      ['POST', '/api/auth/login'],
      ['PUT', '/api/profile'],
      ['DELETE', '/api/documents/42'],
      ['PATCH', '/api/uploads/42'],
    ] as const) {
      const res = await preflight(PARTNER, method, url);
      expect(res.statusCode, url).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(PARTNER);
      expect(String(res.headers['access-control-allow-methods']).split(', ')).toContain(method);
      expect(res.headers['access-control-allow-headers']).toBe(
        'accept, accept-language, authorization, content-type, refresh-token, tus-resumable, upload-length, upload-offset, upload-metadata, idempotency-key',
      );
      expect(res.headers['access-control-max-age']).toBe(String(PREFLIGHT_MAX_AGE));
      expect(res.headers.vary).toContain('Origin');
    }
  });

  it('grants an unregistered origin no state-changing or signed-in call, only the anonymous reads', async () => {
    for (const [method, url] of [
      ['POST', '/api/auth/login'],
      ['PUT', '/api/profile'],
      ['DELETE', '/api/documents/42'],
    ] as const) {
      const res = await preflight(STRANGER, method, url);
      expect(res.headers['access-control-allow-origin'], url).toBeUndefined();
      expect(res.headers['access-control-allow-methods'], url).toBeUndefined();
    }
    // A signed-in read announces its Authorization header.
    expect((await preflight(STRANGER, 'GET', '/api/profile')).headers['access-control-allow-origin']).toBeUndefined();
    for (const url of ['/api/jobs/get-all-jobs?page=1', '/api/companies/partner/jobs']) {
      const read = await preflight(STRANGER, 'POST', url, 'content-type');
      expect(read.statusCode, url).toBe(204);
      expect(read.headers['access-control-allow-origin'], url).toBe(STRANGER);
      expect(read.headers['access-control-allow-methods'], url).toBe('GET, HEAD, POST');
    }
  });
});

describe('origin registry', () => {
  it('lists by company, keeps one row per origin and company, and refuses an unknown company', async () => {
    const registry = originRegistry(t.services.db, t.services.origins);
    await insertCompany(t.services.db, { alias: 'other' });
    expect(await registry.add('other', PARTNER)).toBe(true);
    expect(await registry.add('other', PARTNER)).toBe(false);
    expect(await registry.list('other')).toEqual([{ company: 'other', origin: PARTNER }]);
    expect((await registry.list()).map((row) => row.company)).toEqual(['other', 'partner']);
    await expect(registry.add('nobody', PARTNER)).rejects.toThrow('no company with the alias "nobody"');
  });
});
