import { resources, type Tag } from '@baobab/core';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hydrated, launchBrowser, openPage, watchErrors } from './support/site';

/**
 * Browse → offer → back on the board (docs/product.md §2.1, §2.2): the list comes back with its
 * keyword, domain, pages of "more" and scroll position, from the URL; a reload and the server's
 * first HTML show the same list.
 */
const fr = resources.fr.translation;

let browser: Browser;
let origin: string;

beforeAll(async () => {
  browser = await launchBrowser();
  origin = inject('site').origin;
});
afterAll(() => browser.close());

const postJson = async <T>(path: string, body: unknown) =>
  (await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((r) => r.json())) as T;

/** A domain and a keyword of the demo data that match more than one page of offers together. */
async function searchOfTwoPages(): Promise<{ tag: Tag; keyword: string }> {
  const tags = (await (await fetch(`${origin}/api/tags/all`)).json()) as Tag[];
  const byDomain = (ids: number[], keyword?: string) =>
    postJson<{ title: string }[]>('/api/jobs/filter-job-by-activity-domain', { ids, keyword, page: 1, limit: 100 });
  for (const tag of tags) {
    const counts = new Map<string, number>();
    for (const { title } of await byDomain([tag.id])) {
      for (const word of new Set(title.toLowerCase().split(/[^\p{L}]+/u))) {
        if (word.length >= 6) counts.set(word, (counts.get(word) ?? 0) + 1);
      }
    }
    const words = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 3);
    for (const [keyword] of words) {
      if ((await byDomain([tag.id], keyword)).length >= 25) return { tag, keyword };
    }
  }
  throw new Error('no domain and keyword of the demo data fill two pages');
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls like a reader (the wheel) until card `index` (one loaded by "more") sits in view. */
async function scrollToCard(page: Page, cards: Locator, index: number) {
  const card = cards.nth(index);
  const top = (await card.boundingBox())?.y ?? 0;
  await page.mouse.move(100, 300);
  await page.mouse.wheel(0, top - 200);
  // Settled once two reads a moment apart agree (the wheel scrolls smoothly).
  let last = -1;
  await expect
    .poll(async () => {
      const previous = last;
      last = await scrollY(page);
      return previous === last;
    })
    .toBe(true);
  expect(last).toBeGreaterThan(500);
  return card;
}

/** Opens a card's page by its link, then goes back to the list. Answers where the list was left. */
async function openAndGoBack(page: Page, card: Locator) {
  const y = await scrollY(page);
  const link = card.locator('a').first();
  const title = (await link.textContent()) ?? '';
  const listUrl = page.url();
  await link.click();
  await expect.poll(() => page.getByRole('heading', { level: 1, name: title }).count()).toBe(1);
  expect(page.url()).not.toBe(listUrl);
  await page.goBack();
  await expect.poll(() => page.url()).toBe(listUrl);
  return y;
}

const cardCountInHtml = (html: string) => html.split('class="bj-card bj-list-card"').length - 1;

describe.each([375, 1280])('back keeps your place at %i px', (width) => {
  it('brings the job list back with its keyword, domain, pages and scroll; a reload keeps them', async () => {
    const { tag, keyword } = await searchOfTwoPages();
    const page = await openPage(browser, { width });
    const errors = watchErrors(page);
    const cards = page.locator('.bj-job-list article');
    await page.goto(`${origin}/jobs`);
    await hydrated(page);

    await page.getByLabel(fr.jobs.search_label).fill(keyword);
    await page.getByRole('button', { name: fr.jobs.search, exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe(keyword);
    const toggle = page.getByRole('button', { name: tag.label.fr, exact: true });
    await toggle.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('domains')).toBe(String(tag.id));
    await expect.poll(() => cards.count()).toBe(20);
    await page.getByRole('button', { name: fr.jobs.load_more }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('pages')).toBe('2');
    const shown = await cards.count();
    expect(shown).toBeGreaterThan(20);

    // Back is a page load of its own on an islands page (or the browser's page cache): what the
    // reader sees comes back either way, the server rendering the list the URL describes.
    const y = await openAndGoBack(page, await scrollToCard(page, cards, 21));
    await expect.poll(() => cards.count()).toBe(shown);
    expect(await page.getByLabel(fr.jobs.search_label).inputValue()).toBe(keyword);
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(Math.abs((await scrollY(page)) - y)).toBeLessThan(40);

    const url = page.url();
    await page.reload();
    await hydrated(page);
    expect(await cards.count()).toBe(shown);
    expect(await page.getByLabel(fr.jobs.search_label).inputValue()).toBe(keyword);
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(Math.abs((await scrollY(page)) - y)).toBeLessThan(40);
    // The first paint already holds them: the server renders the URL's list.
    expect(cardCountInHtml(await (await fetch(url)).text())).toBe(shown);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('brings the company list back with its pages and scroll', async () => {
    const page = await openPage(browser, { width });
    const cards = page.locator('.bj-company-list article');
    await page.goto(`${origin}/entreprises`);
    await hydrated(page);
    await page.getByRole('button', { name: fr.companies.load_more }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('pages')).toBe('2');
    const shown = await cards.count();
    expect(shown).toBeGreaterThan(19);
    const y = await openAndGoBack(page, await scrollToCard(page, cards, shown - 1));
    await expect.poll(() => cards.count()).toBe(shown);
    expect(Math.abs((await scrollY(page)) - y)).toBeLessThan(40);
    await page.context().close();
  });

  it("brings a company's jobs tab back with its pages and scroll", async () => {
    // Every company, page by page (a page holds at most the list's maximum).
    const results: { alias: string; jobCount: number }[] = [];
    for (let page = 1; ; page++) {
      const answer = await postJson<{ results: { alias: string; jobCount: number }[]; totalPages: number }>(
        '/api/companies/list',
        { page, limit: 50 },
      );
      results.push(...answer.results);
      if (page >= answer.totalPages) break;
    }
    const [company] = results.sort((a, b) => b.jobCount - a.jobCount);
    expect(company?.jobCount).toBeGreaterThan(20);
    const page = await openPage(browser, { width });
    const cards = page.locator('.bj-cp-list article');
    await page.goto(`${origin}/entreprises/${company?.alias}/offres-d-emploi`);
    await hydrated(page);
    await expect.poll(() => cards.count()).toBe(20);
    await page.getByRole('button', { name: fr.jobs.load_more }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('pages')).toBe('2');
    const shown = await cards.count();
    const y = await openAndGoBack(page, await scrollToCard(page, cards, shown - 1));
    await expect.poll(() => cards.count()).toBe(shown);
    expect(Math.abs((await scrollY(page)) - y)).toBeLessThan(40);

    // Another tab and back: the panel kept its pages, and so does the URL.
    await page.getByRole('tab', { name: fr.companies.tabs.description }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/description$/);
    expect(new URL(page.url()).searchParams.has('pages')).toBe(false);
    await page.getByRole('tab', { name: fr.companies.tabs['offres-d-emploi'] }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('pages')).toBe('2');
    expect(await cards.count()).toBe(shown);
    await page.context().close();
  });
});
