import { resources } from '@baobab/core';
import { launchBrowser, screenshot } from '@baobab/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPartnerServer } from './support/partner-server';

/**
 * examples/partner-server: the partner's Node server puts the job list and each offer's page in its
 * HTML with @baobab/widgets/server; without JavaScript the offers and their JobPosting are there, and
 * with it the elements take that markup over without ever removing it.
 */
const fr = resources.fr.translation;
const TITLES = '.bj-list-card__title';
let browser: Browser;
let partner: Awaited<ReturnType<typeof startPartnerServer>>;

beforeAll(async () => {
  [browser, partner] = await Promise.all([launchBrowser(), startPartnerServer()]);
});
afterAll(async () => {
  await browser?.close();
  await partner?.stop();
});

describe('examples/partner-server', () => {
  it('shows the offers and each offer’s JobPosting to a browser without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${partner.origin}/`);
    const list = page.locator('baobab-job-list');
    const titles = await list.locator(TITLES).allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((title) => title.trim().length > 0)).toBe(true);
    // Styled by the shadow root's own CSS, before any script: cards are laid out as on the board.
    const card = list.locator('[part~="card"]').first();
    expect(await card.evaluate((element) => getComputedStyle(element).borderTopLeftRadius)).toBe('12px');
    expect(await list.locator('.bj-job-card__company').first().textContent()).toBe('Teranga Digital');
    await screenshot(page, 'partner-server-no-js-1280');

    // Each card links to the offer's page on the partner's own site.
    const href = (await list.locator(`a[href^="/offres/"]`).first().getAttribute('href')) ?? '';
    await page.goto(`${partner.origin}${href}`);
    const detail = page.locator('baobab-job-detail');
    const heading = (await detail.getByRole('heading', { level: 1 }).textContent())?.trim();
    const postings = (await page.locator('head script[type="application/ld+json"]').allTextContents()).map((text) =>
      JSON.parse(text),
    );
    expect(postings).toHaveLength(1);
    const posting = postings[0];
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: heading,
      hiringOrganization: { '@type': 'Organization', name: 'Teranga Digital' },
    });
    expect(new Date(posting.datePosted).getTime()).toBeLessThanOrEqual(Date.now());
    expect(new Date(posting.validThrough).getTime()).toBeGreaterThan(Date.now());
    expect(await page.title()).toBe(`${heading} — Carrières`);
    await screenshot(page, 'partner-server-offer-no-js-1280');
    await context.close();
  });

  it('hands the markup to the element, which hydrates it without removing a title, then works', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // Before any of the page's scripts: every frame once the HTML is parsed, count the titles painted
    // and keep the first title node seen; watch the list's shadow root for any title node removed.
    await page.addInitScript((selector) => {
      const seen = {
        frames: 0,
        fewest: Number.POSITIVE_INFINITY,
        removed: 0,
        ready: false,
        first: null as Element | null,
      };
      Object.assign(window, { takeOver: seen });
      document.addEventListener('baobab:ready', () => {
        seen.ready = true;
      });
      let watched: ShadowRoot | null = null;
      const frame = () => {
        const root = document.querySelector('baobab-job-list')?.shadowRoot ?? null;
        const titles = root?.querySelectorAll(selector) ?? [];
        if (root && titles.length > 0 && !watched) {
          watched = root;
          seen.first = titles[0] ?? null;
          new MutationObserver((records) => {
            for (const record of records)
              for (const node of record.removedNodes)
                if (node instanceof Element && (node.matches(selector) || node.querySelector(selector))) seen.removed++;
          }).observe(root, { childList: true, subtree: true });
        }
        if (watched) {
          seen.frames++;
          seen.fewest = Math.min(seen.fewest, titles.length);
        }
        if (!seen.ready || seen.frames < 5) requestAnimationFrame(frame);
      };
      // From the end of the HTML's parsing: the frames before it may paint part of the list while
      // the parser is still inserting it, which is no take-over (the widget's scripts run after it).
      document.addEventListener('DOMContentLoaded', () => requestAnimationFrame(frame));
    }, TITLES);

    await page.goto(`${partner.origin}/`);
    await page.waitForFunction(() => (window as unknown as { takeOver: { ready: boolean } }).takeOver.ready, null, {
      timeout: 30_000,
    });
    const list = page.locator('baobab-job-list');
    const served = await list.locator(TITLES).count();
    const watch = await page.evaluate(() => {
      const { takeOver } = window as unknown as {
        takeOver: { frames: number; fewest: number; removed: number; first: Element | null };
      };
      return { ...takeOver, first: takeOver.first?.isConnected ?? false };
    });
    // The server's title nodes are the ones the widget now owns: hydrated, never replaced.
    expect(watch).toMatchObject({ removed: 0, first: true });
    expect(watch.frames).toBeGreaterThan(0);
    expect(watch.fewest).toBe(served);

    // The list is the live widget: a search with no match says so.
    await list.getByLabel(fr.jobs.search_label).fill('zzqxw introuvable');
    await list.getByRole('button', { name: fr.jobs.search, exact: true }).click();
    await expect.poll(() => list.getByText(fr.errors.no_match).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await list.locator(TITLES).count()).toBe(0);
    await context.close();
  });
});
