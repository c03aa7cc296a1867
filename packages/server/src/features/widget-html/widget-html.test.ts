import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertJob } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { serverRoot } from '../../package-root';

let t: TestApp;
let alias: string;
let companyId: string;

beforeAll(async () => {
  // The widgets' real server build, as `pnpm start` builds it (ensure-built.mjs).
  const widgets = join(serverRoot(), '..', 'widgets');
  if (!existsSync(join(widgets, 'dist', 'server', 'board.js')))
    execSync('npx vite build -c vite.server.config.ts', { cwd: widgets, stdio: 'ignore' });
  t = await createTestApp();
  const company = await insertCompany(t.services.db, { logo: '/_ipx/_/logos/acme.svg' });
  alias = company.alias;
  companyId = company.id;
  await insertJob(t.services.db, company.id, { title: 'Ingénieure réseaux <Dakar>' });
}, 120_000);
afterAll(() => t.close());

const shadowOf = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/widgets/baobab-job-list/shadow?${query}`, headers });

describe('GET /api/widgets/:element/shadow', () => {
  it("answers the job list's shadow root content: styles, then the offers in the container the element hydrates", async () => {
    const res = await shadowOf(`company=${alias}&lang=en&job-href=${encodeURIComponent('/jobs?slug={slug}')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    // Compressed on the wire; a reader holding its validator after the minute gets a 304.
    const query = `company=${alias}&lang=en&job-href=${encodeURIComponent('/jobs?slug={slug}')}`;
    const compressed = await shadowOf(query, { 'accept-encoding': 'br, gzip' });
    expect(compressed.headers['content-encoding']).toMatch(/^(br|gzip)$/);
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    const again = await shadowOf(query, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(res.body).toMatch(/^<style>[\s\S]+<\/style><div data-ssr="/);
    // Its search form held until the widget takes it over (the loader shows it as it comes); its
    // buttons not, so the domains' scrolling row keeps its keyboard stops.
    expect(res.body).toMatch(/<form inert /);
    expect(res.body).not.toContain('<button inert');
    expect(res.body).toContain('Ingénieure réseaux &lt;Dakar&gt;');
    expect(res.body).toMatch(/href="\/jobs\?slug=offre-/);
    // In the language asked for, whatever the reader's Accept-Language.
    expect(res.body).toContain('lang="en"');
  });

  it("addresses the images under the element's API base (where the widget's own would load from), else the board's as reached", async () => {
    const base = 'http://127.0.0.1:4010';
    const given = await shadowOf(`company=${alias}&api-base=${encodeURIComponent(base)}`);
    expect(given.statusCode).toBe(200);
    expect(given.body).toContain(`src="${base}/_ipx/w_`);
    expect(given.body).not.toContain(t.services.config.publicUrl);
    // A path on the partner's origin (a proxy of theirs): the offers are still read from the board.
    const proxied = await shadowOf(`company=${alias}&api-base=%2Fbaobab`);
    expect(proxied.body).toContain('src="/baobab/_ipx/w_');
    expect(proxied.body).toContain('Ingénieure réseaux');
    // None (baobab.js leaves out the board's own): the board as the reader reached it, under
    // PUBLIC_URL's scheme, so that the same address serves a partner's preload link.
    const scheme = new URL(t.services.config.publicUrl).protocol;
    const reached = await shadowOf(`company=${alias}`, { host: 'board.test:8080' });
    expect(reached.body).toContain(`src="${scheme}//board.test:8080/_ipx/w_`);
    expect(reached.body).not.toContain(t.services.config.publicUrl);
  });

  it('refuses an API base that is neither an http(s) address nor a path (400)', async () => {
    for (const base of ['javascript:alert(1)', 'jobs.example.org', 'https://x.example/"onerror="1']) {
      const res = await shadowOf(`company=${alias}&api-base=${encodeURIComponent(base)}`);
      expect(res.statusCode, base).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    }
  });

  it('is callable from any origin, without a session (a public catalogue read)', async () => {
    const res = await shadowOf(`company=${alias}`, { origin: 'https://partner.example' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeDefined();
  });

  it('is rendered again once the catalogue changes (a new offer shows)', async () => {
    const before = await shadowOf(`company=${alias}&theme=gouv`);
    expect(before.body).not.toContain('Comptable');
    await insertJob(t.services.db, companyId, { title: 'Comptable' });
    expect((await shadowOf(`company=${alias}&theme=gouv`)).body).toContain('Comptable');
  });

  it('answers 404 with the error body for an element it does not render or a company that does not exist', async () => {
    const unknown = await t.app.inject({ url: '/api/widgets/baobab-newsletter/shadow' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await shadowOf('company=nobody-here')).statusCode).toBe(404);
  });

  it('refuses an attribute value longer than a link template (400)', async () => {
    const res = await shadowOf(`job-href=${'x'.repeat(501)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
  });
});
