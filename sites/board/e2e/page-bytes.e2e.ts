import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { samples } from './support/samples';
import { launchBrowser, openPage } from './support/site';

/**
 * Issue 28's first-visit budgets, gated: each page loaded with an empty cache in Chromium, every
 * request's compressed bytes on the wire (CDP `encodedDataLength`, headers included) summed until
 * the network is idle. The same bytes on every machine: no throttling, no timing in the verdict.
 */
const KB = 1024;
const BUDGETS: { name: string; path: (s: Awaited<ReturnType<typeof samples>>) => string; maxBytes: number }[] = [
  { name: 'job page', path: (s) => `/jobs/${s.job}`, maxBytes: 50 * KB },
  { name: 'company page', path: (s) => `/entreprises/${s.company}`, maxBytes: 80 * KB },
  { name: '/jobs', path: () => '/jobs', maxBytes: 80 * KB },
  { name: '/', path: () => '/', maxBytes: 80 * KB },
  { name: '/medias', path: () => '/medias', maxBytes: 80 * KB },
];

/** Bytes on the wire for one first visit of `url`, and the requests that made them. */
async function firstVisitBytes(page: Page, url: string): Promise<{ total: number; byUrl: Map<string, number> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const urls = new Map<string, string>();
  const byUrl = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
  cdp.on('Network.loadingFinished', (e) => {
    const name = urls.get(e.requestId) ?? e.requestId;
    byUrl.set(name, (byUrl.get(name) ?? 0) + e.encodedDataLength);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await cdp.detach();
  return { total: [...byUrl.values()].reduce((a, b) => a + b, 0), byUrl };
}

describe('first-visit transfer budgets (issue 28)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each(BUDGETS)('$name stays within its budget', async ({ path, maxBytes }) => {
    const { origin } = inject('site');
    const page = await openPage(browser, { width: 375 });
    const url = `${origin}${path(await samples(origin))}`;
    const { total, byUrl } = await firstVisitBytes(page, url);
    const detail = [...byUrl].map(([u, b]) => `${b}\t${u.replace(origin, '')}`).join('\n');
    console.log(`${url.replace(origin, '')}: ${total} B\n${detail}`);
    expect(total, detail).toBeLessThanOrEqual(maxBytes);
    await page.context().close();
  });
});
