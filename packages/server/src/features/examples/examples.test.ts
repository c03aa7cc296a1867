import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from '../../http/errors';
import type { Services } from '../../services';
import { locateExamples, registerExamplesRoutes } from './routes';

let dir: string;
let outside: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'baobab-examples-'));
  mkdirSync(join(dir, 'careers', 'jobs'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<h1>examples</h1>');
  writeFileSync(join(dir, 'careers', 'index.html'), '<h1>careers</h1>');
  writeFileSync(join(dir, 'careers', 'jobs', 'job.html'), '<h1>job</h1>');
  writeFileSync(join(dir, 'careers', 'README.md'), 'not served');
  mkdirSync(join(dir, 'app', 'dist', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'app', 'index.html'), 'the source, not served');
  writeFileSync(join(dir, 'app', 'dist', 'index.html'), '<div id="root"></div>');
  writeFileSync(join(dir, 'app', 'dist', 'assets', 'main.js'), 'export {};');
  // What a checkout also holds: the e2e suite's installed test runner (with its own web apps) and
  // links out of the examples folder.
  mkdirSync(join(dir, 'e2e', 'node_modules', 'playwright-core', 'lib', 'vite', 'traceViewer'), { recursive: true });
  writeFileSync(join(dir, 'e2e', 'index.html'), 'the suite');
  writeFileSync(
    join(dir, 'e2e', 'node_modules', 'playwright-core', 'lib', 'vite', 'traceViewer', 'index.html'),
    'trace',
  );
  mkdirSync(join(dir, 'careers', 'node_modules', 'pkg'), { recursive: true });
  writeFileSync(join(dir, 'careers', 'node_modules', 'pkg', 'index.js'), 'installed');
  outside = mkdtempSync(join(tmpdir(), 'baobab-outside-'));
  writeFileSync(join(outside, 'secret.html'), 'secret');
  symlinkSync(outside, join(dir, 'careers', 'linked'));
  app = Fastify();
  installErrorHandling(app);
  await registerExamplesRoutes(app, {} as Services, dir);
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ url });

describe('GET /examples/*', () => {
  it('serves only the examples: no test suite, no installed package, no link out of the folder', async () => {
    expect((await get('/examples/e2e/node_modules/playwright-core/lib/vite/traceViewer/index.html')).statusCode).toBe(
      404,
    );
    expect((await get('/examples/e2e/')).statusCode).toBe(404);
    expect((await get('/examples/careers/node_modules/pkg/index.js')).statusCode).toBe(404);
    expect((await get('/examples/careers/linked/secret.html')).statusCode).toBe(404);
  });

  it('serves a static example as it is, and an example with a build from its dist/', async () => {
    expect((await get('/examples/')).body).toBe('<h1>examples</h1>');
    expect((await get('/examples/careers/')).body).toBe('<h1>careers</h1>');
    const job = await get('/examples/careers/jobs/job.html?slug=x');
    expect(job.body).toBe('<h1>job</h1>');
    expect(job.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(job.headers['cache-control']).toBe('no-cache');
    expect((await get('/examples/app/')).body).toBe('<div id="root"></div>');
    expect((await get('/examples/app/assets/main.js')).headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('redirects a folder without its slash, so relative links resolve', async () => {
    const res = await get('/examples/careers');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/examples/careers/');
  });

  it('answers 404 JSON for a missing file, another type, or a path outside', async () => {
    for (const url of [
      '/examples/careers/nope.html',
      '/examples/careers/README.md',
      '/examples/careers/%2e%2e/%2e%2e/etc/passwd.html',
      '/examples/..%2fcareers/index.html',
      '/examples/nope/',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it("finds the repository's examples/ folder, or EXAMPLES_DIR", () => {
    expect(locateExamples({})).toMatch(/[/\\]examples$/);
    expect(locateExamples({ EXAMPLES_DIR: dir })).toBe(dir);
  });
});
