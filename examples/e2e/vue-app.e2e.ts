import { resources } from '@baobab/core';
import { launchBrowser, screenshot } from '@baobab/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sendApplication, signUp } from './support/candidate';

/** examples/vue-app (Vite + Vue 3, the <baobab-*> elements of @baobab/widgets) as the board serves its build. */
const fr = resources.fr.translation;
const en = resources.en.translation;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - innerWidth);

describe('examples/vue-app', () => {
  let context: BrowserContext;
  let page: Page;
  let base: string;

  beforeAll(async () => {
    base = `${inject('stack').apiOrigin}/examples/vue-app/`;
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  afterAll(() => context.close());

  it('lists the offers; a job link fires baobab:navigate, which Vue answers with its offer view', async () => {
    await page.goto(base);
    const list = page.locator('baobab-job-list');
    const card = list.locator('[part~="card"]').first();
    await card.waitFor();
    expect(await list.locator('[part~="card"]').count()).toBeGreaterThan(1);
    // Vue gave the element its attributes: French texts, the company's offers, links into the app.
    await list.getByRole('button', { name: fr.jobs.search, exact: true }).waitFor();
    // The board's markup shows the cards first; its links are plain links (a page load) until the
    // widget takes them over, and the served form is held (inert) until then.
    await list.locator('form:not([inert])').waitFor();
    const link = card.getByRole('link').first();
    expect(await link.getAttribute('href')).toMatch(/^\?job=[\w-]+$/);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const title = await link.textContent();
    await link.click();
    // The handler called preventDefault() and switched the view: no page load.
    await page.waitForURL(/\?job=/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    const detail = page.locator('baobab-job-detail');
    await expect.poll(() => detail.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await list.isVisible()).toBe(false);
    await screenshot(page, 'vue-app-offer-1280');
  });

  it('applies through the elements; Vue hears baobab:apply', async () => {
    const detail = page.locator('baobab-job-detail');
    await detail.getByRole('button', { name: fr.jobs.apply }).click();
    await signUp(page.locator('baobab-auth-modal').getByRole('dialog'));
    await sendApplication(detail);
    // The app's own status line (the widget shows its own confirmation too).
    await expect
      .poll(() => page.locator('.app-applied').textContent())
      .toMatch(/^\s*Candidature envoyée pour [\w-]+ \(n° [0-9a-f-]{36}\)\s*$/);
  });

  it('goes back to the list, kept while the offer was open, and back again with the browser', async () => {
    const list = page.locator('baobab-job-list');
    // v-show: the list is hidden, not unmounted, so it keeps its search and page.
    expect(await list.locator('[part~="card"]').count()).toBeGreaterThan(1);
    await page.getByRole('link', { name: '← Toutes les offres' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(() => list.isVisible()).toBe(true);
    expect(await page.locator('baobab-job-detail').count()).toBe(0);
    await page.goBack();
    await page.locator('baobab-job-detail').getByRole('heading', { level: 1 }).waitFor();
    expect(await list.isVisible()).toBe(false);
    await page.goBack();
    await expect.poll(() => list.isVisible()).toBe(true);
  });

  it('re-renders the widgets when Vue changes their lang attribute', async () => {
    const list = page.locator('baobab-job-list');
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await list.getByRole('button', { name: en.jobs.search, exact: true }).waitFor();
    expect(await list.getAttribute('lang')).toBe('en');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // The app's own words follow.
    await page.getByLabel('Dark mode').waitFor();
    await page.getByRole('button', { name: 'FR', exact: true }).click();
    await list.getByRole('button', { name: fr.jobs.search, exact: true }).waitFor();
  });

  it('sets the colorMode property from Vue (:colorMode.prop); the widgets turn dark', async () => {
    const list = page.locator('baobab-job-list');
    const card = list.locator('[part~="card"]').first();
    const background = () => card.evaluate((element) => getComputedStyle(element).backgroundColor);
    const light = await background();
    expect(await list.evaluate((element) => (element as HTMLElement & { colorMode: string }).colorMode)).toBe('light');
    await page.getByLabel('Mode sombre').check();
    await expect.poll(background).not.toBe(light);
    // The property reflects to the attribute the widget reads.
    expect(await list.getAttribute('color-mode')).toBe('dark');
    await screenshot(page, 'vue-app-dark-1280');
    await page.getByLabel('Mode sombre').uncheck();
    await expect.poll(background).toBe(light);
    await screenshot(page, 'vue-app-1280');
  });

  it('reads well at 375 px, the list and an offer', async () => {
    const phone = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await phone.goto(base);
    const link = phone.locator('baobab-job-list [part~="card"]').first().getByRole('link').first();
    await link.waitFor();
    expect(await overflow(phone)).toBeLessThanOrEqual(0);
    await screenshot(phone, 'vue-app-375');
    await link.click();
    await phone.locator('baobab-job-detail').getByRole('heading', { level: 1 }).waitFor();
    expect(await overflow(phone)).toBeLessThanOrEqual(0);
    await screenshot(phone, 'vue-app-offer-375');
    await phone.close();
  });
});
