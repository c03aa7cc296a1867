import { resources } from '@baobab/core';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { deepFocus, launchBrowser, openFixture, screenshot, seriousViolations, tabTo } from './index';

/** The lists and the company page, keyboard only and axe-clean, on a hostile page at 375 px. */

const fr = resources.fr.translation;
const en = resources.en.translation;

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  page = await context.newPage();
});
afterEach(() => context.close());

async function api<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${inject('stack').apiOrigin}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** Axe's serious and critical violations, as readable lines (an empty list passes). */
async function axeProblems(): Promise<string[]> {
  return (await seriousViolations(page)).map(
    (v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
  );
}

/** The focused element's attribute, through shadow roots. */
const focusedAttr = (name: string) =>
  page.evaluate((attr) => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.getAttribute(attr) ?? null;
  }, name);

const cards = (list: Locator) => list.locator('ul[part=list] > li');
const status = (list: Locator) => list.getByRole('status');
const loaded = (list: Locator) =>
  expect.poll(() => status(list).textContent()).not.toMatch(/^(Chargement…|Loading…|)$/);

describe('<baobab-job-list> (fr)', () => {
  const list = () => page.locator('baobab-job-list');

  it('has no serious axe violation, first render and empty state with the call-to-action', async () => {
    await openFixture(page, '<baobab-job-list></baobab-job-list>');
    await loaded(list());
    expect(await cards(list()).count()).toBe(20);
    expect(await axeProblems()).toEqual([]);
    await screenshot(page, 'lists-a11y-job-list-fr', { fullPage: false });

    await list().getByLabel(fr.jobs.search_label).fill('zzzqqq');
    await list().getByLabel(fr.jobs.search_label).press('Enter');
    await expect.poll(() => status(list()).textContent()).toBe(fr.errors.no_match);
    await list().locator('button[aria-pressed=false]').first().click();
    await expect.poll(() => list().locator('button[aria-pressed=true]').count()).toBe(1);
    await expect.poll(() => status(list()).textContent()).toBe(fr.errors.no_match);
    expect(await list().getByRole('link', { name: fr.jobs.cta_button }).isVisible()).toBe(true);
    expect(await axeProblems()).toEqual([]);
    await screenshot(page, 'lists-a11y-job-list-empty-fr', { fullPage: false });
  });

  it('works with the keyboard only: search, a domain tag, load more', async () => {
    const { total } = await api<{ total: number }>('/api/jobs/get-all-jobs?keyword=ingenieur', { page: 1, limit: 1 });
    await openFixture(page, '<baobab-job-list></baobab-job-list>');
    await loaded(list());
    await tabTo(page, (f) => f.tag === 'input', 'the search input');
    await page.keyboard.type('ingenieur');
    await page.keyboard.press('Enter');
    await expect.poll(() => status(list()).textContent()).toBe(fr.jobs.count_other.replace('{{count}}', String(total)));
    const titles = await cards(list()).locator('h2, h3').allTextContents();
    expect(titles.length).toBe(20);
    // An English offer's 'Engineer' is the same word (core's synonyms): both languages' titles come.
    for (const title of titles) expect(title).toMatch(/Ingénieur|Engineer/);

    await tabTo(page, (f) => f.tag === 'button' && f.text !== fr.jobs.search, 'a domain tag', 3);
    expect(await focusedAttr('aria-pressed')).toBe('false');
    await page.keyboard.press('Space');
    await expect.poll(() => focusedAttr('aria-pressed')).toBe('true');
    await loaded(list());
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedAttr('aria-pressed')).toBe('false');
    await expect.poll(() => status(list()).textContent()).toBe(fr.jobs.count_other.replace('{{count}}', String(total)));

    await tabTo(page, (f) => f.text === fr.jobs.load_more, 'load more');
    await page.keyboard.press('Enter');
    await expect.poll(() => cards(list()).count()).toBe(Math.min(total, 40));
    const focus = await deepFocus(page);
    expect(focus.tag).toBe('a');
    expect(await cards(list()).nth(20).locator('a').first().textContent()).toBe(focus.text);
  });

  it('appends 20 cards from the first page with the keyboard, focus on the first new one', async () => {
    await openFixture(page, '<baobab-job-list></baobab-job-list>');
    await loaded(list());
    expect(await cards(list()).count()).toBe(20);
    await tabTo(page, (f) => f.text === fr.jobs.load_more, 'load more');
    await page.keyboard.press('Enter');
    await expect.poll(() => cards(list()).count()).toBe(40);
    const focus = await deepFocus(page);
    expect(focus.tag).toBe('a');
    expect(await cards(list()).nth(20).locator('a').first().textContent()).toBe(focus.text);
  });

  it('says so in English when no offer matches', async () => {
    await openFixture(page, '<baobab-job-list lang="en"></baobab-job-list>', { lang: 'en' });
    await loaded(list());
    await list().getByLabel(en.jobs.search_label).fill('zzzqqq');
    await list().getByLabel(en.jobs.search_label).press('Enter');
    await expect.poll(() => status(list()).textContent()).toBe('None of our offers match your search.');
    expect(await axeProblems()).toEqual([]);
  });
});

describe('<baobab-company-list lang="en">', () => {
  const list = () => page.locator('baobab-company-list');

  it('has no serious axe violation and loads more with the keyboard', async () => {
    const { total } = await api<{ total: number }>('/api/companies/list', { page: 1, limit: 1 });
    await openFixture(page, '<baobab-company-list lang="en"></baobab-company-list>', { lang: 'en' });
    await loaded(list());
    const before = await cards(list()).count();
    expect(before).toBeLessThan(total);
    expect(await axeProblems()).toEqual([]);
    await tabTo(page, (f) => f.text === en.companies.load_more, 'load more');
    await page.keyboard.press('Enter');
    await expect.poll(() => cards(list()).count()).toBe(Math.min(total, before * 2));
    const focus = await deepFocus(page);
    expect(focus.tag).toBe('a');
    expect(await cards(list()).nth(before).locator('a').first().textContent()).toBe(focus.text);
    expect(await axeProblems()).toEqual([]);
  });
});

describe('<baobab-company-page>', () => {
  const widget = () => page.locator('baobab-company-page');

  async function spontaneousAlias(): Promise<string> {
    const { results } = await api<{ results: { alias: string }[] }>('/api/companies/list', { page: 1, limit: 100 });
    for (const { alias } of results) {
      const company = await api<{ spontaneousApplications: boolean; chat: boolean }>(`/api/companies/${alias}`);
      // Without chat (no partner key): the three public tabs (chat.e2e.ts walks a company with it).
      if (company.spontaneousApplications && !company.chat) return alias;
    }
    throw new Error('no demo company takes spontaneous applications');
  }

  it('is axe-clean on each tab and follows the tabs pattern with the keyboard', async () => {
    const alias = await spontaneousAlias();
    await openFixture(page, `<baobab-company-page alias="${alias}"></baobab-company-page>`);
    const tabs = widget().getByRole('tab');
    // The widget's chunk, its catalogue and the company arrive first: seconds on a loaded machine.
    await expect.poll(() => tabs.count()).toBe(3);
    const names = await tabs.allTextContents();
    expect(names).toEqual([
      fr.companies.tabs.description,
      fr.companies.tabs['offres-d-emploi'],
      fr.companies.tabs.publications,
    ]);
    const panel = () => widget().locator('[role=tabpanel]:not([hidden])');
    expect(await axeProblems()).toEqual([]);

    await tabTo(page, (f) => f.text === names[0], 'the selected tab');
    expect(await focusedAttr('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => deepFocus(page).then((f) => f.text)).toBe(names[1]);
    expect(await focusedAttr('aria-selected')).toBe('true');
    await expect.poll(() => panel().locator('li').first().locator('h2').textContent()).toBe('Candidature spontanée');
    expect(await panel().getAttribute('aria-labelledby')).toBe(await focusedAttr('id'));
    await expect.poll(() => panel().getAttribute('aria-busy')).toBe(null);
    await expect.poll(() => panel().locator('ul.bj-cp-list').getAttribute('aria-busy')).toBe('false');
    expect(await axeProblems()).toEqual([]);
    await screenshot(page, 'lists-a11y-company-page-jobs', { fullPage: false });

    await page.keyboard.press('End');
    await expect.poll(() => deepFocus(page).then((f) => f.text)).toBe(names[2]);
    await expect.poll(() => panel().getAttribute('aria-labelledby')).toBe(await focusedAttr('id'));
    await page.waitForTimeout(500);
    expect(await axeProblems()).toEqual([]);
    await page.keyboard.press('Home');
    await expect.poll(() => deepFocus(page).then((f) => f.text)).toBe(names[0]);
    expect(await focusedAttr('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => deepFocus(page).then((f) => f.text)).toBe(names[2]);
  });
});
