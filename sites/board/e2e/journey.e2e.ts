import { randomUUID } from 'node:crypto';
import { resources } from '@baobab/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { siteFr } from '../src/i18n/fr';
import { fillApplication } from './support/apply';
import {
  hydrated,
  labelled,
  launchBrowser,
  openPage,
  screenshot,
  seriousViolations,
  solveAltcha,
  watchErrors,
} from './support/site';

/**
 * The candidate journey on the board, in Debian Chromium against the real server and its
 * demo data: home → search 'ingenieur' → tag filter → load more → job detail → Apply → sign up in
 * the modal (real ALTCHA) → apply with a PDF → /profil?tab=candidatures lists it → logout.
 */
const fr = resources.fr.translation;

let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  page = await openPage(browser, { width: 375 });
  errors = watchErrors(page);
});
afterAll(() => browser.close());

const cards = () => page.locator('.bj-job-list article');
const cardTitles = () => cards().locator('h3').allTextContents();

describe('the candidate journey', () => {
  let jobTitle = '';

  it('searches, filters by domain and loads more from the home page', async () => {
    const { origin } = inject('site');
    await page.goto(`${origin}/`);
    await hydrated(page);
    expect(await cards().count()).toBe(20);

    await page.getByRole('searchbox').or(page.getByLabel(fr.jobs.search_label)).first().fill('ingenieur');
    await page.getByRole('button', { name: fr.jobs.search, exact: true }).click();
    const allEngineers = async () => {
      const titles = await cardTitles();
      // English offers' 'Engineer' is the same word (core's synonyms).
      return titles.length > 0 && titles.every((title) => /Ingénieur|Engineer/.test(title)) ? titles.length : 0;
    };
    await expect.poll(allEngineers).toBe(20);

    const tag = page.getByRole('button', { name: 'BTP et génie civil' });
    await tag.click();
    await expect.poll(() => tag.getAttribute('aria-pressed')).toBe('true');
    // The keyword still applies: civil-engineering offers, fewer than a page, those titled
    // 'Ingénieur…' first (relevance: the title before the text, where a tolerant match may land).
    await expect.poll(async () => (await cardTitles()).includes('Ingénieur génie civil')).toBe(true);
    const filtered = await cardTitles();
    expect(filtered.length).toBeLessThan(20);
    expect(filtered[0]).toMatch(/Ingénieur|Engineer/);
    await tag.click();
    await expect.poll(allEngineers).toBe(20);

    await page.getByRole('button', { name: fr.jobs.load_more }).click();
    await expect.poll(allEngineers).toBeGreaterThan(20);
  });

  it('opens an offer, signs up in the modal and applies with a PDF', async () => {
    // An open offer applied to on the board (not an external platform), without extra questions.
    const { origin } = inject('site');
    const titles = await cardTitles();
    let chosen = -1;
    for (let i = 0; i < titles.length && chosen < 0; i++) {
      const href = await cards().nth(i).locator('a').first().getAttribute('href');
      const job = (await (await fetch(`${origin}/api${href}`)).json()) as {
        closed: boolean;
        external: boolean;
        questions: unknown[];
      };
      if (!job.closed && !job.external && job.questions.length === 0) chosen = i;
    }
    expect(chosen).toBeGreaterThanOrEqual(0);
    jobTitle = titles[chosen] ?? '';
    await cards().nth(chosen).locator('a').first().click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(jobTitle);
    expect(new URL(page.url()).pathname).toMatch(/^\/jobs\//);

    await page.getByRole('button', { name: fr.jobs.apply }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading').first().textContent()).toBe(fr.auth.signup_title);
    await dialog.getByLabel(labelled(fr.auth.first_name)).fill('Awa');
    await dialog.getByLabel(labelled(fr.auth.last_name)).fill('Traoré');
    await dialog.getByLabel(labelled(fr.auth.email)).fill(`e2e-site-${randomUUID()}@example.com`);
    await dialog.getByLabel(labelled(fr.auth.password)).fill('Baobab-e2e-2024!');
    await dialog.getByLabel(labelled(fr.auth.confirm_password)).fill('Baobab-e2e-2024!');
    await solveAltcha(dialog);
    await screenshot(page, 'journey-signup-375', false);
    await dialog.getByRole('button', { name: fr.auth.submit_signup }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    const form = page.locator('.bj-job-detail');
    await form.getByRole('heading', { name: fr.apply.title }).waitFor();
    await fillApplication(form, fr, 'mon-cv.pdf');
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: fr.apply.submit }).click();
    await expect
      .poll(() => form.getByRole('status').filter({ hasText: fr.success.application_sent }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
  });

  it('lists the application in /profil?tab=candidatures, then logs out', async () => {
    await page.getByRole('button', { name: fr.nav.menu }).or(page.locator('.bj-mobile-menu summary')).first().click();
    await expect.poll(() => page.locator('.bj-mobile-menu__user').textContent()).toBe('Awa Traoré');
    await page.locator('.bj-mobile-menu__panel').getByRole('link', { name: fr.nav.my_applications }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=candidatures');
    await expect.poll(() => page.locator('.bj-cp-item-title').allTextContents()).toContain(jobTitle);
    await screenshot(page, 'journey-applications-375');

    // My data: the whole account as one archive (a zip the browser saves).
    await page.locator('.bj-media-tabs').getByRole('link', { name: siteFr.profile.tab_profile }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: siteFr.profile.data_export }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const archive = await download.createReadStream();
    const head = await new Promise<Buffer>((resolve) => archive.once('data', (chunk: Buffer) => resolve(chunk)));
    expect(head.subarray(0, 2).toString()).toBe('PK');
    await screenshot(page, 'journey-my-data-375');

    await page.locator('.bj-mobile-menu summary').click();
    await page.locator('.bj-mobile-menu__panel').getByRole('button', { name: fr.nav.logout }).click();
    // Logout from a page for signed-in readers lands on home, signed out, with no login modal.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.context().cookies()).not.toContainEqual(expect.objectContaining({ name: 'authToken' }));
    expect(errors).toEqual([]);
  });
});
