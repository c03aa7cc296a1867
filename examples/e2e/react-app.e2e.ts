import { resources } from '@baobab/core';
import { launchBrowser, screenshot } from '@baobab/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sendApplication, signUp } from './support/candidate';

/** examples/react-app (Vite + React, @baobab/widgets from the workspace) as the board serves its build. */
const fr = resources.fr.translation;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('examples/react-app', () => {
  let context: BrowserContext;
  let page: Page;
  let base: string;

  beforeAll(async () => {
    base = `${inject('stack').apiOrigin}/examples/react-app/`;
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  afterAll(() => context.close());

  it('renders the JobList React component in the document, and routes its links in the app', async () => {
    await page.goto(base);
    // The component renders in the page's own DOM (no shadow root), styled by the CSS the app added.
    const card = page.locator('.app-list [part~="card"]').first();
    await card.waitFor();
    expect(await page.evaluate(() => document.querySelector('.app-list .bj-root')?.getRootNode() === document)).toBe(
      true,
    );
    expect(await card.evaluate((element) => getComputedStyle(element).borderTopLeftRadius)).toBe('12px');
    // Its texts come from the French catalogue the app loaded first, not raw keys.
    await page.locator('.app-list').getByRole('button', { name: fr.jobs.search, exact: true }).waitFor();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    // The card's title link (the card also has its Apply link).
    const link = card.getByRole('link').first();
    const title = await link.textContent();
    await link.click();
    // baobab:navigate was answered by the app (history.pushState): no page load, the element shows the job.
    await page.waitForURL(/\?job=/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    const detail = page.locator('baobab-job-detail');
    await expect.poll(() => detail.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    await screenshot(page, 'react-app-1280');
  });

  it('applies through the custom elements; the React app hears baobab:apply', async () => {
    const detail = page.locator('baobab-job-detail');
    await detail.getByRole('button', { name: fr.jobs.apply }).click();
    await signUp(page.locator('baobab-auth-modal').getByRole('dialog'));
    await sendApplication(detail);
    const status = page.locator('.app-applied');
    await expect.poll(() => status.textContent()).toMatch(/^Candidature envoyée pour .+ \(n° [0-9a-f-]{36}\)$/);
    await screenshot(page, 'react-app-applied-1280', { fullPage: false });
  });

  it('reads well at 375 px', async () => {
    const phone = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await phone.goto(base);
    await phone.locator('.app-list [part~="card"]').first().waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(phone, 'react-app-375');
    await phone.close();
  });
});
