import { resources } from '@baobab/core';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { siteFr } from '../src/i18n/fr';
import { companyWithGallery, type Samples, samples } from './support/samples';
import { hydrated, launchBrowser, openPage, screenshot, seriousViolations } from './support/site';

/** The pages' layout as a reader meets it: what stays within reach, what sits where. */
const fr = resources.fr.translation;

let browser: Browser;
let origin: string;
let s: Samples;

beforeAll(async () => {
  browser = await launchBrowser();
  origin = inject('site').origin;
  s = await samples(origin);
});
afterAll(() => browser.close());

/** Whether the element is wholly inside the viewport. */
async function inViewport(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

describe('the job page', () => {
  for (const width of [375, 1280])
    it(`keeps the Apply button on screen while a long offer is read, at ${width} px`, async () => {
      const page = await openPage(browser, { width });
      await page.goto(`${origin}/jobs/${s.job}`);
      await hydrated(page);
      const apply = page.getByRole('button', { name: fr.jobs.apply });
      // The demo offers are short: lengthen this one's text to 3000 px, then read down to its middle.
      await page.locator('.bj-job-offer').evaluate((el) => {
        const filler = el.appendChild(document.createElement('p'));
        filler.style.height = '3000px';
        window.scrollTo(0, window.scrollY + el.getBoundingClientRect().top + (el as HTMLElement).offsetHeight / 2);
      });
      await page.waitForFunction(() => window.scrollY > 1000);
      expect(await inViewport(page, page.getByRole('heading', { level: 1 }))).toBe(false);
      expect(await inViewport(page, apply)).toBe(true);
      await page.context().close();
    });

  it('sets the company card beside the offer from a tablet up', async () => {
    const page = await openPage(browser, { width: 1280 });
    await page.goto(`${origin}/jobs/${s.job}`);
    await hydrated(page);
    const offer = await page.locator('.bj-job-offer').boundingBox();
    const card = await page.locator('.bj-job-employer').boundingBox();
    expect(card && offer && card.x).toBeGreaterThan((offer?.x ?? 0) + (offer?.width ?? 0) - 1);
    await page.context().close();
  });
});

describe('the company page at 375 px', () => {
  it('lays the logo over the cover, above the name', async () => {
    const page = await openPage(browser, { width: 375 });
    await page.goto(`${origin}/entreprises/${s.company}`);
    await hydrated(page);
    const cover = await page.locator('.bj-cp-cover').boundingBox();
    const logo = await page.locator('.bj-cp-logo').boundingBox();
    const name = await page.getByRole('heading', { level: 1 }).boundingBox();
    if (!cover || !logo || !name) throw new Error('the company header is missing a part');
    expect(logo.y).toBeLessThan(cover.y + cover.height);
    expect(logo.y + logo.height).toBeLessThanOrEqual(name.y + 1);
    await page.context().close();
  });
});

describe("the company page's gallery", () => {
  it('keeps its photos out of the first load, in boxes that do not move when they arrive', async () => {
    const company = await companyWithGallery(origin);
    const page = await openPage(browser, { width: 375 });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.goto(`${origin}/entreprises/${company.alias}`, { waitUntil: 'networkidle' });
    await hydrated(page);
    const ids = company.images.gallery.map((image) => image.id);
    expect(asked.filter((url) => ids.some((id) => url.includes(id)))).toEqual([]);

    const gallery = page.getByRole('region', { name: `La vie chez ${company.name}` });
    const frames = gallery.locator('li');
    const before = await frames.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
    expect(before).toHaveLength(ids.length);
    for (const height of before) expect(height).toBeGreaterThan(100);

    await gallery.scrollIntoViewIfNeeded();
    const first = company.images.gallery[0];
    const photo = gallery.getByRole('img', { name: first?.alt });
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // A 375 px phone at density 1 takes a stored width, as webp, through the image proxy.
    expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/_ipx\/w_\d+,f_webp\//);
    const after = await frames.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
    expect(after).toEqual(before);
    await page.context().close();
  });

  it('shows its photos without JavaScript too', async () => {
    const company = await companyWithGallery(origin);
    const page = await openPage(browser, { width: 1280, javaScript: false });
    await page.goto(`${origin}/entreprises/${company.alias}`);
    const alts = company.images.gallery.map((image) => image.alt).filter(Boolean);
    for (const alt of alts) await expect.poll(() => page.getByRole('img', { name: alt }).count()).toBe(1);
    await page.context().close();
  });
});

describe('what the company offers', () => {
  for (const width of [375, 1280])
    it(`lists the API's perks as cards between the presentation and the gallery, at ${width} px`, async () => {
      const company = await companyWithGallery(origin);
      expect(company.perks.length).toBeGreaterThan(0);
      const page = await openPage(browser, { width });
      await page.goto(`${origin}/entreprises/${company.alias}`);
      await hydrated(page);
      const section = page.getByRole('region', { name: siteFr.company.perks });
      const cards = section.getByRole('listitem');
      expect(await cards.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
        company.perks.map((perk) => perk.title),
      );
      for (const perk of company.perks.filter((p) => p.text))
        await expect.poll(() => section.getByText(perk.text).count()).toBe(1);
      const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;
      const gallery = page.getByRole('region', { name: `La vie chez ${company.name}` });
      expect(await top(page.getByRole('heading', { level: 1 }))).toBeLessThan(await top(section));
      expect(await top(section)).toBeLessThan(await top(gallery));
      // Cards stay within the page: one column on a phone, several side by side on a wide screen.
      const lefts = new Set(await cards.evaluateAll((items) => items.map((i) => i.getBoundingClientRect().left)));
      expect(lefts.size > 1).toBe(width > 375);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, `company-perks-${width}`, false);
      await page.context().close();
    });

  it('reads in dark mode and in the gouv theme, with no serious axe finding', async () => {
    const company = await companyWithGallery(origin);
    const page = await openPage(browser, { width: 375 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${inject('site').gouvOrigin}/entreprises/${company.alias}`);
    await hydrated(page);
    const section = page.getByRole('region', { name: siteFr.company.perks });
    expect(await section.getByRole('listitem').count()).toBe(company.perks.length);
    const violations = await seriousViolations(page);
    expect(violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes[0]?.target)}`)).toEqual([]);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'company-perks-375-gouv-dark', false);
    await page.context().close();
  });
});
