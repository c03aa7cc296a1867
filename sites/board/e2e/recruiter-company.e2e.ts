import { resources } from '@baobab/core';
import { PAGE_COMPANY } from '@baobab/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hydrated, launchBrowser, openPage, screenshot, solveAltcha, watchErrors } from './support/site';

const fr = resources.fr.translation.recruiter;
const en = resources.en.translation.recruiter;
const PASSWORD = 'Baobab-recrute-2026';
const TAGLINE = `La logistique de Thiès ${Date.now().toString(36)}`;

/** Accepts an owner's invitation on `origin`'s recruiter space, at the page's width. */
async function acceptInvite(page: Page, origin: string, invite: string) {
  await page.goto(`${origin}/recruteur?invite=${invite}`);
  await hydrated(page);
  await page.locator('#bj-recruiter-first-name').fill('Mame');
  await page.locator('#bj-recruiter-last-name').fill('Faye');
  await page.locator('#bj-recruiter-new-password').fill(PASSWORD);
  await solveAltcha(page.locator('.bj-recruiter-gate'));
  await page.getByRole('button', { name: fr.accept }).click();
  await page.getByRole('button', { name: fr.offers.new }).waitFor();
}

const notice = (page: Page) => page.locator('.bj-recruiter-notice').textContent();

/** The public company page, as served (page cache included), holds `text`. */
const publicPageHas = async (text: string) =>
  (await (await fetch(`${inject('site').origin}/entreprises/${PAGE_COMPANY}`)).text()).includes(text);

/**
 * An owner edits the company's page on a phone (presentation and logo, seen on the public page at
 * once) and makes then revokes a partner API key; the same tabs at 1280 px in English, and in the
 * gouv theme.
 */
describe("the recruiter space's company page and careers site", () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openPage(browser, { width: 375, locale: 'fr-FR' });
    errors = watchErrors(page);
  });
  afterAll(() => browser.close());

  it('at 375 px: edits the presentation and the logo, both on /entreprises/<alias> at once', async () => {
    const { origin, pageOwnerInvite } = inject('site');
    await acceptInvite(page, origin, pageOwnerInvite);
    await page.getByRole('button', { name: fr.company.title }).click();
    await page.locator('#bj-rc-tagline').fill(TAGLINE);
    await page.locator('#bj-rc-description').fill('Nous transportons les récoltes des Niayes.\n\nDepuis 2009.');
    // The seeded page has perks: the first is renamed; a perk added and left blank is not sent.
    await page.locator('#bj-rc-perk-1').fill('Mutuelle santé pour toute la famille');
    await page.getByRole('button', { name: fr.company.perk_add }).click();
    await page.getByRole('button', { name: fr.company.save }).click();
    await expect.poll(() => notice(page)).toBe(fr.company.saved);
    await expect.poll(() => publicPageHas(TAGLINE)).toBe(true);
    expect(await publicPageHas('Mutuelle santé pour toute la famille')).toBe(true);

    // A real PNG: the page's own pixels.
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 240, height: 240 } });
    const logo = page.locator('.bj-rc-logo');
    await logo.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => logo.getByRole('img', { name: fr.company.preview }).count()).toBe(1);
    await logo.getByRole('button', { name: fr.company.upload }).click();
    await expect.poll(() => notice(page)).toBe(fr.company.uploaded);
    const src = (await logo.locator('img').first().getAttribute('src')) ?? '';
    const file = /company-images\/[0-9a-f-]{36}\.webp/.exec(src)?.[0];
    expect(file).toBeDefined();
    await expect.poll(() => publicPageHas(String(file))).toBe(true);

    // A file that is not an image is refused before it is sent, with the reason said.
    await logo
      .locator('input[type=file]')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect.poll(() => logo.getByRole('alert').textContent()).toBe(fr.company.wrong_type);
    await screenshot(page, 'recruiter-company-375-fr');
    expect(errors).toEqual([]);
  });

  it('at 375 px: creates a key shown once, revokes it; the origin check says why it failed', async () => {
    await page.getByRole('button', { name: fr.site.title }).click();
    await page.locator('#bj-rc-key-label').fill('Site carrière');
    await page.getByRole('button', { name: fr.site.create_key }).click();
    await expect.poll(() => notice(page)).toBe(fr.site.created_key);
    const key = (await page.locator('.bj-rc-secret').textContent()) ?? '';
    expect(key).toMatch(/^bk_/);
    const partnerJobs = async () =>
      (await fetch(`${inject('site').origin}/api/partner/v1/jobs`, { headers: { 'x-api-key': key } })).status;
    expect(await partnerJobs()).toBe(200);

    await page.locator('#bj-rc-origin').fill('https://carrieres.thies-logistique.example');
    await page.getByRole('button', { name: fr.site.get_file }).click();
    await expect
      .poll(() => page.locator('.bj-rc-token').first().textContent())
      .toBe('https://carrieres.thies-logistique.example/.well-known/baobab-verification.txt');
    await screenshot(page, 'recruiter-site-375-fr');
    await page.getByRole('button', { name: fr.site.verify }).click();
    // No such site: refused with a sentence of the catalogue, nothing added.
    await expect
      .poll(() => page.locator('.bj-rc-section').first().getByRole('alert').count(), { timeout: 15_000 })
      .toBe(1);
    expect(await page.getByText(fr.site.origins_empty).count()).toBe(1);
    // That refusal is the one failed request the page made.
    expect(errors.filter((error) => error.includes('422'))).toHaveLength(1);
    errors.length = 0;

    await page.getByRole('button', { name: fr.site.revoke.replace('{{label}}', 'Site carrière') }).click();
    await expect.poll(() => notice(page)).toBe(fr.site.revoked);
    expect(await partnerJobs()).toBe(401);
    expect(await page.locator('.bj-rc-secret').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('at 1280 px in English: the same tabs', async () => {
    const desk = await openPage(browser, { width: 1280, locale: 'en-GB' });
    await desk.goto(`${inject('site').origin}/en/recruiter`);
    await hydrated(desk);
    await desk.locator('#bj-recruiter-email').fill('rh@thies-logistique.example');
    await desk.locator('#bj-recruiter-password').fill(PASSWORD);
    await solveAltcha(desk.locator('.bj-recruiter-gate'));
    await desk.getByRole('button', { name: en.sign_in }).click();
    await desk.getByRole('button', { name: en.company.title }).click();
    await expect.poll(() => desk.locator('#bj-rc-tagline').inputValue()).toBe(TAGLINE);
    await screenshot(desk, 'recruiter-company-1280-en');
    await desk.getByRole('button', { name: en.site.title }).click();
    await desk.getByText(en.site.keys_hint).waitFor();
    await screenshot(desk, 'recruiter-site-1280-en');
    await desk.context().close();
  });

  it('in the gouv theme at 375 px', async () => {
    const gouv = await openPage(browser, { width: 375, locale: 'fr-FR' });
    const { gouvOrigin, gouvPageOwnerInvite } = inject('site');
    await acceptInvite(gouv, gouvOrigin, gouvPageOwnerInvite);
    await gouv.getByRole('button', { name: fr.company.title }).click();
    await gouv.locator('#bj-rc-tagline').waitFor();
    expect(await gouv.locator('.bj-root[data-theme="gouv"]').count()).toBeGreaterThan(0);
    await screenshot(gouv, 'recruiter-company-375-gouv');
    await gouv.context().close();
  });
});
