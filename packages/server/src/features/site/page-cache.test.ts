import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertJob, partnerCompany } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { callAs } from '../../../test/partner-kit';
import { PAGE_TTL_MS } from '../../page-cache/page-cache';

let dir: string;
let t: TestApp;
let renders = 0;

/**
 * A built site stand-in with the real contract: `render` reads the API through the fetch it is
 * handed (the board's offers, newest first), `pageCacheKey` says what varies (language cookie,
 * colour mode) and refuses signed-in readers, as the board's own does. Its pages end in random
 * text, which compresses little: the cache's bound counts compressed bytes.
 */
const ENTRY = `
import { randomBytes } from 'node:crypto';
globalThis.__renders = 0;
const cookie = (request, name) => (request.headers.get('cookie') ?? '').match(new RegExp(name + '=([^;]+)'))?.[1];
export function pageCacheKey(request) {
  if (cookie(request, 'authToken')) return null;
  const url = new URL(request.url);
  if ([...url.searchParams.keys()].some((k) => k !== 'page')) return null;
  return [url.pathname + url.search, cookie(request, 'i18n_redirected') ?? 'fr', cookie(request, 'color_mode') ?? 'system'].join(' ');
}
export async function render(request, { fetch }) {
  globalThis.__renders++;
  const url = new URL(request.url);
  if (url.pathname === '/set-cookie') return new Response('<p>x</p>', { headers: { 'set-cookie': 'seen=1', 'content-type': 'text/html; charset=utf-8' } });
  if (url.pathname === '/missing') return new Response('<p>missing</p>', { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } });
  const jobs = await (await fetch('/api/jobs/get-all-jobs', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ page: 1, limit: 100, sortBy: 'publicationDate', sortByDirection: 'desc' }) })).json();
  const titles = jobs.results.map((j) => j.title).join(', ');
  return new Response('<!DOCTYPE html><p>' + [url.pathname, cookie(request, 'i18n_redirected') ?? 'fr', cookie(request, 'color_mode') ?? 'system', cookie(request, 'authToken') ?? '-', titles].join(' | ') + '</p>' + randomBytes(1500).toString('hex'), {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0, must-revalidate' },
  });
}`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'baobab-page-cache-'));
  mkdirSync(join(dir, 'server'));
  mkdirSync(join(dir, 'client'), { recursive: true });
  writeFileSync(join(dir, 'server', 'entry-server.js'), ENTRY);
  process.env.SITE_DIR = dir;
  // A small bound, so a test can fill it.
  t = await createTestApp({ PAGE_CACHE_MB: '0.25' });
});
afterAll(async () => {
  delete process.env.SITE_DIR;
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const rendersSoFar = () => (globalThis as { __renders?: number }).__renders ?? 0;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('the anonymous page cache', () => {
  it('renders an anonymous page once, then serves it compressed, with ETag and 304', async () => {
    renders = rendersSoFar();
    const first = await get('/entreprises', { 'accept-encoding': 'br' });
    const second = await get('/entreprises', { 'accept-encoding': 'br' });
    expect([first.headers['x-page-cache'], second.headers['x-page-cache']]).toEqual(['miss', 'hit']);
    expect(rendersSoFar() - renders).toBe(1);
    expect(second.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(second.rawPayload).toString()).toContain('<p>/entreprises | fr | system');
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
    const plain = await get('/entreprises');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<p>/entreprises');
    const again = await get('/entreprises', { 'if-none-match': String(second.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('never mixes languages or colour modes', async () => {
    const bodies = await Promise.all(
      ['i18n_redirected=fr', 'i18n_redirected=en', 'color_mode=dark', 'color_mode=light', ''].map(async (cookie) => {
        await get('/medias', { cookie });
        return (await get('/medias', { cookie })).body;
      }),
    );
    expect(bodies.map((b) => b.split(' | ').slice(1, 3).join(' '))).toEqual([
      'fr system',
      'en system',
      'fr dark',
      'fr light',
      'fr system',
    ]);
  });

  it('never stores nor serves a signed-in page, a page setting a cookie or an error page', async () => {
    await get('/about');
    const signedIn = await get('/about', { cookie: 'authToken=awa' });
    expect(signedIn.headers['x-page-cache']).toBeUndefined();
    expect(signedIn.body).toContain('| awa |');
    expect((await get('/about')).body).toContain('| - |');
    for (const url of ['/set-cookie', '/missing']) {
      await get(url);
      expect((await get(url)).headers['x-page-cache']).toBeUndefined();
    }
    expect((await get('/set-cookie')).headers['set-cookie']).toEqual(['seen=1']);
  });

  it('shows a partner write (a closed offer) within a second', async () => {
    const acme = await partnerCompany(t.services.db, { name: 'Acme' });
    const job = await insertJob(t.services.db, acme.id, { title: 'Chef de chantier BTP' });
    await get('/jobs');
    expect((await get('/jobs')).body).toContain('Chef de chantier BTP');
    const closed = await callAs(t)('partnerCloseJob', acme.headers, { id: job.id });
    expect(closed.statusCode).toBeLessThan(300);
    const started = Date.now();
    await expect
      .poll(async () => (await get('/jobs')).body, { timeout: 1_000, interval: 50 })
      .not.toContain('Chef de chantier BTP');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('holds its byte bound under many distinct pages, and does not cache unknown query strings', async () => {
    for (let i = 0; i < 200; i++) await get(`/jobs/offer-${i}?page=${i}`);
    const random = await get(`/jobs?utm_source=${Math.random()}`);
    expect(random.headers['x-page-cache']).toBeUndefined();
    const { pageCacheBytes } = t.services.config;
    expect(pageCacheBytes).toBe(0.25 * 1024 * 1024);
    // The most recent pages stay; the oldest made room.
    expect((await get('/jobs/offer-199?page=199')).headers['x-page-cache']).toBe('hit');
    expect((await get('/jobs/offer-0?page=0')).headers['x-page-cache']).toBe('miss');
  });

  it('serves a page past its life while it renders again off the request path, then the new one', async () => {
    const br = { 'accept-encoding': 'br' };
    const first = await get('/renewed', br);
    expect(first.headers['x-page-cache']).toBe('miss');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + PAGE_TTL_MS + 1);
      renders = rendersSoFar();
      const stale = await get('/renewed', br);
      expect([stale.headers['x-page-cache'], stale.headers.etag]).toEqual(['hit', first.headers.etag]);
      // One renewal for every reader meanwhile; its page (new random bytes) replaces the old one.
      await get('/renewed', br);
      await expect.poll(async () => (await get('/renewed', br)).headers.etag).not.toBe(first.headers.etag);
      expect(rendersSoFar() - renders).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
