import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, openFixture, screenshot } from './index';

/**
 * The job list's typing suggestions on the demo board at 375 px, by keyboard: typed, moved through
 * with the arrows, Enter searches the one chosen, Escape closes; in both languages and themes.
 */

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  page = await context.newPage();
});
afterEach(() => context.close());

const list = () => page.locator('baobab-job-list');
const cards = () => list().locator('ul[part=list] > li');

/**
 * Types `typed` at phone speed and waits until the list shows the answer for the whole word. On a
 * loaded machine the keystrokes can fall more than the debounce apart, so the list may first open
 * on a shorter prefix's answer and change under the test's feet when the last one lands.
 */
async function typeAndAwaitSuggestions(box: Locator, typed: string) {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname.endsWith('/suggestions') && url.searchParams.get('keyword') === typed;
  });
  await box.pressSequentially(typed, { delay: 40 });
  const { suggestions } = (await (await answered).json()) as { suggestions: string[] };
  await expect.poll(() => list().getByRole('option').allTextContents()).toEqual(suggestions);
}

describe('typing suggestions', () => {
  it.each([
    {
      lang: 'fr',
      theme: 'default',
      mode: 'light',
      typed: 'ressou',
      domain: 'Ressources humaines',
      count: /^\d suggestions?$/,
    },
    {
      lang: 'en',
      theme: 'gouv',
      mode: 'dark',
      typed: 'human',
      domain: 'Human Resources',
      count: /^\d suggestions?$/,
    },
  ])('($lang, $theme) proposes titles and domains, the arrows choose, Enter searches, Escape closes', async (view) => {
    await openFixture(
      page,
      `<baobab-job-list lang="${view.lang}" theme="${view.theme}" color-mode="${view.mode}"></baobab-job-list>`,
      { lang: view.lang },
    );
    await expect.poll(() => cards().count()).toBe(20);
    const box = list().locator('input[name=keyword]');
    await box.click();
    await typeAndAwaitSuggestions(box, view.typed);
    const listbox = list().getByRole('listbox');
    await expect.poll(() => listbox.isVisible()).toBe(true);
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
    expect(await box.getAttribute('role')).toBe('combobox');
    expect(await box.getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'));
    const options = listbox.getByRole('option');
    const labels = await options.allTextContents();
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.length).toBeLessThanOrEqual(8);
    // The domain in the widget's language only.
    expect(labels).toContain(view.domain);
    const live = list().locator('[aria-live="polite"][aria-atomic="true"]');
    await expect.poll(() => live.textContent()).toMatch(view.count);

    // Down twice: the second, or the first again round the end of a list of one.
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    const index = 1 % labels.length;
    const second = options.nth(index);
    const secondId = await second.getAttribute('id');
    await expect.poll(() => box.getAttribute('aria-activedescendant')).toBe(secondId);
    await expect.poll(() => second.getAttribute('aria-selected')).toBe('true');
    await screenshot(page, `keyword-suggestions-${view.lang}-${view.theme}`, { fullPage: false });

    const chosen = labels[index] ?? '';
    const searched = page.waitForRequest(
      (request) => new URL(request.url()).searchParams.get('keyword') === chosen && request.method() === 'POST',
    );
    await box.press('Enter');
    await searched;
    expect(await box.inputValue()).toBe(chosen);
    await expect.poll(() => listbox.isVisible()).toBe(false);
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => cards().count()).toBeGreaterThan(0);

    // Escape closes the list and keeps what is typed (not the browser's clearing of a search box).
    await box.fill('');
    await typeAndAwaitSuggestions(box, view.typed);
    await expect.poll(() => listbox.isVisible()).toBe(true);
    await box.press('Escape');
    await expect.poll(() => listbox.isVisible()).toBe(false);
    expect(await box.inputValue()).toBe(view.typed);
  });
});
