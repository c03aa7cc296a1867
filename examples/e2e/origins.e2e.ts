import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resources } from '@baobab/core';
import { launchBrowser, serveDirectory } from '@baobab/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

/**
 * The API's origin rules seen from real pages: a site nobody registered (its own static server,
 * another port) may show the offers, but its calls that change state are refused; the registered
 * partner site makes the same call and succeeds.
 */
const fr = resources.fr.translation;
let browser: Browser;
let foreign: Server;
let foreignDir: string;
let foreignOrigin: string;

const partnerPage = (loaderUrl: string) => `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Partner</title>
<script type="module" src="${loaderUrl}"></script></head>
<body><baobab-job-list></baobab-job-list><baobab-newsletter></baobab-newsletter></body></html>`;

beforeAll(async () => {
  browser = await launchBrowser();
  foreignDir = mkdtempSync(join(tmpdir(), 'baobab-e2e-foreign-'));
  foreign = createServer(serveDirectory(foreignDir));
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
  foreignOrigin = `http://localhost:${(foreign.address() as AddressInfo).port}`;
  writeFileSync(join(foreignDir, 'index.html'), partnerPage(inject('stack').loaderUrl));
});
afterAll(async () => {
  await browser.close();
  await new Promise((resolve) => foreign.close(resolve));
  rmSync(foreignDir, { recursive: true, force: true });
});

/** Subscribes from the page's newsletter widget; answers the API's answer to that call. */
async function subscribeFrom(page: Page) {
  const newsletter = page.locator('baobab-newsletter');
  await newsletter.getByRole('textbox').fill(`origin-${Date.now()}@example.com`);
  const [response] = await Promise.all([
    page.waitForResponse((res) => res.url().endsWith('/api/contacts/subscribe') && res.request().method() === 'POST'),
    newsletter.getByRole('button').click(),
  ]);
  return { status: response.status(), body: await response.json(), newsletter };
}

describe('origins', () => {
  it('lets an unregistered site show the offers but refuses its state-changing calls', async () => {
    const page = await browser.newPage();
    await page.goto(`${foreignOrigin}/`);
    await page.locator('baobab-job-list [part~="card"]').first().waitFor();

    const { status, body, newsletter } = await subscribeFrom(page);
    expect(status).toBe(403);
    expect(body).toEqual({ code: 'FORBIDDEN_ORIGIN', message: fr.errors.forbidden_origin });
    await expect.poll(() => newsletter.getByRole('status').textContent()).toBe(fr.errors.newsletter_failed);

    // Any other state-changing call from this page, by hand, is refused the same way, readably.
    const login = await page.evaluate(async (api) => {
      const res = await fetch(`${api}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
        body: JSON.stringify({ email: 'demo@baobab.jobs', password: 'Baobab2026!', token: 'x' }),
      });
      return { status: res.status, body: await res.json() };
    }, inject('stack').apiOrigin);
    expect(login).toEqual({ status: 403, body: { code: 'FORBIDDEN_ORIGIN', message: fr.errors.forbidden_origin } });
    await page.close();
  });

  it('answers the same call from the registered partner site', async () => {
    const { fixtureDir, fixtureOrigin, loaderUrl } = inject('stack');
    writeFileSync(join(fixtureDir, 'origins.html'), partnerPage(loaderUrl));
    const page = await browser.newPage();
    await page.goto(`${fixtureOrigin}/origins.html`);
    const { status, newsletter } = await subscribeFrom(page);
    expect(status).toBe(200);
    await expect.poll(() => newsletter.getByRole('status').textContent()).toBe(fr.success.newsletter_confirm_sent);
    await page.close();
  });
});
