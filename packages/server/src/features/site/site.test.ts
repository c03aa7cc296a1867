import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

let dir: string;
let t: TestApp;

/**
 * A built site stand-in with the real contract: `render(request, { fetch, config })` answering a
 * Response. It reads the API through the fetch it is handed, as the board's loaders do.
 */
const DAKAR = '<p>Offre à Dakar — 250 000 FCFA, l’équipe 🌍</p>';
const ENTRY = `
const DAKAR = ${JSON.stringify(DAKAR)};
export async function render(request, { fetch, config }) {
  const url = new URL(request.url);
  if (url.pathname === '/big') return new Response('<p>' + 'offre '.repeat(2000) + '</p>', { headers: { 'content-type': 'text/html; charset=utf-8' } });
  if (url.pathname === '/dakar') return new Response(new TextEncoder().encode(DAKAR), { headers: { 'content-type': 'text/html; charset=utf-8' } });
  if (url.pathname === '/go') return new Response(null, { status: 302, headers: { location: '/jobs', 'set-cookie': 'a=1' } });
  const answer = await fetch('/api/config', { headers: { 'accept-language': 'en' } });
  const api = await answer.json();
  const status = url.pathname === '/missing' ? 404 : 200;
  return new Response('<!DOCTYPE html><p>' + url.pathname + ' ' + api.theme + ' ' + config.publicUrl + ' ' + request.headers.get('cookie') + '</p>', {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
}`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'baobab-site-'));
  mkdirSync(join(dir, 'server'));
  mkdirSync(join(dir, 'client', 'assets'), { recursive: true });
  mkdirSync(join(dir, 'client', 'builds'));
  writeFileSync(join(dir, 'server', 'entry-server.js'), ENTRY);
  writeFileSync(join(dir, 'client', 'assets', 'entry-abc.js'), 'export {};');
  // What the build's precompress plugin writes beside an asset.
  writeFileSync(join(dir, 'client', 'assets', 'entry-abc.js.br'), brotliCompressSync('export {};'));
  writeFileSync(join(dir, 'client', 'builds', 'latest.json'), '{"id":"b1","timestamp":1}');
  writeFileSync(join(dir, 'client', 'favicon.svg'), '<svg/>');
  process.env.SITE_DIR = dir;
  t = await createTestApp({ THEME: 'gouv', PUBLIC_URL: 'https://baobab.test' });
});
afterAll(async () => {
  delete process.env.SITE_DIR;
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the host site on the API process', () => {
  it('renders pages through the built entry, which reads the API in process', async () => {
    const res = await t.app.inject({ url: '/jobs?page=2', headers: { cookie: 'authToken=x' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe('<!DOCTYPE html><p>/jobs gouv https://baobab.test authToken=x</p>');
    expect((await t.app.inject({ url: '/' })).body).toContain('<p>/ gouv');
  });

  it('sends the bytes the render made as they are (a page the board encodes once, in UTF-8)', async () => {
    for (const headers of [{}, { cookie: 'authToken=x' }]) {
      const res = await t.app.inject({ url: '/dakar', headers });
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toBe(DAKAR);
      expect(res.headers['content-length']).toBe(String(Buffer.byteLength(DAKAR)));
    }
  });

  it('sends a path with doubled slashes to its single-slash form, never rendering it', async () => {
    for (const [url, location] of [
      ['/en//evil.example/jobs', '/en/evil.example/jobs'],
      ['//evil.example/jobs?page=2', '/evil.example/jobs?page=2'],
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location).toBe(location);
    }
  });

  it('keeps the status and headers of the render (404 pages, redirects with cookies)', async () => {
    expect((await t.app.inject({ url: '/missing' })).statusCode).toBe(404);
    const go = await t.app.inject({ url: '/go' });
    expect(go.statusCode).toBe(302);
    expect(go.headers.location).toBe('/jobs');
    expect(go.headers['set-cookie']).toEqual(['a=1']);
  });

  it('serves the precompressed sibling of an asset to a reader that accepts it', async () => {
    const asset = await t.app.inject({ url: '/assets/entry-abc.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe('export {};');
    const plain = await t.app.inject({ url: '/assets/entry-abc.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('export {};');
    expect((await t.app.inject({ url: '/assets/entry-abc.js.br' })).statusCode).toBe(404);
  });

  it('serves hashed assets for a year and the build manifest uncached', async () => {
    const asset = await t.app.inject({ url: '/assets/entry-abc.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const build = await t.app.inject({ url: '/builds/latest.json' });
    expect(build.json()).toEqual({ id: 'b1', timestamp: 1 });
    expect(build.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ url: '/favicon.svg' })).body).toBe('<svg/>');
    expect((await t.app.inject({ url: '/assets/../server/entry-server.js' })).body).not.toContain('export');
    expect((await t.app.inject({ url: '/assets/%2e%2e/server/entry-server.js' })).body).not.toContain('export');
    expect((await t.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('leaves the API paths to the API: unknown ones are JSON 404s', async () => {
    const res = await t.app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await t.app.inject({ url: '/api/config' })).json()).toMatchObject({ theme: 'gouv' });
  });
});

describe('compression', () => {
  it('sends pages and scripts compressed to a browser that accepts it', async () => {
    const page = await t.app.inject({ url: '/big', headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.rawPayload.length).toBeLessThan(1000);
    const big = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(big.headers['content-encoding']).toBe('gzip');
  });

  it('compresses a page rendered for one request in the encoding its reader takes, saying it varies by it', async () => {
    const page = `<p>${'offre '.repeat(2000)}</p>`;
    const br = await t.app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page);
    const gzip = await t.app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(page);
    const plain = await t.app.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);
    for (const res of [br, gzip, plain]) expect(String(res.headers.vary).match(/accept-encoding/gi)).toHaveLength(1);
    // Below the threshold a page travels as it is, whatever the reader accepts.
    const small = await t.app.inject({ url: '/dakar', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe(DAKAR);
  });
});
