import { formatByteSize } from '@baobab/core';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { siteEn } from '../src/i18n/en';
import { siteFr } from '../src/i18n/fr';
import { companyWithGallery } from './support/samples';
import { hydrated, launchBrowser, screenshot } from './support/site';

/**
 * A reader sparing data (docs/page-serving.md, "Sparing data"): with the browser's data saver on
 * (the `Save-Data: on` header and `navigator.connection.saveData`), nothing is prefetched and the
 * company gallery's photos wait for a tap; without it, both behave as before.
 */
let browser: Browser;
let origin: string;
beforeAll(async () => {
  browser = await launchBrowser();
  origin = inject('site').origin;
});
afterAll(() => browser.close());

/** A 375 px phone, its data saver on or off, in French or English. */
async function phone(saveData: boolean, locale: 'fr' | 'en' = 'fr'): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    locale: locale === 'fr' ? 'fr-FR' : 'en-GB',
    extraHTTPHeaders: saveData ? { 'Save-Data': 'on' } : {},
  });
  // Chromium's own `navigator.connection` says what the machine's network is: set as a data saver's.
  if (saveData)
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        get: () => ({ saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} }),
        configurable: true,
      });
    });
  return context.newPage();
}

/** Requests for the page a job card links to, made after hovering and touching that link. */
async function pagesFetchedOnIntent(page: Page): Promise<string[]> {
  await page.goto(`${origin}/jobs`, { waitUntil: 'networkidle' });
  await hydrated(page);
  const link = page.locator('a[href^="/jobs/"]').first();
  const target = new URL((await link.getAttribute('href')) as string, origin).href;
  const asked: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url() === target) asked.push(request.url());
  });
  await link.hover();
  await link.dispatchEvent('touchstart');
  // Time for a prefetch to start (it does at once when allowed) and for the page to go idle.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  return asked;
}

describe('prefetching on intent', () => {
  it('fetches the page a link leads to when the reader points at it', async () => {
    const page = await phone(false);
    expect(await pagesFetchedOnIntent(page)).toHaveLength(1);
    await page.context().close();
  });

  it('fetches nothing with the data saver on', async () => {
    const page = await phone(true);
    expect(await pagesFetchedOnIntent(page)).toEqual([]);
    await page.context().close();
  });
});

/**
 * What a gallery button says a photo of `bytes` weighs (`show_photo_weight` with core's
 * formatByteSize, whose unit test holds the rule: kilobytes of 1024, one decimal under 10).
 */
const weightSaid = (template: string, bytes: number, locale: 'fr' | 'en') =>
  template.replace('{{weight}}', formatByteSize(bytes, locale));

describe("the company gallery's photos", () => {
  it('wait for a tap with the data saver on, one by one, and keep the focus where the button was', async () => {
    const company = await companyWithGallery(origin);
    const ids = company.images.gallery.map((image) => image.id);
    const page = await phone(true);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (ids.some((id) => request.url().includes(id))) asked.push(request.url());
    });
    await page.goto(`${origin}/entreprises/${company.alias}`, { waitUntil: 'networkidle' });
    await hydrated(page);
    const gallery = page.getByRole('region', { name: `La vie chez ${company.name}` });
    await gallery.scrollIntoViewIfNeeded();
    const buttons = gallery.getByRole('button', { name: new RegExp(siteFr.company.show_photo) });
    await expect.poll(() => buttons.count()).toBe(ids.length);
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    expect(await gallery.getByRole('img').count()).toBe(0);
    // What the photo weighs, and the size it will be shown at, in pixels.
    const label = String(await buttons.first().textContent());
    expect(label).toMatch(/\d+ × \d+ px/);
    // In French: a decimal comma, "Ko".
    expect(label).toMatch(/\(\d+(,\d)?\u00a0Ko\)/);
    await screenshot(page, 'save-data-gallery-fr-375', false);

    // The keyboard: the first button, Enter.
    const first = company.images.gallery[0];
    const loaded = page.waitForResponse((response) => response.url().includes(first?.id as string));
    await buttons.first().focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => asked.filter((url) => url.includes(first?.id as string)).length).toBe(1);
    // The weight said is what the tap brought over the wire: the response's body, as sent.
    const response = await loaded;
    const { responseBodySize } = await response.request().sizes();
    expect((await response.body()).length).toBe(responseBodySize);
    expect(label).toContain(weightSaid(siteFr.company.show_photo_weight, responseBodySize, 'fr'));
    // Only that photo: the others still wait.
    expect(asked.every((url) => url.includes(first?.id as string))).toBe(true);
    expect(await buttons.count()).toBe(ids.length - 1);
    const photo = gallery.locator('img').first();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await photo.evaluate((img) => img === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('says so in English too', async () => {
    const company = await companyWithGallery(origin);
    const page = await phone(true, 'en');
    await page.goto(`${origin}/en/entreprises/${company.alias}`, { waitUntil: 'networkidle' });
    await hydrated(page);
    const gallery = page.getByRole('region', { name: `Life at ${company.name}` });
    await gallery.scrollIntoViewIfNeeded();
    const buttons = gallery.getByRole('button', { name: new RegExp(siteEn.company.show_photo) });
    await expect.poll(() => buttons.count()).toBe(company.images.gallery.length);
    // The weight in English: "KB", a decimal point.
    const first = company.images.gallery[0]?.bytes[0] as number;
    const label = String(await buttons.first().textContent());
    expect(label).toMatch(/\(\d+(\.\d)?\u00a0KB\)/);
    expect(label).toContain(weightSaid(siteEn.company.show_photo_weight, first, 'en'));
    await screenshot(page, 'save-data-gallery-en-375', false);
    await page.context().close();
  });

  it('come as the section nears the screen without the data saver (no button)', async () => {
    const company = await companyWithGallery(origin);
    const page = await phone(false);
    await page.goto(`${origin}/entreprises/${company.alias}`, { waitUntil: 'networkidle' });
    await hydrated(page);
    const gallery = page.getByRole('region', { name: `La vie chez ${company.name}` });
    await gallery.scrollIntoViewIfNeeded();
    await expect.poll(() => gallery.getByRole('img').count()).toBe(company.images.gallery.length);
    expect(await gallery.getByRole('button').count()).toBe(0);
    await page.context().close();
  });
});
