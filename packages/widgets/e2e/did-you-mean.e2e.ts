import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, openFixture, screenshot } from './index';

/** The job list's empty state offers the closest query with offers, at 375 px, in both languages. */

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

const list = () => page.locator('baobab-job-list');
const cards = () => list().locator('ul[part=list] > li');

describe('did you mean', () => {
  it.each([
    ['fr', 'comptable zzzxq', 'Vouliez-vous dire « comptable » ?'],
    ['en', 'comptable zzzxq', 'Did you mean “comptable”?'],
  ])('(%s) proposes the closest query when a search finds nothing, and searches it', async (lang, typed, line) => {
    await openFixture(page, `<baobab-job-list lang="${lang}"></baobab-job-list>`);
    await expect.poll(() => cards().count()).toBe(20);
    const input = list().locator('input[name=keyword]');
    await input.fill(typed);
    await input.press('Enter');
    const proposal = list().getByRole('button', { name: line });
    await expect.poll(() => proposal.isVisible()).toBe(true);
    expect(await cards().count()).toBe(0);
    await screenshot(page, `did-you-mean-${lang}`, { fullPage: false });
    await proposal.click();
    await expect.poll(() => cards().count()).toBeGreaterThan(0);
    expect(await input.inputValue()).toBe('comptable');
  });
});
