import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { resources } from '@baobab/core';
import { launchBrowser, solveAltcha } from '@baobab/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

/** The CDN as partners use it: SRI hashes that match what is served, and a page under a strict CSP. */
const fr = resources.fr.translation;
let browser: Browser;

interface IntegrityManifest {
  version: string;
  files: Record<string, string>;
}

async function manifest(): Promise<IntegrityManifest> {
  const { loaderUrl } = inject('stack');
  return (await (await fetch(new URL('integrity.json', loaderUrl))).json()) as IntegrityManifest;
}

/** Writes a page on the partner site and opens it, recording every CSP violation it reports. */
async function openPage(page: Page, name: string, html: string) {
  const { fixtureDir, fixtureOrigin } = inject('stack');
  writeFileSync(join(fixtureDir, name), html);
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { violations });
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(
        `${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample}`,
      ),
    );
  });
  await page.goto(`${fixtureOrigin}/${name}`);
}

async function anySlug(): Promise<string> {
  const res = await fetch(`${inject('stack').apiOrigin}/api/jobs/get-all-jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, limit: 1 }),
  });
  const { results } = (await res.json()) as { results: { slug: string }[] };
  return results[0]?.slug ?? '';
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { violations: string[] }).violations);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the CDN', () => {
  it('lists an SRI hash for every script, matching the bytes served under the version and its alias', async () => {
    const { loaderUrl } = inject('stack');
    const { version, files } = await manifest();
    expect(loaderUrl).toContain(`/cdn/baobab@${version}/`);
    expect(Object.keys(files)).toContain('baobab.js');
    expect(Object.keys(files).filter((path) => path.startsWith('chunks/')).length).toBeGreaterThan(5);
    const major = version.split('.')[0];
    for (const [path, integrity] of Object.entries(files)) {
      const exact = await fetch(new URL(path, loaderUrl));
      const body = Buffer.from(await exact.arrayBuffer());
      expect(`sha384-${createHash('sha384').update(body).digest('base64')}`, path).toBe(integrity);
      expect(exact.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
      const alias = await fetch(new URL(`../baobab@${major}/${path}`, loaderUrl));
      expect(Buffer.from(await alias.arrayBuffer()).equals(body), path).toBe(true);
      expect(alias.headers.get('cache-control'), path).toMatch(/^public, max-age=300\b/);
    }
  });

  it('runs the loader with its integrity attribute, and refuses a tampered one', async () => {
    const { loaderUrl } = inject('stack');
    const { files } = await manifest();
    const page = await browser.newPage();
    const tag = (integrity: string) =>
      `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>SRI</title>
<script type="module" src="${loaderUrl}" integrity="${integrity}" crossorigin="anonymous"></script></head>
<body><baobab-job-list></baobab-job-list></body></html>`;
    await openPage(page, 'sri.html', tag(files['baobab.js'] ?? ''));
    await page.locator('baobab-job-list [part~="card"]').first().waitFor();
    await openPage(page, 'sri-tampered.html', tag(`sha384-${createHash('sha384').update('other').digest('base64')}`));
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => customElements.get('baobab-job-list') === undefined)).toBe(true);
    await page.close();
  });

  it('works under a strict CSP: a nonce, no eval, no inline style, the captcha in a blob: worker', async () => {
    const { loaderUrl, apiOrigin } = inject('stack');
    const csp = [
      "default-src 'none'",
      "script-src 'nonce-r4nd0m' 'strict-dynamic'",
      "style-src 'self' 'nonce-r4nd0m'",
      `img-src ${apiOrigin} data:`,
      `connect-src ${apiOrigin}`,
      'worker-src blob:',
    ].join('; ');
    const page = await browser.newPage();
    await openPage(
      page,
      'csp.html',
      `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>CSP</title>
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="csp-nonce" content="r4nd0m">
<script type="module" nonce="r4nd0m" src="${loaderUrl}"></script></head>
<body><baobab-job-list></baobab-job-list><baobab-job-detail slug="${await anySlug()}"></baobab-job-detail>
<baobab-auth-modal></baobab-auth-modal></body></html>`,
    );
    const list = page.locator('baobab-job-list');
    await list.locator('[part~="card"]').first().waitFor();
    // Styled by constructable stylesheets, which style-src does not govern.
    const search = list.getByRole('button', { name: fr.jobs.search, exact: true });
    expect(await search.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(21, 128, 61)');
    // The sign-up dialog's ALTCHA solves its proof of work in a worker.
    await page.locator('baobab-job-detail').getByRole('button', { name: fr.jobs.apply }).click();
    await solveAltcha(page.locator('baobab-auth-modal').getByRole('dialog'));
    expect(await violations(page)).toEqual([]);
    await page.close();
  });
});
