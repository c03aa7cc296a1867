import { type CuttingProxy, launchBrowser, startCuttingProxy } from '@baobab/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { publishOnPartnerSite } from './support/partner-site';

/**
 * A static partner page (examples/company-careers, with its preload links) whose early request for
 * the job list's markup is cut while the markup comes (a phone losing its signal: a real cut, the
 * connection reset by a proxy between the browser and the board, which `setOffline` cannot do to
 * a download under way). The list shows the company's offers all the same, rendered by the widget
 * in the browser, with nothing half-shown and no error on the page or in its console.
 *
 * The list's API base is the proxy, so the markup and the widget's own calls go through it while
 * the scripts come straight from the board; the widget's code waits until the network is back
 * (its calls would otherwise meet the cut, which is another story: docs/product.md §8).
 */
let browser: Browser;
let proxy: CuttingProxy;
let base: string;

const SHADOW = /\/api\/widgets\/baobab-job-list\/shadow\?/;
const LOADER = /\/cdn\/[^/]+\/loader\.js$/;
const WIDGET_CHUNK = /\/cdn\/.*\/chunks\/baobab-job-list-[^/]+\.js$/;

beforeAll(async () => {
  browser = await launchBrowser();
  const { apiOrigin } = inject('stack');
  proxy = await startCuttingProxy(apiOrigin);
  const boardShadow = `href="${apiOrigin}/api/widgets/baobab-job-list/shadow?`;
  base = publishOnPartnerSite('company-careers', {
    as: 'company-careers-cut',
    edit: (html) => {
      if (!html.includes('<baobab-job-list ')) return html;
      if (!html.includes(boardShadow)) throw new Error('examples/company-careers no longer preloads the markup');
      // The address baobab.js builds for the list with this API base (elements/served-elements.ts).
      const proxied = `href="${proxy.origin}/api/widgets/baobab-job-list/shadow?api-base=${encodeURIComponent(proxy.origin)}&amp;`;
      return html
        .replace('<baobab-job-list ', `<baobab-job-list api-base="${proxy.origin}" `)
        .replace(boardShadow, proxied);
    },
  });
});
afterAll(async () => {
  await browser.close();
  await proxy.close();
});

const card = (page: Page) => page.locator('baobab-job-list').locator('[part~="card"]');

describe("a partner page's markup request cut on its way", () => {
  it.each([
    ['before the loader has arrived (no one waits for the markup yet)', true],
    ['while the element waits for it', false],
  ])('%s: the widget renders the offers itself, and nothing errs', async (_when, holdLoader) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'fr-FR' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // The browser's own line for the request the cut failed: no page can silence it.
      if (message.text().startsWith('Failed to load resource') && SHADOW.test(message.location().url)) return;
      errors.push(message.text());
    });
    const failed: string[] = [];
    page.on('requestfailed', (request) => {
      if (SHADOW.test(request.url())) failed.push(request.failure()?.errorText ?? '');
    });
    await page.addInitScript(() => {
      addEventListener('baobab:ready', () => {
        (window as { widgetReady?: boolean }).widgetReady = true;
      });
    });
    let networkBack = () => {};
    const back = new Promise<void>((resolve) => {
      networkBack = resolve;
    });
    const afterTheCut = (pattern: RegExp) =>
      page.route(pattern, async (route) => {
        await back;
        await route.continue();
      });
    await afterTheCut(WIDGET_CHUNK);
    if (holdLoader) await afterTheCut(LOADER);

    // A quarter of a kilobyte a second: the markup (a few kilobytes) is still coming at the cut.
    proxy.throttleReplies(256);
    const answered = page.waitForResponse(SHADOW);
    await page.goto(base);
    await answered;
    await page.waitForTimeout(300);
    await proxy.cut(1_000);
    proxy.throttleReplies(null);
    networkBack();

    await expect.poll(() => page.evaluate(() => (window as { widgetReady?: boolean }).widgetReady)).toBe(true);
    await card(page).first().waitFor();
    // The cut really came mid-transfer: the markup's request failed.
    expect(failed.length).toBeGreaterThan(0);
    const list = page.locator('baobab-job-list');
    expect(new Set(await list.locator('.bj-job-card__company').allTextContents())).toEqual(
      new Set(['Teranga Digital']),
    );
    // The widget's own rendering: one root, no served container, nothing held.
    const shadow = await list.evaluate((host) => ({
      roots: host.shadowRoot?.querySelectorAll('.bj-root').length,
      served: host.shadowRoot?.querySelector('[data-ssr]') !== null,
      held: host.shadowRoot?.querySelectorAll('[inert]').length,
    }));
    expect(shadow).toEqual({ roots: 1, served: false, held: 0 });
    await expect.poll(() => list.getByRole('status').first().textContent()).toMatch(/^\d+ offres?$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
