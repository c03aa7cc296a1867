import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from '../../http/errors';
import type { Services } from '../../services';
import { locateCdnBundle } from './bundle';
import { registerCdnRoutes } from './routes';

let dir: string;
let app: FastifyInstance;

async function serve(bundle: { dir: string; version: string | null }) {
  const server = Fastify();
  installErrorHandling(server);
  await registerCdnRoutes(server, {} as Services, bundle);
  return server;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'baobab-cdn-'));
  mkdirSync(join(dir, 'chunks'));
  writeFileSync(join(dir, 'baobab.js'), 'export {};');
  writeFileSync(join(dir, 'chunks', 'baobab-newsletter-abc.js'), 'export const mount = 1;');
  writeFileSync(join(dir, 'notes.txt'), 'not served');
  app = await serve({ dir, version: '1.2.3' });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('GET /cdn/baobab@<version>/*', () => {
  it('serves the loader and its chunks as immutable, cross-origin JavaScript', async () => {
    const res = await app.inject({
      url: '/cdn/baobab@1.2.3/baobab.js',
      headers: { origin: 'https://partner.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('export {};');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const chunk = await app.inject({ url: '/cdn/baobab@1.2.3/chunks/baobab-newsletter-abc.js' });
    expect(chunk.body).toBe('export const mount = 1;');
  });

  it('serves the moving aliases baobab@<major> and baobab@<major>.<minor> with a short cache', async () => {
    for (const url of ['/cdn/baobab@1/baobab.js', '/cdn/baobab@1.2/chunks/baobab-newsletter-abc.js']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=300, stale-while-revalidate=3600');
    }
  });

  it('lists every script with its SRI hash in integrity.json, under the version and its aliases', async () => {
    for (const url of ['/cdn/baobab@1.2.3/integrity.json', '/cdn/baobab@1/integrity.json']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual({
        version: '1.2.3',
        algorithm: 'sha384',
        files: {
          'baobab.js': `sha384-${createHash('sha384').update('export {};').digest('base64')}`,
          'chunks/baobab-newsletter-abc.js': `sha384-${createHash('sha384').update('export const mount = 1;').digest('base64')}`,
        },
      });
    }
  });

  it('answers 404 JSON for another version, a missing file, a path outside, or another type', async () => {
    for (const url of [
      '/cdn/baobab@9.9.9/baobab.js',
      '/cdn/baobab@2/baobab.js',
      '/cdn/baobab@1.3/baobab.js',
      '/cdn/baobab@latest/baobab.js',
      '/cdn/other@1.2.3/baobab.js',
      '/cdn/baobab@1.2.3/nope.js',
      '/cdn/baobab@1.2.3/../cdn.test.ts',
      '/cdn/baobab@1.2.3/%2e%2e/%2e%2e/etc/passwd.js',
      '/cdn/baobab@1.2.3/notes.txt',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'NOT_FOUND' });
      expect(res.headers['cache-control'], url).toBeUndefined();
    }
  });

  it('answers 404 JSON when the widgets are not built', async () => {
    const empty = await serve({ dir: join(dir, 'missing'), version: '1.2.3' });
    const res = await empty.inject({ url: '/cdn/baobab@1.2.3/baobab.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    await empty.close();
  });

  it("finds the widgets' build and version beside the server, or CDN_DIR", () => {
    const bundle = locateCdnBundle({});
    expect(bundle.dir).toMatch(/packages[/\\]widgets[/\\]dist[/\\]cdn$/);
    expect(bundle.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(locateCdnBundle({ CDN_DIR: dir }).dir).toBe(dir);
  });
});
