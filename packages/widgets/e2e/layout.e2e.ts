import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openFixture } from './index';

/**
 * Every widget at the reference phone width and on a desktop, in both languages and themes:
 * nothing overflows sideways at 375 px, and a viewport screenshot of each is kept for review.
 */
const VIEWS = [
  { width: 375, height: 812, lang: 'fr', theme: 'default', mode: 'light' },
  { width: 375, height: 812, lang: 'en', theme: 'gouv', mode: 'dark' },
  { width: 1280, height: 900, lang: 'fr', theme: 'gouv', mode: 'light' },
  { width: 1280, height: 900, lang: 'en', theme: 'default', mode: 'light' },
] as const;

let browser: Browser;
let slug: string;
let alias: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const { apiOrigin } = inject('stack');
  const post = (path: string) =>
    fetch(`${apiOrigin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  const jobs = (await (await post('/api/jobs/get-all-jobs')).json()) as { results: { slug: string }[] };
  const companies = (await (await post('/api/companies/list')).json()) as { results: { alias: string }[] };
  slug = jobs.results[0]?.slug ?? '';
  alias = companies.results[0]?.alias ?? '';
});
afterAll(() => browser.close());

const SHOTS = new URL('./screenshots/', import.meta.url).pathname;

async function show(page: Page, html: string, shot: string) {
  await openFixture(page, html, { hostile: false });
  // Wait for the widget's content, not just its shell.
  await page.waitForFunction(() => {
    const host = document.querySelector('main > *');
    return (host?.shadowRoot?.textContent?.trim().length ?? 0) > 40;
  });
  await page.waitForTimeout(400);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}${shot}.png` });
  return page.evaluate(() => document.documentElement.scrollWidth);
}

describe.each(VIEWS)('widgets at $width px, $lang, $theme, $mode', (view) => {
  const attrs = `lang="${view.lang}" theme="${view.theme}" color-mode="${view.mode}"`;
  const widgets = () => [
    ['job-list', `<baobab-job-list ${attrs} job-href="/jobs/{slug}"></baobab-job-list>`],
    ['company-list', `<baobab-company-list ${attrs}></baobab-company-list>`],
    ['job-detail', `<baobab-job-detail ${attrs} slug="${slug}"></baobab-job-detail>`],
    ['company-page', `<baobab-company-page ${attrs} alias="${alias}"></baobab-company-page>`],
  ];

  it('renders every widget without sideways overflow', async () => {
    const context = await browser.newContext({ viewport: { width: view.width, height: view.height } });
    const page = await context.newPage();
    for (const [name, html] of widgets()) {
      const scrollWidth = await show(page, html ?? '', `${name}-${view.width}-${view.lang}-${view.theme}-${view.mode}`);
      expect(scrollWidth, `${name} overflows`).toBeLessThanOrEqual(view.width);
    }
    await context.close();
  });
});

describe('theming from the host page', () => {
  const buttonBackground = (page: Page) =>
    page.evaluate(() => {
      const button = document.querySelector('baobab-newsletter')?.shadowRoot?.querySelector('button');
      return button ? getComputedStyle(button).backgroundColor : null;
    });

  it('lets the page set --baobab-* properties on the element', async () => {
    const page = await browser.newPage();
    await openFixture(page, '<baobab-newsletter></baobab-newsletter>', {
      hostile: false,
      head: '<style>baobab-newsletter { --baobab-color-primary: rgb(200, 0, 0); }</style>',
    });
    await expect.poll(() => buttonBackground(page)).toBe('rgb(200, 0, 0)');
    await page.close();
  });

  it('applies a theme given as a page default, not only as an attribute', async () => {
    const page = await browser.newPage();
    await openFixture(page, '<baobab-newsletter></baobab-newsletter>', {
      hostile: false,
      head: `<script>window.Baobab = window.Baobab || function () { (Baobab.q = Baobab.q || []).push(arguments); };
Baobab('init', { theme: 'gouv' });</script>`,
    });
    await expect.poll(() => buttonBackground(page)).toBe('rgb(0, 0, 145)');
    await page.close();
  });
});
