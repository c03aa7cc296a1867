import { resources } from '@baobab/core';
import { axeAudit, heardEvents, launchBrowser, recordEvents, screenshot } from '@baobab/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sendApplication, signUp } from './support/candidate';

/**
 * examples/gouv-ministry as the board serves it at /examples/gouv-ministry/: a DSFR page (the
 * @gouvfr/dsfr package's CSS, Marianne, header, footer and script) with the widgets in the gouv
 * theme, light and dark.
 */
const fr = resources.fr.translation;
let browser: Browser;
let base: string;

beforeAll(async () => {
  browser = await launchBrowser();
  base = `${inject('stack').apiOrigin}/examples/gouv-ministry/`;
});
afterAll(() => browser.close());

/** A page of the example in a context of the given scheme, once DSFR and the job list are on screen. */
async function open(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(base);
  await page.locator('baobab-job-list [part~="card"]').first().waitFor();
  await page.locator('baobab-newsletter').getByRole('button').waitFor();
  await page.evaluate(() => document.fonts.ready);
  return page;
}

const background = (page: Page, widget: string, name: string) =>
  page
    .locator(widget)
    .getByRole('button', { name, exact: true })
    .evaluate((button) => getComputedStyle(button).backgroundColor);

for (const scheme of ['light', 'dark'] as const) {
  describe(`examples/gouv-ministry, ${scheme}`, () => {
    const primary = scheme === 'light' ? 'rgb(0, 0, 145)' : 'rgb(133, 133, 246)';
    const surface = scheme === 'light' ? 'rgb(255, 255, 255)' : 'rgb(22, 22, 22)';
    let context: BrowserContext;
    beforeAll(async () => {
      context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: scheme });
    });
    afterAll(() => context.close());

    it("is DSFR's page, with Marianne from the package, and the widgets in its colours", async () => {
      const page = await open(context);
      // DSFR's script follows the system scheme and says it on <html>; the widgets follow.
      expect(await page.evaluate(() => document.documentElement.dataset.frTheme)).toBe(scheme);
      expect(await page.locator('baobab-job-list').getAttribute('color-mode')).toBe(scheme);
      expect(await page.locator('header.fr-header .fr-logo').count()).toBe(1);
      expect(await page.locator('footer.fr-footer').count()).toBe(1);
      expect(await page.evaluate(() => document.fonts.check('16px Marianne'))).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(surface);
      expect(await background(page, 'baobab-job-list', fr.jobs.search)).toBe(primary);
      expect(await background(page, 'baobab-newsletter', fr.footer.newsletter_submit)).toBe(primary);
      const card = await page
        .locator('baobab-job-list [part~="card"]')
        .first()
        .evaluate((element) => {
          const style = getComputedStyle(element);
          return { font: style.fontFamily, radius: style.borderTopLeftRadius, shadow: style.boxShadow };
        });
      // DSFR's type, square corners, and the ministry's ::part rule: a bleu France underline.
      expect(card).toEqual({
        font: 'Marianne, arial, sans-serif',
        radius: '0px',
        shadow: `${primary} 0px -4px 0px 0px inset`,
      });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, `gouv-ministry-${scheme}-1280`);
      await page.close();
    });

    it('has no axe violation, the widgets’ shadow roots included, at 1280 and 375 px', async () => {
      for (const width of [1280, 375]) {
        const page = await open(context);
        await page.setViewportSize({ width, height: 812 });
        const { violations, shadowNodes } = await axeAudit(page);
        expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
        expect(shadowNodes).toBeGreaterThan(50);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
        if (width === 375) await screenshot(page, `gouv-ministry-${scheme}-375`);
        await page.close();
      }
    });
  });
}

describe('examples/gouv-ministry, what the page hears', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await recordEvents(page, [
      'baobab:ready',
      'baobab:navigate',
      'baobab:submitted',
      'baobab:login',
      'baobab:apply',
      'baobab:error',
    ]);
  });
  afterAll(() => context.close());

  it('asks for no offer while none is chosen: no GET /api/jobs/ with an empty id, no console error', async () => {
    const visit = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const fresh = await visit.newPage();
    const calls: string[] = [];
    const errors: string[] = [];
    fresh.on('request', (request) => calls.push(new URL(request.url()).pathname));
    fresh.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await fresh.goto(base);
    await fresh.locator('baobab-job-list [part~="card"]').first().waitFor();
    expect(calls).not.toContain('/api/jobs/');
    expect(errors).toEqual([]);
    await visit.close();
  });

  it('switches the widgets to dark with the display settings, at once', async () => {
    await page.goto(base);
    const list = page.locator('baobab-job-list');
    await list.locator('[part~="card"]').first().waitFor();
    // The page's placeholder goes on baobab:ready, which may follow the board's markup of the cards.
    await expect.poll(() => page.locator('.loading').count()).toBe(0);
    await page.locator('footer').getByRole('button', { name: "Paramètres d'affichage" }).click();
    await page.getByRole('dialog').getByText('Thème sombre').click();
    await expect.poll(() => list.getAttribute('color-mode')).toBe('dark');
    await expect.poll(() => background(page, 'baobab-job-list', fr.jobs.search)).toBe('rgb(133, 133, 246)');
    await page.getByRole('dialog').getByText('Thème clair').click();
    await expect.poll(() => background(page, 'baobab-job-list', fr.jobs.search)).toBe('rgb(0, 0, 145)');
    await page.getByRole('dialog').getByRole('button', { name: 'Fermer' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });

  it('opens an offer in the page on baobab:navigate, where the candidate signs up and applies', async () => {
    const link = page.locator('baobab-job-list a[href*="?offre="]').first();
    const slug = new URL((await link.getAttribute('href')) ?? '', base).searchParams.get('offre');
    await link.click();
    await page.waitForURL(`${base}?offre=${slug}`);
    const detail = page.locator('baobab-job-detail');
    const apply = detail.getByRole('button', { name: fr.jobs.apply });
    expect(await apply.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(0, 0, 145)');
    await apply.click();
    const dialog = page.locator('baobab-auth-modal').getByRole('dialog');
    await signUp(dialog);
    await sendApplication(detail);
    await expect
      .poll(() => detail.getByRole('status').filter({ hasText: fr.success.application_sent }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    const heard = (await heardEvents(page)).filter((event) => event.type !== 'baobab:ready');
    expect(heard.map((event) => (event.type === 'baobab:submitted' ? event.detail : event.type))).toEqual([
      'baobab:navigate',
      { form: 'signup' },
      'baobab:login',
      { form: 'application' },
      'baobab:apply',
    ]);
    await screenshot(page, 'gouv-ministry-applied-1280', { fullPage: false });
  });
});
