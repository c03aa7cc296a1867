import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJob, partnerCompany } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { callAs } from '../../../test/partner-kit';
import { recentVersion } from '../../http/fast-lane';
import { InProcessAnswers } from './in-process-answers';
import { injectFetch } from './inject-fetch';

let t: TestApp;
let fetchIn: typeof fetch;
/** Requests the router saw, by target. */
const routed: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // The router, counting what reaches it.
  const router = {
    inject: (options: InjectOptions) => {
      routed.push(`${options.method} ${options.url}`);
      return t.app.inject(options);
    },
  } as FastifyInstance;
  const { db } = t.services;
  fetchIn = injectFetch(
    router,
    '10.0.0.1',
    new InProcessAnswers(recentVersion(db.catalogue.version, db.writes), 1 << 20),
  );
});
afterAll(() => t.close());

const list = (headers: Record<string, string> = {}) =>
  fetchIn('/api/jobs/get-all-jobs', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'fr', ...headers },
    body: JSON.stringify({ page: 1, limit: 20 }),
  });
const timesRouted = (target: string) => routed.filter((r) => r === target).length;

describe('catalogue answers read in process', () => {
  it('gives a repeated catalogue read the bytes and headers the router answered, without the router', async () => {
    const acme = await partnerCompany(t.services.db, { name: 'Acme' });
    await insertJob(t.services.db, acme.id, { title: 'Comptable à Dakar' });
    const first = await list();
    const second = await list();
    expect(timesRouted('POST /api/jobs/get-all-jobs')).toBe(1);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(await first.text());
    expect([...second.headers]).toEqual([...first.headers]);
    expect(((await second.json()) as { results: { title: string }[] }).results[0]?.title).toBe('Comptable à Dakar');
    // Another body, language or query is another answer.
    await fetchIn('/api/jobs/get-all-jobs', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ page: 1, limit: 20 }),
    });
    expect(timesRouted('POST /api/jobs/get-all-jobs')).toBe(2);
  });

  it('reads again after a catalogue write', async () => {
    const acme = await partnerCompany(t.services.db, { name: 'Baobab BTP' });
    const job = await insertJob(t.services.db, acme.id, { title: 'Chef de chantier' });
    expect(await (await list()).text()).toContain('Chef de chantier');
    const closed = await callAs(t)('partnerCloseJob', acme.headers, { id: job.id });
    expect(closed.statusCode).toBeLessThan(300);
    await expect
      .poll(async () => (await list()).text(), { timeout: 1_000, interval: 50 })
      .not.toContain('Chef de chantier');
  });

  it('always asks the router for signed-in calls, errors and endpoints outside the catalogue', async () => {
    const before = routed.length;
    await list({ authorization: 'Bearer not-a-token' });
    await list({ authorization: 'Bearer not-a-token' });
    const missing = await fetchIn('/api/jobs/no-such-offer', { headers: { 'accept-language': 'fr' } });
    expect(missing.status).toBe(404);
    await fetchIn('/api/jobs/no-such-offer', { headers: { 'accept-language': 'fr' } });
    await fetchIn('/api/config');
    await fetchIn('/api/config');
    expect(routed.length - before).toBe(6);
  });
});
