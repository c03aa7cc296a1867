import { resources } from '@baobab/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { samples } from './support/samples';
import { hydrated, launchBrowser, openPage, screenshot, watchErrors } from './support/site';

/**
 * An islands page (docs/page-serving.md): the server's HTML is the page, readable without
 * JavaScript; the boot holds a tap on an island whose script has not arrived and gives it again
 * once the island is awake — here with every island script held back 5 s by the network.
 */
const m = resources.fr.translation;
const DELAY_MS = 5_000;

describe('an offer served as islands', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('is whole without JavaScript: the offer, its Apply and the links', async () => {
    const { origin } = inject('site');
    const { job } = await samples(origin);
    const offer = (await (await fetch(`${origin}/api/jobs/${job}`)).json()) as { title: string };
    const page = await openPage(browser, { width: 375, javaScript: false });
    await page.goto(`${origin}/jobs/${job}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain(offer.title);
    expect(await page.getByRole('button', { name: m.jobs.apply, exact: true }).count()).toBeGreaterThan(0);
    expect(await page.locator('a[href="/jobs"]').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('loads no island script before the reader acts, and keeps a tap made before it arrives', async () => {
    const { origin } = inject('site');
    const { job } = await samples(origin);
    const page = await openPage(browser, { width: 375 });
    const errors = watchErrors(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${origin}/jobs/${job}`, { waitUntil: 'networkidle' });
    await hydrated(page);
    // The boot alone: the entry and the chunk it imports.
    expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(2);

    // From now on every island script takes 5 s to come.
    let held = 0;
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      held++;
      await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
      await route.continue();
    });
    const apply = page.getByRole('button', { name: m.jobs.apply, exact: true }).first();
    const tappedAt = Date.now();
    await apply.click();
    expect(await page.locator('[data-island="job-detail"]').getAttribute('data-awake')).toBeNull();
    // An anonymous reader's Apply asks to sign up first: the modal opens once the island is awake.
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.getByRole('heading').first().textContent(), { timeout: 30_000 })
      .toBe(m.auth.signup_title);
    expect(Date.now() - tappedAt).toBeGreaterThanOrEqual(DELAY_MS);
    expect(held).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('holds a tap on "copy the link" until the offer wakes, instead of reloading the page', async () => {
    const { origin } = inject('site');
    const { job } = await samples(origin);
    const page = await openPage(browser, { width: 375 });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await page.goto(`${origin}/jobs/${job}`, { waitUntil: 'networkidle' });
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.getByRole('link', { name: m.jobs.share.copy }).click();
    const status = page.locator('.bj-share [role="status"]');
    await expect.poll(() => status.textContent(), { timeout: 30_000 }).not.toBe('');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await status.textContent()).toBe(m.jobs.share.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/jobs/${job}$`));
    await page.context().close();
  });

  it.each([
    { width: 375, prefix: '' },
    { width: 1280, prefix: '/en' },
  ])('looks the same as islands at $width px ($prefix)', async ({ width, prefix }) => {
    const { origin } = inject('site');
    const { job } = await samples(origin);
    const page = await openPage(browser, { width, locale: prefix ? 'en-GB' : 'fr-FR' });
    const errors = watchErrors(page);
    for (const [name, path] of [
      ['job', `/jobs/${job}`],
      ['jobs', '/jobs'],
      ['home', ''],
    ]) {
      await page.goto(`${origin}${prefix}${path}`);
      await hydrated(page);
      await screenshot(page, `islands-${name}-${width}${prefix.replace('/', '-') || '-fr'}`, false);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
