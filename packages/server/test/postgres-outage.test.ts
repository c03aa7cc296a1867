import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from './harness';

/**
 * PostgreSQL unreachable: a TCP proxy between the app and PostgreSQL is cut (every connection
 * dropped, new ones refused), then put back. Readers keep their cached pages, writers get a quick
 * 503 "try again", and everything works again once PostgreSQL is back. Runs on the suite's
 * PostgreSQL pass (TEST_DATABASE_URL).
 */
const admin = process.env.TEST_DATABASE_URL;

/** A proxy to `target` on a port of its own; `cut` drops everything, `mend` listens again. */
async function cuttableProxy(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      const listening: Server = createServer((client) => {
        const upstream = connect(Number(target.port), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.once('close', () => sockets.delete(s));
          s.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      }).listen(port, '127.0.0.1', () => {
        port = (listening.address() as { port: number }).port;
        resolve();
      });
      server = listening;
    });
  await listen();
  return {
    port: () => port,
    async cut() {
      await new Promise<void>((resolve) => {
        server?.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
    },
    mend: listen,
  };
}

/** A stand-in for the built site: an anonymous page that reads the catalogue, cached like the board's. */
const ENTRY = `
export const pageCacheKey = (request) => new URL(request.url).pathname;
export async function render(request, { fetch }) {
  const answer = await fetch('/api/jobs/get-all-jobs', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ page: 1, limit: 10, sortBy: 'publicationDate', sortByDirection: 'desc' }) });
  const jobs = await answer.json();
  return new Response('<!DOCTYPE html><p>' + jobs.results.length + ' offres</p>', { status: answer.status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0, must-revalidate' } });
}`;

let t: TestApp;
let siteDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let proxy: Awaited<ReturnType<typeof cuttableProxy>>;
beforeAll(async () => {
  if (!admin) return;
  siteDir = mkdtempSync(join(tmpdir(), 'baobab-outage-site-'));
  mkdirSync(join(siteDir, 'server'));
  mkdirSync(join(siteDir, 'client'));
  writeFileSync(join(siteDir, 'server', 'entry-server.js'), ENTRY);
  process.env.SITE_DIR = siteDir;
  database = await createTestDatabase();
  const url = new URL(database.url ?? '');
  proxy = await cuttableProxy(new URL(url));
  url.port = String(proxy.port());
  t = await createTestApp({ DATABASE_URL: url.href });
});
afterAll(async () => {
  if (!admin) return;
  delete process.env.SITE_DIR;
  await t.close();
  await database.close();
  rmSync(siteDir, { recursive: true, force: true });
});

const subscribe = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contacts/subscribe',
    payload: { email },
    headers: { 'accept-language': 'fr' },
  });

describe.skipIf(!admin)('PostgreSQL unreachable', () => {
  it('serves cached pages, answers writers 503 "try again" at once, and recovers', async () => {
    expect((await t.app.inject({ url: '/emplois' })).headers['x-page-cache']).toBe('miss');
    expect((await subscribe('before@example.com')).statusCode).toBe(200);

    await proxy.cut();
    const started = Date.now();
    const page = await t.app.inject({ url: '/emplois' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-page-cache']).toBe('hit');
    const refused = await subscribe('during@example.com');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({ code: 'TRY_AGAIN', message: expect.stringMatching(/Réessayez dans un instant/) });
    // Well within a request's bound: nothing waits for a database that is not there.
    expect(Date.now() - started).toBeLessThan(6_000);

    await proxy.mend();
    await expect.poll(async () => (await subscribe('after@example.com')).statusCode, { timeout: 15_000 }).toBe(200);
    const rows = await database.db.query<{ email: string }>('select email from newsletter_subscribers order by email');
    expect(rows.map((r) => r.email)).toEqual(['after@example.com', 'before@example.com']);
  }, 60_000);
});
