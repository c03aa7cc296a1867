import { resources } from '@baobab/core';
import { launchBrowser, screenshot } from '@baobab/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNextApp } from './support/nextjs-app';

/**
 * examples/nextjs-app: a Next.js App Router app (production build, `next start`) loading the
 * board's script with next/script; the widgets on two routes survive client navigation.
 */
const fr = resources.fr.translation;
let browser: Browser;
let app: Awaited<ReturnType<typeof startNextApp>>;

beforeAll(async () => {
  [browser, app] = await Promise.all([launchBrowser(), startNextApp()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** What the console and the page's uncaught errors said (a hydration mismatch is one of them). */
function problems(page: Page): string[] {
  const heard: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text()))
      heard.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => heard.push(error.message));
  return heard;
}

const cards = (page: Page) => page.locator('baobab-job-list [part~="card"]');

describe('examples/nextjs-app', () => {
  it('renders the job list from next/script, re-mounts widgets across client navigation, no hydration error', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const heard = problems(page);
    const loaderRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/baobab.js')) loaderRequests.push(request.url());
    });
    await page.goto(`${app.origin}/`);
    await cards(page).first().waitFor();
    expect(await page.locator('baobab-job-list .bj-job-card__company').first().textContent()).toBe('Teranga Digital');
    // A marker on window: a full page load would lose it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const sameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument);

    // Away to a page without widgets: the list is gone from the document…
    await page.getByRole('link', { name: 'À propos' }).click();
    await page.getByRole('heading', { name: 'À propos' }).waitFor();
    expect(await page.locator('baobab-job-list').count()).toBe(0);
    // …to the company page: its element mounts in the same document, its tabs there.
    await page.getByRole('link', { name: 'L’entreprise' }).click();
    const company = page.locator('baobab-company-page');
    await company.getByRole('tab', { name: fr.companies.tabs.description }).waitFor();
    await screenshot(page, 'nextjs-app-company-1280');

    // …and back: a new list element mounts and loads again.
    await page.getByRole('link', { name: 'Offres' }).click();
    await cards(page).first().waitFor();
    expect(await sameDocument()).toBe(true);
    await page.goBack();
    await company.getByRole('tab', { name: fr.companies.tabs.description }).waitFor();
    await page.goForward();
    await cards(page).first().waitFor();
    expect(await sameDocument()).toBe(true);
    expect(loaderRequests).toHaveLength(1);
    expect(heard).toEqual([]);
    await screenshot(page, 'nextjs-app-1280');
    await page.close();
  });

  it('serves each route on a first load with the widget in its HTML and loads at 375 px without sideways scroll', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    const heard = problems(page);
    const html = await (await fetch(`${app.origin}/entreprise`)).text();
    expect(html).toContain('<baobab-company-page alias="teranga-digital">');
    await page.goto(`${app.origin}/entreprise`);
    await page.locator('baobab-company-page').getByRole('tab', { name: fr.companies.tabs.description }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
    expect(heard).toEqual([]);
    await screenshot(page, 'nextjs-app-company-375');
    await page.close();
  });
});
