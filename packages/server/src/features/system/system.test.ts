import { publicConfigSchema } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ THEME: 'gouv', ON_PREMISE: '1' });
});
afterAll(() => t.close());

describe('health for a load balancer', () => {
  it('says alive and ready once the database holds every migration', async () => {
    const alive = await t.app.inject({ url: '/healthz' });
    expect([alive.statusCode, alive.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await t.app.inject({ url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
  });

  it('is not ready while a migration is missing', async () => {
    const [last] = await t.services.db.query<{ version: number }>(
      'select max(version)::int as version from schema_migrations',
    );
    await t.services.db.query('delete from schema_migrations where version = $1', [last?.version]);
    try {
      const res = await t.app.inject({ url: '/readyz' });
      expect([res.statusCode, res.json()]).toEqual([503, { status: 'migrating' }]);
    } finally {
      await t.services.db.query("insert into schema_migrations (version, name) values ($1, 'restored')", [
        last?.version,
      ]);
    }
  });
});

describe('system routes', () => {
  it('answers the public config', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    const body = publicConfigSchema.parse(res.json());
    expect(body).toMatchObject({ theme: 'gouv', onPremise: 1, locales: ['fr', 'en'], defaultLocale: 'fr' });
  });

  it('answers unknown API paths with a JSON 404 in the request language', async () => {
    const fr = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(fr.statusCode).toBe(404);
    expect(fr.json()).toEqual({ code: 'NOT_FOUND', message: 'Ressource introuvable.' });
    const en = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { 'accept-language': 'en' } });
    expect(en.json()).toEqual({ code: 'NOT_FOUND', message: 'Resource not found.' });
  });
});

describe('captcha', () => {
  it('accepts a solved challenge once, and only once', async () => {
    const token = await t.captcha();
    await expect(t.services.captcha.verify(token)).resolves.toBeUndefined();
    await expect(t.services.captcha.verify(token)).rejects.toMatchObject({ code: 'CAPTCHA_FAILED' });
  });

  it('refuses missing, malformed and tampered solutions', async () => {
    await expect(t.services.captcha.verify(undefined)).rejects.toMatchObject({ code: 'CAPTCHA_REQUIRED' });
    await expect(t.services.captcha.verify('not base64 json')).rejects.toMatchObject({ code: 'CAPTCHA_FAILED' });
    const payload = JSON.parse(Buffer.from(await t.captcha(), 'base64').toString());
    const encode = (p: unknown) => Buffer.from(JSON.stringify(p)).toString('base64');
    const wrongKey = structuredClone(payload);
    wrongKey.solution.derivedKey = wrongKey.solution.derivedKey.replace(/^./, (c: string) => (c === '0' ? '1' : '0'));
    await expect(t.services.captcha.verify(encode(wrongKey))).rejects.toMatchObject({ code: 'CAPTCHA_FAILED' });
    const easier = structuredClone(payload);
    easier.challenge.parameters.cost = 0;
    await expect(t.services.captcha.verify(encode(easier))).rejects.toMatchObject({ code: 'CAPTCHA_FAILED' });
  });
});
