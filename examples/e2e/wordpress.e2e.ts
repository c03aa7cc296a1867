import { launchBrowser, screenshot } from '@baobab/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startWordPress } from './support/wordpress';

/**
 * examples/wordpress: Debian's WordPress with MariaDB and PHP, installed by script, the careers
 * snippet pasted into a Custom HTML block and into classic content — where wpautop wraps it in
 * <p> and adds a <br />, and wptexturize writes the & of its link template as &#038;.
 */
let browser: Browser;
let wordpress: Awaited<ReturnType<typeof startWordPress>>;

beforeAll(async () => {
  [browser, wordpress] = await Promise.all([launchBrowser(), startWordPress()]);
});
afterAll(async () => {
  await browser?.close();
  await wordpress?.stop();
});

describe('examples/wordpress', () => {
  for (const [page, what] of [
    ['carrieres-bloc', 'a Custom HTML block'],
    ['carrieres-classique', 'classic content'],
  ] as const) {
    it(`shows the company's offers from ${what}, its links whole`, async () => {
      const html = await (await fetch(`${wordpress.origin}/?pagename=${page}`)).text();
      // What WordPress made of the snippet: the & rewritten in both, the <p> wrapping only in classic content.
      expect(html).toContain('?source=wordpress&#038;utm_medium=widget');
      expect(/<p><script [^>]*baobab\.js[^>]*><\/script><br \/>\s*<baobab-job-list/.test(html)).toBe(
        page === 'carrieres-classique',
      );
      const tab = await browser.newPage({ viewport: { width: 375, height: 812 } });
      const errors: string[] = [];
      tab.on('pageerror', (error) => errors.push(error.message));
      await tab.goto(`${wordpress.origin}/?pagename=${page}`);
      const list = tab.locator('baobab-job-list');
      await list.locator('[part~="card"]').first().waitFor();
      expect(new Set(await list.locator('.bj-job-card__company').allTextContents())).toEqual(
        new Set(['Teranga Digital']),
      );
      // The link template came through the rewriting: one real & between its two parameters.
      const href = await list.locator('[part~="card"] a').first().getAttribute('href');
      expect(href).toMatch(
        new RegExp(`^${inject('stack').apiOrigin}/offres/[\\w-]+\\?source=wordpress&utm_medium=widget$`),
      );
      expect(await tab.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
      await screenshot(tab, `wordpress-${page}-375`);
      await tab.close();
    });
  }
});
