import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { siteFr } from '../src/i18n/fr';
import { browserBehindCuttingProxy } from './support/cutting';
import { companyWithGallery } from './support/samples';
import { hydrated } from './support/site';

/**
 * A reader sparing data taps a gallery photo's button and the network goes while the photo comes
 * (a real cut: a proxy between the browser and the board drops the connection, which `setOffline`
 * cannot do to a download under way). The button comes back saying so, and a later tap brings the
 * photo.
 */
const cutting = browserBehindCuttingProxy();

/** A 375 px phone with its data saver on, the whole site through the proxy. */
async function sparingPhone(): Promise<Page> {
  const context = await cutting.browser.newContext({
    viewport: { width: 375, height: 812 },
    locale: 'fr-FR',
    extraHTTPHeaders: { 'Save-Data': 'on' },
  });
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      get: () => ({ saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} }),
      configurable: true,
    });
  });
  return context.newPage();
}

describe('a gallery photo cut off on its way', () => {
  it('brings the button back, saying the photo did not load, and a later tap brings it', async () => {
    const company = await companyWithGallery(inject('site').origin);
    const first = company.images.gallery[0];
    const page = await sparingPhone();
    await page.goto(`${cutting.proxy.origin}/entreprises/${company.alias}`, { waitUntil: 'networkidle' });
    await hydrated(page);
    const gallery = page.getByRole('region', { name: `La vie chez ${company.name}` });
    await gallery.scrollIntoViewIfNeeded();
    const buttons = gallery.getByRole('button', { name: /Afficher la photo/ });
    await expect.poll(() => buttons.count()).toBe(company.images.gallery.length);

    // Half a kilobyte a second: the photo (a few kilobytes) is still coming when the network goes.
    cutting.proxy.throttleReplies(512);
    const started = page.waitForRequest((request) => request.url().includes(first?.id as string));
    await buttons.first().click();
    await started;
    await page.waitForTimeout(300);
    await cutting.proxy.cut(1_000);
    cutting.proxy.throttleReplies(null);

    const again = gallery.getByRole('button', { name: new RegExp(siteFr.company.photo_failed) });
    await again.waitFor({ timeout: 10_000 });
    expect(await gallery.locator('img').count()).toBe(0);
    // The focus was on the photo: it is on the button, whose name says what happened.
    expect(await again.evaluate((button) => button === document.activeElement)).toBe(true);

    await again.click();
    const photo = gallery.locator('img').first();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(await gallery.getByRole('button', { name: new RegExp(siteFr.company.photo_failed) }).count()).toBe(0);
    await page.context().close();
  });
});
