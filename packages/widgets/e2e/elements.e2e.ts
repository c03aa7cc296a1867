import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openFixture, screenshot } from './index';
import { firstOf } from './plain-jobs';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 375, height: 900 } });
});
afterAll(() => browser.close());

describe('every <baobab-*> element on a hostile partner page', () => {
  it('loads its chunk, renders into its shadow root and says baobab:ready', async () => {
    const job = await firstOf('/api/jobs/get-all-jobs');
    const company = await firstOf('/api/companies/list');
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { readyWidgets: seen });
      document.addEventListener('baobab:ready', (event) => seen.push((event as CustomEvent).detail.widget));
    });
    await openFixture(
      page,
      `<baobab-job-list></baobab-job-list>
<baobab-job-detail slug="${job.slug}"></baobab-job-detail>
<baobab-company-list></baobab-company-list>
<baobab-company-page alias="${company.alias}"></baobab-company-page>
<baobab-auth-modal></baobab-auth-modal>
<baobab-newsletter></baobab-newsletter>`,
    );
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { readyWidgets: string[] }).readyWidgets.sort()))
      .toEqual(['auth-modal', 'company-list', 'company-page', 'job-detail', 'job-list', 'newsletter']);
    for (const tag of ['baobab-job-list', 'baobab-job-detail', 'baobab-company-list', 'baobab-company-page']) {
      const height = () =>
        page.evaluate(
          (t) => document.querySelector(t)?.shadowRoot?.querySelector('.bj-root')?.getBoundingClientRect().height ?? 0,
          tag,
        );
      // Each has loaded its data by then: more than a loading line.
      await expect.poll(height, { message: tag }).toBeGreaterThan(100);
    }
    await expect.poll(() => page.locator('baobab-job-detail').getByRole('heading', { level: 1 }).count()).toBe(1);
    await screenshot(page, 'all-elements-hostile');
  });
});
