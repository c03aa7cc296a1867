import { launchBrowser, screenshot } from '@baobab/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishOnPartnerSite } from './support/partner-site';

/**
 * A static partner page (examples/company-careers, on the partner's own origin) shows its offers
 * from the board's server-rendered markup, which the loader fetches beside the widget's code; the
 * widget then hydrates that markup. `MEASURE_PARTNER=1` also times the first offer on the issue's
 * phone profile, with and without that markup.
 */
let browser: Browser;
let base: string;

beforeAll(async () => {
  browser = await launchBrowser();
  base = publishOnPartnerSite('company-careers');
});
afterAll(() => browser.close());

const WIDGET_CHUNK = /\/cdn\/.*\/chunks\/baobab-job-list-[^/]+\.js$/;
const SHADOW = /\/api\/widgets\/baobab-job-list\/shadow\?/;
const LOADER = /\/cdn\/[^/]+\/loader\.js$/;
const card = (page: Page) => page.locator('baobab-job-list').locator('[part~="card"]');
/** Whether the list's search form is held (inert), as the board serves it until the widget runs. */
const searchHeld = (page: Page) =>
  page
    .locator('baobab-job-list')
    .locator('form')
    .first()
    .evaluate((form) => (form as HTMLFormElement).inert);

describe('a static partner page before the job list widget runs', () => {
  let context: BrowserContext;
  afterAll(() => context.close());

  it("shows the offers from the board's markup while the widget's code is held back 5 s, then the widget takes that markup over", async () => {
    context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    let released = false;
    await page.route(WIDGET_CHUNK, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      released = true;
      await route.continue();
    });
    await page.addInitScript(() => {
      addEventListener('baobab:ready', () => {
        (window as { widgetReady?: boolean }).widgetReady = true;
      });
    });
    await page.goto(base);
    await card(page).first().waitFor({ timeout: 4_000 });
    expect(released).toBe(false);
    expect(await page.evaluate(() => (window as { widgetReady?: boolean }).widgetReady)).toBeUndefined();
    const titles = await page.locator('baobab-job-list').locator('.bj-list-card__title').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    // The company's offers only, read from the partner's origin (a cross-origin catalogue read).
    expect(new Set(await page.locator('baobab-job-list').locator('.bj-job-card__company').allTextContents())).toEqual(
      new Set(['Teranga Digital']),
    );
    // The links work before any widget code: an offer's page on the partner's site.
    const href = await page
      .locator('baobab-job-list')
      .locator('a[href*="job.html?slug="]')
      .first()
      .getAttribute('href');
    expect(href).toMatch(/^careers\/job\.html\?slug=/);

    // Its search waits for the widget (inert): nothing typed there is lost to the hydration.
    expect(await searchHeld(page)).toBe(true);
    // The board's markup as it shows before any widget code (its styles are the rules it uses).
    await screenshot(page, 'company-careers-served-375');
    // Marks the served node; hydration keeps it, a re-render would replace it.
    await card(page)
      .first()
      .evaluate((node) => {
        (node as HTMLElement & { served?: boolean }).served = true;
      });
    await expect
      .poll(() => page.evaluate(() => (window as { widgetReady?: boolean }).widgetReady), { timeout: 20_000 })
      .toBe(true);
    expect(released).toBe(true);
    expect(await searchHeld(page)).toBe(false);
    await screenshot(page, 'company-careers-hydrated-375');
    expect(
      await card(page)
        .first()
        .evaluate((node) => (node as HTMLElement & { served?: boolean }).served),
    ).toBe(true);
    expect(await page.locator('baobab-job-list').locator('.bj-list-card__title').allTextContents()).toEqual(titles);
  });

  it("asks for the board's markup from the script tag's file, while the loader is still on its way, and only once", async () => {
    const page = await context.newPage();
    const shadowRequests: number[] = [];
    let loaderReleasedAt: number | undefined;
    page.on('request', (request) => {
      if (SHADOW.test(request.url())) shadowRequests.push(Date.now());
    });
    // The loader held back 3 s: the markup's request must not wait for it.
    await page.route(LOADER, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      loaderReleasedAt = Date.now();
      await route.continue();
    });
    await page.goto(base);
    await card(page).first().waitFor({ timeout: 20_000 });
    expect(shadowRequests).toHaveLength(1);
    expect(loaderReleasedAt).toBeDefined();
    expect(shadowRequests[0]).toBeLessThan(loaderReleasedAt as number);
    // The element took that answer (one request), and the offers are the company's.
    expect(await card(page).count()).toBeGreaterThan(0);
    await page.close();
  });

  it('loads the offers itself, as before, when the board cannot render them', async () => {
    const page = await context.newPage();
    await page.route(SHADOW, (route) => route.fulfill({ status: 503, body: '{}' }));
    await page.goto(base);
    await card(page).first().waitFor();
    expect(await card(page).count()).toBeGreaterThan(0);
  });
});

/** The phone: 375×812, 400 kbps each way, 400 ms round trip, a CPU 6× slower (CDP). */
async function phonePage(): Promise<{ context: BrowserContext; page: Page; bytes: () => number }> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 400_000 / 8,
    uploadThroughput: 400_000 / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  let total = 0;
  cdp.on('Network.loadingFinished', (event) => {
    total += event.encodedDataLength;
  });
  return { context, page, bytes: () => total };
}

/** Milliseconds from navigation to the first offer card laid out inside the list's shadow root. */
async function firstOffer(serve: boolean): Promise<{ ms: number; bytes: number }> {
  const { context, page, bytes } = await phonePage();
  if (!serve) await page.route(SHADOW, (route) => route.abort());
  await page.addInitScript(() => {
    const look = () => {
      const found = document.querySelector('baobab-job-list')?.shadowRoot?.querySelector('[part~="card"]');
      if (found && found.getBoundingClientRect().height > 0)
        (window as { firstOffer?: number }).firstOffer = performance.now();
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto(base, { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as { firstOffer?: number }).firstOffer, null, { timeout: 60_000 });
  const ms = await page.evaluate(() => Math.round((window as { firstOffer?: number }).firstOffer ?? 0));
  // Where the time goes: when each request of the first view started and ended.
  const rounds = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map(
        (entry) =>
          `${entry.name.replace(/^.*\//, '').slice(0, 40)} ${Math.round(entry.startTime)}–${Math.round((entry as PerformanceResourceTiming).responseEnd)}`,
      )
      .join('; '),
  );
  console.log(`${serve ? 'served' : 'before'} ${ms} ms: ${rounds}`);
  // Everything the first view asks for, once the widget is on screen.
  await page.waitForLoadState('networkidle');
  const total = bytes();
  await context.close();
  return { ms, bytes: total };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

describe.runIf(process.env.MEASURE_PARTNER)('time to the first offer on the phone profile (median of 3)', () => {
  it('measures with and without the server-rendered markup', { timeout: 600_000 }, async () => {
    const results: Record<string, { ms: number[]; bytes: number[] }> = {};
    for (const serve of [false, true]) {
      const name = serve ? 'served markup' : 'widget renders (before)';
      results[name] = { ms: [], bytes: [] };
      for (let run = 0; run < 3; run += 1) {
        const { ms, bytes } = await firstOffer(serve);
        results[name].ms.push(ms);
        results[name].bytes.push(bytes);
      }
    }
    for (const [name, { ms, bytes }] of Object.entries(results))
      console.log(`${name}: first offer ${median(ms)} ms (runs ${ms.join(', ')}), ${median(bytes)} bytes`);
    expect(median(results['served markup']?.ms ?? [])).toBeLessThan(
      median(results['widget renders (before)']?.ms ?? []),
    );
  });
});
