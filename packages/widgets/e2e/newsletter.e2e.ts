import { resources } from '@baobab/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, openFixture, screenshot, seriousViolations } from './index';

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
  context = await browser.newContext({ viewport: { width: 375, height: 700 } });
  page = await context.newPage();
});
afterEach(() => context.close());

const widget = (selector = 'baobab-newsletter') => page.locator(selector);
const email = () => `e2e-${Math.random().toString(36).slice(2)}@example.com`;

/** Computed style of the first element matching `inner` inside the widget's shadow root. */
function style(inner: string, property: string, host = 'baobab-newsletter') {
  return page.evaluate(
    ([h, i, p]) => {
      const node = document.querySelector(h!)?.shadowRoot?.querySelector(i!);
      return node ? getComputedStyle(node).getPropertyValue(p!) : null;
    },
    [host, inner, property],
  );
}

/** The element that really has focus, through shadow roots. */
const focused = () =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active
      ? `${active.localName}${active.getAttribute('type') ? `[type=${active.getAttribute('type')}]` : ''}`
      : null;
  });

describe('<baobab-newsletter> on a hostile partner page', () => {
  it("renders with the widget's own styles and subscribes", async () => {
    await openFixture(page, '<baobab-newsletter></baobab-newsletter>');
    await expect.poll(() => widget().getByRole('heading').textContent()).toBe(fr.footer.newsletter_title);
    // 1.25em of the host's 16px, whatever the page's `html { font-size: 62.5% }` and `all: unset`.
    expect(await style('h2', 'font-size')).toBe('20px');
    expect(await style('h2', 'font-family')).toMatch(/system-ui/);
    expect(await style('h2', 'color')).toBe('rgb(17, 24, 39)');
    expect(await style('button', 'background-color')).toBe('rgb(21, 128, 61)');
    expect(await style('button', 'min-height')).toBe('44px');
    expect(await style('.bj-field', 'display')).toBe('grid');
    await screenshot(page, 'newsletter-hostile-idle');
    await widget().getByLabel(fr.footer.newsletter_placeholder).fill(email());
    await widget().getByRole('button', { name: fr.footer.newsletter_submit }).click();
    await expect.poll(() => widget().getByRole('status').textContent()).toBe(fr.success.newsletter_confirm_sent);
    expect(await widget().locator('form').count()).toBe(0);
    await screenshot(page, 'newsletter-hostile-success');
  });

  it('does nothing on an empty email', async () => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/contacts/subscribe')) calls.push(request.url());
    });
    await openFixture(page, '<baobab-newsletter></baobab-newsletter>');
    await widget().getByRole('button', { name: fr.footer.newsletter_submit }).click();
    await page.waitForTimeout(300);
    expect(calls).toEqual([]);
    expect(await widget().getByRole('status').textContent()).toBe('');
  });

  it('speaks English with lang="en", and the host page hears baobab:ready', async () => {
    await page.addInitScript(() => {
      const seen: unknown[] = [];
      Object.assign(window, { readyEvents: seen });
      document.addEventListener('baobab:ready', (event) => seen.push((event as CustomEvent).detail));
    });
    await openFixture(page, '<baobab-newsletter lang="en"></baobab-newsletter>', { lang: 'en' });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { readyEvents: unknown[] }).readyEvents))
      .toEqual([{ widget: 'newsletter' }]);
    expect(await widget().getByRole('heading').textContent()).toBe(en.footer.newsletter_title);
    expect(await widget().getByRole('button').textContent()).toBe(en.footer.newsletter_submit);
  });

  it("takes the gouv theme: DSFR's bleu France and square corners", async () => {
    await openFixture(
      page,
      '<baobab-newsletter id="plain"></baobab-newsletter><baobab-newsletter id="gouv" theme="gouv"></baobab-newsletter>',
    );
    await widget('#gouv').getByRole('button').waitFor();
    expect(await style('button', 'background-color', '#plain')).toBe('rgb(21, 128, 61)');
    expect(await style('button', 'background-color', '#gouv')).toBe('rgb(0, 0, 145)');
    expect(await style('.bj-input', 'border-radius', '#gouv')).toBe('0px');
  });

  it("runs the page's Baobab('init') queue and loads only the chunks it shows", async () => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await openFixture(page, '<baobab-newsletter></baobab-newsletter>', {
      head: `<script>window.Baobab = window.Baobab || function () { (Baobab.q = Baobab.q || []).push(arguments) };
Baobab('init', { lang: 'en', theme: 'gouv' });</script>`,
    });
    await expect.poll(() => widget().getByRole('heading').textContent()).toBe(en.footer.newsletter_title);
    expect(await style('button', 'background-color')).toBe('rgb(0, 0, 145)');
    expect(scripts.some((url) => url.includes('baobab-newsletter'))).toBe(true);
    expect(scripts.some((url) => /baobab-(job|company|auth)/.test(url))).toBe(false);
  });

  it('is usable with the keyboard alone', async () => {
    await openFixture(page, '<baobab-newsletter></baobab-newsletter>');
    await widget().getByRole('button').waitFor();
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('input[type=email]');
    await page.keyboard.type(email());
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('button[type=submit]');
    expect(await style('button:focus-visible', 'outline-style')).toBe('solid');
    await page.keyboard.press('Enter');
    await expect.poll(() => widget().getByRole('status').textContent()).toBe(fr.success.newsletter_confirm_sent);
  });

  it('has no serious or critical accessibility violations (axe-core), idle and after an error', async () => {
    await openFixture(page, '<h1>Partner</h1><baobab-newsletter></baobab-newsletter>', { hostile: false });
    await widget().getByRole('button').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.route('**/api/contacts/subscribe', (route) =>
      route.fulfill({ status: 500, json: { message: 'x', code: 'GENERIC' } }),
    );
    await widget().getByLabel(fr.footer.newsletter_placeholder).fill(email());
    await widget().getByRole('button').click();
    await expect.poll(() => widget().getByRole('status').textContent()).toBe(fr.errors.newsletter_failed);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'newsletter-error');
  });
});
