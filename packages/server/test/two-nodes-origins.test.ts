import { endpoints } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDatabaseCommand } from '../src/cli/database-commands';
import { loadConfig } from '../src/config';
import { createPartnerKey } from '../src/features/partner/partner-keys';
import { insertCompany } from './fixtures';
import { createTestApp, createTestDatabase, type TestApp } from './harness';

/**
 * Two API nodes on one PostgreSQL, as behind the load balancer (scripts/cluster): an origin
 * registered or removed by the operator's command (its own process) or through one node holds on
 * both at once, with no restart; so does a partner key's revocation.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('origins and partner keys on two nodes', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: TestApp;
  let b: TestApp;
  let alias: string;
  let companyId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    a = await createTestApp({ DATABASE_URL: database.url });
    b = await createTestApp({ DATABASE_URL: database.url });
    ({ alias, id: companyId } = await insertCompany(a.services.db));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  /** What a page on `origin` gets for a state-changing call through `node`: 403 unregistered, else 400 (empty body). */
  const callFrom = async (node: TestApp, origin: string) =>
    (await node.app.inject({ method: 'POST', url: endpoints.subscribe.path, headers: { origin } })).statusCode;
  const operator = (...args: string[]) =>
    runDatabaseCommand(loadConfig({ DATABASE_URL: database.url, DATA_DIR: 'memory' }), 'origins', args);
  /** Both nodes answer `status` to `origin`: the time it took, in ms (the notice travels through PostgreSQL). */
  const bothAnswer = async (origin: string, status: number) => {
    const started = performance.now();
    await expect.poll(() => callFrom(a, origin), { interval: 5, timeout: 5_000 }).toBe(status);
    await expect.poll(() => callFrom(b, origin), { interval: 5, timeout: 5_000 }).toBe(status);
    return performance.now() - started;
  };

  it('the operator adds an origin from its own process: both nodes take it, then its removal', async () => {
    const origin = 'https://careers.two-nodes.example';
    expect(await callFrom(a, origin)).toBe(403);
    expect(await callFrom(b, origin)).toBe(403);
    expect(await operator('add', alias, origin)).toEqual([
      `added ${origin} for ${alias}`,
      '(written to PostgreSQL: every running node has been told, in effect now)',
    ]);
    console.info(`origin added: both nodes accept it after ${(await bothAnswer(origin, 400)).toFixed(1)} ms`);
    await operator('remove', alias, origin);
    console.info(`origin removed: both nodes refuse it after ${(await bothAnswer(origin, 403)).toFixed(1)} ms`);
  });

  it('an origin added through node A is taken by node B', async () => {
    const origin = 'https://jobs.two-nodes.example';
    await a.services.db.query('insert into company_origins (company_id, origin) values ($1, $2)', [companyId, origin]);
    await bothAnswer(origin, 400);
  });

  it('a node whose listening connection was cut listens again and catches up on what it missed', async () => {
    const origin = 'https://rejoin.two-nodes.example';
    const cut = await a.services.db.query<{ cut: boolean }>(
      `select pg_terminate_backend(pid) as cut from pg_stat_activity
       where datname = current_database() and query = 'listen baobab_origins'`,
    );
    expect(cut.length).toBe(2);
    // Written while neither node listens: they learn of it once they listen again (about a second).
    await operator('add', alias, origin);
    await bothAnswer(origin, 400);
  });

  it('a partner key revoked through one node is refused by the other at once', async () => {
    const { id, key } = await createPartnerKey(a.services.db, companyId, 'ats');
    const jobs = async (node: TestApp) =>
      (await node.app.inject({ method: 'GET', url: '/api/partner/v1/jobs', headers: { 'x-api-key': key } })).statusCode;
    expect(await jobs(b)).toBe(200);
    await runDatabaseCommand(loadConfig({ DATABASE_URL: database.url, DATA_DIR: 'memory' }), 'partner-key', [
      'revoke',
      id,
    ]);
    expect(await jobs(a)).toBe(401);
    expect(await jobs(b)).toBe(401);
  });
});
