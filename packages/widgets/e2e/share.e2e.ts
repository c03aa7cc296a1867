import { resources } from '@baobab/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openFixture, screenshot } from './index';

/** The share bar of `<baobab-job-detail>` at 375 px, in both languages: WhatsApp, copy, the Web Share API. */

let browser: Browser;
let context: BrowserContext;
let page: Page;
let job: { slug: string; title: string; companyDetails: { name: string } };

beforeAll(async () => {
  browser = await launchBrowser();
  const { apiOrigin } = inject('stack');
  const list = await fetch(`${apiOrigin}/api/jobs/get-all-jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, limit: 1 }),
  });
  [job] = (await list.json()).results;
});
afterAll(() => browser.close());
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  page = await context.newPage();
});
afterEach(() => context.close());

const bar = () =>
  page.locator('baobab-job-detail').getByRole('region', { name: /Partager cette offre|Share this offer/ });

describe('share bar', () => {
  it.each(['fr', 'en'] as const)(
    '(%s) shares on WhatsApp with a tagged link, and copies the link with an announcement',
    async (lang) => {
      const t = resources[lang].translation.jobs.share;
      const address = await openFixture(
        page,
        `<baobab-job-detail slug="${job.slug}" lang="${lang}"></baobab-job-detail>`,
      );
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(address).origin });
      await bar().waitFor();

      const whatsapp = bar().getByRole('link', { name: 'WhatsApp' });
      const href = String(await whatsapp.getAttribute('href'));
      expect(href.startsWith('https://wa.me/?text=')).toBe(true);
      const [message, shared] = decodeURIComponent(href.slice('https://wa.me/?text='.length)).split('\n');
      expect(message).toBe(t.message.replace('{{title}}', job.title).replace('{{company}}', job.companyDetails.name));
      const url = new URL(String(shared));
      expect(url.origin + url.pathname).toBe(new URL(address).origin + new URL(address).pathname);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({ utm_source: 'whatsapp', utm_medium: 'share' });
      expect(await whatsapp.getAttribute('target')).toBe('_blank');

      // Without the Web Share API (desktop Chromium), no button for it.
      expect(await bar().getByRole('button', { name: t.more }).count()).toBe(0);

      const status = bar().getByRole('status');
      expect(await status.textContent()).toBe('');
      await bar().getByRole('link', { name: t.copy }).click();
      await expect.poll(() => status.textContent()).toBe(t.copied);
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      // The address WhatsApp got, without its campaign tags.
      const untagged = new URL(url);
      for (const name of ['utm_source', 'utm_medium']) untagged.searchParams.delete(name);
      expect(copied).toBe(untagged.toString());
      expect(copied).not.toContain('utm_');
      await screenshot(bar(), `share-bar-${lang}`);
      await screenshot(page, `share-bar-page-${lang}`, { fullPage: false });
    },
  );

  it('offers the device share sheet where the browser has the Web Share API', async () => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        value: (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
          return Promise.resolve();
        },
      });
    });
    await openFixture(page, `<baobab-job-detail slug="${job.slug}" lang="fr"></baobab-job-detail>`);
    const share = bar().getByRole('button', { name: resources.fr.translation.jobs.share.more });
    await share.click();
    const shared = await page.evaluate(() => (window as unknown as { shared: ShareData }).shared);
    expect(shared.title).toBe(job.title);
    expect(new URL(String(shared.url)).searchParams.get('utm_source')).toBe('web_share');
  });
});
