import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertJob } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { bothPaths as bothRequestPaths, sendRaw, withoutDate } from '../../test/lane-kit';
import { type FastLanes, fastLanesOf } from '../http/fast-lane';

let dir: string;
let t: TestApp;
let lanes: FastLanes;
let origin: string;

/** A built site stand-in: one page per path, a key that refuses signed-in readers (as the board's). */
const ENTRY = `
export function pageCacheKey(request) {
  if ((request.headers.get('cookie') ?? '').includes('authToken=')) return null;
  const url = new URL(request.url);
  return url.pathname + url.search + ' ' + (request.headers.get('accept-language') ?? 'fr');
}
export async function render(request) {
  const url = new URL(request.url);
  return new Response('<!DOCTYPE html><title>' + url.pathname + '</title>' + '<p>Offre · emploi</p>'.repeat(200), {
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
}`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'baobab-page-lane-'));
  mkdirSync(join(dir, 'server'));
  mkdirSync(join(dir, 'client'));
  writeFileSync(join(dir, 'server', 'entry-server.js'), ENTRY);
  process.env.SITE_DIR = dir;
  t = await createTestApp({ PAGE_CACHE_MB: '1' });
  lanes = fastLanesOf(t.app) as FastLanes;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  delete process.env.SITE_DIR;
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const send = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  sendRaw(origin, { path, headers, method });
const bothPaths = (path: string, headers: Record<string, string> = {}, method = 'GET', order = 'full first') =>
  bothRequestPaths(origin, lanes, { path, headers, method }, order);

describe('the fast lane of cached pages', () => {
  const reader = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'fr' };

  it.each([
    ['brotli', reader],
    ['gzip', { 'accept-encoding': 'gzip', 'accept-language': 'en' }],
  ])('answers a cached page (%s) with the bytes and headers of the full path', async (_name, headers) => {
    const first = await send('/jobs?page=2', headers);
    expect(first.headers['x-page-cache']).toBe('miss');
    const { full, fast, laneAnswered } = await bothPaths('/jobs?page=2', headers);
    expect(laneAnswered).toBe(true);
    expect(full.headers['x-page-cache']).toBe('hit');
    expect(fast.status).toBe(full.status);
    expect(withoutDate(fast.headers)).toEqual(withoutDate(full.headers));
    expect(fast.body.equals(full.body)).toBe(true);
    // The security policy travels on the fast lane too.
    expect(fast.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it("leaves a page's first gzip reader to Fastify, which makes the gzip body the lane sends next", async () => {
    const gzip = { 'accept-encoding': 'gzip', 'accept-language': 'fr' };
    expect((await send('/jobs?page=5', reader)).headers['content-encoding']).toBe('br');
    const first = await bothPaths('/jobs?page=5', gzip, 'GET', 'lane first');
    expect(first.laneAnswered).toBe(false);
    expect(first.fast.headers['x-page-cache']).toBe('hit');
    expect(first.fast.headers['content-encoding']).toBe('gzip');
    const next = await bothPaths('/jobs?page=5', gzip, 'GET', 'lane first');
    expect(next.laneAnswered).toBe(true);
    expect(withoutDate(next.fast.headers)).toEqual(withoutDate(next.full.headers));
    expect(next.fast.body.equals(first.fast.body)).toBe(true);
  });

  it('answers 304 to a reader holding the page, as the full path does', async () => {
    const { headers } = await send('/medias', reader);
    const { full, fast, laneAnswered } = await bothPaths('/medias', {
      ...reader,
      'if-none-match': String(headers.etag),
    });
    expect(laneAnswered).toBe(true);
    expect(full.status).toBe(304);
    expect(fast.status).toBe(304);
    expect(withoutDate(fast.headers)).toEqual(withoutDate(full.headers));
    expect(fast.body.length).toBe(0);
  });

  it('stops answering a page once the catalogue is written: the full path renders it again', async () => {
    await send('/offres', reader);
    expect((await bothPaths('/offres', reader)).laneAnswered).toBe(true);
    const company = await insertCompany(t.services.db);
    await insertJob(t.services.db, company.id);
    const before = lanes.served;
    const after = await send('/offres', reader);
    expect(lanes.served).toBe(before);
    expect(after.headers['x-page-cache']).toBe('miss');
  });

  it.each([
    ['a signed-in reader', '/medias', { ...reader, cookie: 'authToken=x' }, 'GET'],
    ['a HEAD', '/medias', reader, 'HEAD'],
    ['a reader accepting neither encoding', '/medias', { 'accept-language': 'fr' }, 'GET'],
    ['a cross-origin read', '/medias', { ...reader, origin: 'https://partner.example' }, 'GET'],
    ['a dotted path', '/x/../medias', reader, 'GET'],
    ['an API path', '/api/config', reader, 'GET'],
    ['a page not yet cached', '/entreprises', reader, 'GET'],
  ])('leaves %s to Fastify, which answers the same', async (_name, path, headers, method) => {
    await send('/medias', reader);
    const { full, fast, laneAnswered } = await bothPaths(path, headers, method, 'lane first');
    expect(laneAnswered).toBe(false);
    expect(fast.status).toBe(full.status);
  });
});
