import { resources } from '@baobab/core';
import { heardEvents, launchBrowser, recordEvents, screenshot } from '@baobab/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sendApplication, signUp } from './support/candidate';

/** examples/gouv-ministry as the board serves it at /examples/gouv-ministry/: theme gouv, the ministry's font, colours and parts. */
const fr = resources.fr.translation;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('examples/gouv-ministry', () => {
  let context: BrowserContext;
  let page: Page;
  let base: string;

  beforeAll(async () => {
    base = `${inject('stack').apiOrigin}/examples/gouv-ministry/`;
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await recordEvents(page, ['baobab:ready', 'baobab:navigate', 'baobab:login', 'baobab:apply']);
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

  it("takes the gouv theme, the ministry's font and colours (--baobab-*) and its ::part rules", async () => {
    await page.goto(base);
    const list = page.locator('baobab-job-list');
    const card = list.locator('[part~="card"]').first();
    await card.waitFor();
    const styles = await card.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        borderLeft: `${style.borderLeftWidth} ${style.borderLeftStyle} ${style.borderLeftColor}`,
        radius: style.borderTopRightRadius,
        font: style.fontFamily,
      };
    });
    // ::part(card) from the ministry, the gouv theme's 4 px corners, the ministry's own typeface.
    expect(styles).toEqual({
      borderLeft: '4px solid rgb(0, 133, 63)',
      radius: '4px',
      font: '"Ministere Sans", sans-serif',
    });
    const search = list.getByRole('button', { name: fr.jobs.search, exact: true });
    expect(await search.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(29, 63, 114)');
    const more = list.locator('[part~="load-more"]');
    expect(await more.evaluate((button) => getComputedStyle(button).textTransform)).toBe('uppercase');
    // The gouv theme's loading-bar token, untouched by the ministry.
    const loadingBar = await list.evaluate((host) =>
      getComputedStyle(host).getPropertyValue('--baobab-loading-bar').trim(),
    );
    expect(loadingBar).toMatch(/gradient/);
    // The page heard baobab:ready and took its placeholder away.
    expect(await page.locator('.loading').count()).toBe(0);
    await screenshot(page, 'gouv-ministry-1280');
  });

  it('opens an offer in the page on baobab:navigate, where the candidate applies with a PDF', async () => {
    const link = page.locator('baobab-job-list a[href*="?offre="]').first();
    const slug = new URL((await link.getAttribute('href')) ?? '', base).searchParams.get('offre');
    await link.click();
    await page.waitForURL(`${base}?offre=${slug}`);
    const detail = page.locator('baobab-job-detail');
    const apply = detail.getByRole('button', { name: fr.jobs.apply });
    expect(await apply.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(29, 63, 114)');
    await apply.click();
    const dialog = page.locator('baobab-auth-modal').getByRole('dialog');
    await signUp(dialog);
    await sendApplication(detail);
    await expect
      .poll(() => detail.getByRole('status').filter({ hasText: fr.success.application_sent }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    const types = (await heardEvents(page)).map((event) => event.type);
    expect(types.filter((type) => type !== 'baobab:ready')).toEqual([
      'baobab:navigate',
      'baobab:login',
      'baobab:apply',
    ]);
    await screenshot(page, 'gouv-ministry-applied-1280', { fullPage: false });
  });

  it('subscribes to the newsletter from the ministry page, and reads well at 375 px', async () => {
    const phone = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await phone.goto(base);
    const newsletter = phone.locator('baobab-newsletter');
    await newsletter.getByRole('textbox').fill(`ministry-${Date.now()}@example.com`);
    await newsletter.getByRole('button').click();
    await expect.poll(() => newsletter.getByRole('status').textContent()).toBe(fr.success.newsletter_confirm_sent);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(phone, 'gouv-ministry-375');
    await phone.close();
  });
});
