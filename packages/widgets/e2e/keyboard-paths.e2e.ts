import { resources } from '@baobab/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { focusedAxNode, tabStops, tabToVisibly } from './a11y-tree';
import { deepFocus, focusRing, launchBrowser, newEmail, openFixture, screenshot, solveAltcha } from './index';
import { plainJobs } from './plain-jobs';

/**
 * The candidate's paths with Playwright's keyboard alone, as a screen-reader user walks them: each
 * stop shows a focus ring (computed style), and what the widget says back — results, errors — is
 * read from the accessibility tree (aria snapshots, CDP's Accessibility domain), not from the DOM.
 */
const fr = resources.fr.translation;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let slug: string;

beforeAll(async () => {
  browser = await launchBrowser();
  [slug = ''] = await plainJobs();
});
afterAll(() => browser.close());
afterEach(() => context?.close());

async function openPage(body: string, width = 375) {
  context = await browser.newContext({ viewport: { width, height: 800 } });
  page = await context.newPage();
  await openFixture(page, body);
}

describe('the job list, keyboard only', () => {
  const list = () => page.locator('baobab-job-list');

  it('announces a search without results and the count after a domain filter, in the accessibility tree', async () => {
    await openPage('<baobab-job-list></baobab-job-list>');
    await expect.poll(() => list().locator('ul[part=list] > li').count()).toBe(20);
    await tabToVisibly(page, (f) => f.tag === 'input', 'the search input');
    await page.keyboard.type('zzzqqq');
    await page.keyboard.press('Enter');
    await expect.poll(() => list().ariaSnapshot()).toContain(`status: ${fr.errors.no_match}`);

    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    await expect.poll(() => list().ariaSnapshot()).toMatch(/status: \d+ offres/);
    await tabToVisibly(page, (f) => f.tag === 'button' && f.text !== fr.jobs.search, 'a domain tag', 3);
    const tag = (await deepFocus(page)).text;
    await page.keyboard.press('Space');
    // The pressed tag is a pressed toggle button for a screen reader, and the new count is said.
    await expect.poll(() => focusedAxNode(page)).toMatchObject({ role: 'button', name: tag });
    await expect.poll(() => list().ariaSnapshot()).toContain(`button "${tag}" [pressed]`);
    await expect.poll(() => list().ariaSnapshot()).toMatch(/status: \d+ offres?/);
  });

  it('loads more: focus goes to the first new result, which shows its focus ring', async () => {
    await openPage('<baobab-job-list></baobab-job-list>');
    const cards = list().locator('ul[part=list] > li');
    await expect.poll(() => cards.count()).toBe(20);
    await tabToVisibly(page, (f) => f.text === fr.jobs.load_more, 'load more');
    await page.keyboard.press('Enter');
    await expect.poll(() => cards.count()).toBe(40);
    const first = (await cards.nth(20).locator('a').first().textContent())?.trim();
    await expect.poll(() => focusedAxNode(page)).toMatchObject({ role: 'link', name: first });
    expect(await focusRing(page)).toMatchObject({ visible: true });
  });
});

describe('sign-in and sign-up, keyboard only, from the Apply button', () => {
  const detail = () => page.locator('baobab-job-detail');
  const dialog = () => page.locator('baobab-auth-modal').getByRole('dialog');

  async function openDialogFromApply() {
    await openPage(`<baobab-job-detail slug="${slug}"></baobab-job-detail><baobab-auth-modal></baobab-auth-modal>`);
    await detail().getByRole('button', { name: fr.jobs.apply }).waitFor();
    await tabToVisibly(page, (f) => f.text === fr.jobs.apply, 'Apply');
    await page.keyboard.press('Enter');
    await dialog().waitFor();
    await expect.poll(() => deepFocus(page).then((f) => f.inDialog)).toBe(true);
  }

  it('sign-up: an empty send focuses the first invalid field, its error read as its description', async () => {
    await openDialogFromApply();
    expect(await dialog().ariaSnapshot()).toContain(`heading "${fr.auth.signup_title}"`);
    await tabToVisibly(page, (f) => f.text === fr.auth.submit_signup, 'the sign-up button', 40);
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedAxNode(page)).toMatchObject({ role: 'textbox', invalid: 'true' });
    const focused = await focusedAxNode(page);
    expect(focused?.description.length).toBeGreaterThan(0);
    expect(await focusRing(page)).toMatchObject({ visible: true });
    await screenshot(page, 'keyboard-signup-errors-375', { fullPage: false });
  });

  it('sign-in: a wrong password is announced as an alert; Escape gives the focus back to Apply', async () => {
    await openDialogFromApply();
    await tabToVisibly(page, (f) => f.text === fr.nav.login, 'the switch to sign-in', 40);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog().ariaSnapshot()).toContain(`heading "${fr.auth.login_title}"`);
    await tabToVisibly(page, (f) => f.id === 'bj-login-email', 'the email field', 10);
    await page.keyboard.type(newEmail('keyboard'));
    await tabToVisibly(page, (f) => f.id === 'bj-login-password', 'the password field', 3);
    await page.keyboard.type('not the password 1');
    await solveAltcha(dialog());
    await tabToVisibly(page, (f) => f.text === fr.auth.submit_login, 'the sign-in button', 10);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog().ariaSnapshot()).toContain(`alert: ${fr.errors.invalid_credentials}`);
    // Focus never left the dialog while it answered.
    expect((await deepFocus(page)).inDialog).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog().count()).toBe(0);
    await expect.poll(() => focusedAxNode(page)).toMatchObject({ role: 'button', name: fr.jobs.apply });
  });
});

describe('the newsletter, keyboard only', () => {
  const widget = () => page.locator('baobab-newsletter');

  it('announces a failed subscription, then a sent one, as status messages', async () => {
    await openPage('<baobab-newsletter></baobab-newsletter>');
    await widget().getByRole('button').waitFor();
    await page.route('**/api/contacts/subscribe', (route) =>
      route.fulfill({ status: 500, json: { message: 'x', code: 'GENERIC' } }),
    );
    await tabToVisibly(page, (f) => f.tag === 'input', 'the email field', 5);
    await page.keyboard.type(newEmail('keyboard'));
    await page.keyboard.press('Enter');
    await expect.poll(() => widget().getByRole('status').ariaSnapshot()).toContain(fr.errors.newsletter_failed);
    await page.unroute('**/api/contacts/subscribe');
    await tabToVisibly(page, (f) => f.tag === 'button', 'the subscribe button', 3);
    await page.keyboard.press('Enter');
    await expect.poll(() => widget().getByRole('status').ariaSnapshot()).toContain(fr.success.newsletter_confirm_sent);
  });
});

describe('320 px reflow and 200 % zoom, without loss', () => {
  /** An offer and the newsletter: no sideways scroll, every control reached by Tab, on screen, ringed. */
  async function check(viewport: { width: number; height: number }, name: string, deviceScaleFactor = 1) {
    context = await browser.newContext({ viewport, deviceScaleFactor });
    page = await context.newPage();
    await openFixture(
      page,
      `<baobab-job-detail slug="${slug}"></baobab-job-detail><baobab-newsletter></baobab-newsletter>`,
    );
    await page.locator('baobab-job-detail').getByRole('heading', { level: 1 }).waitFor();
    await page.locator('baobab-newsletter').getByRole('button').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
    const stops = await tabStops(page);
    const labels = stops.map((s) => s.label);
    // Apply and the newsletter's field and button are among the stops, each inside the viewport.
    expect(labels).toContain(`button:${fr.jobs.apply}`);
    expect(labels.some((l) => l.startsWith('input:'))).toBe(true);
    expect(labels).toContain(`button:${fr.footer.newsletter_submit}`);
    for (const stop of stops) {
      expect(stop.left, stop.label).toBeGreaterThanOrEqual(0);
      expect(stop.right, stop.label).toBeLessThanOrEqual(viewport.width + 0.5);
      expect(stop.ring, stop.label).toBe(true);
    }
    await screenshot(page, name);
  }

  it('at 320 px wide', async () => {
    await check({ width: 320, height: 640 }, 'keyboard-reflow-320');
  });

  it('at 200 % zoom of a 1280 × 800 window (640 × 400 CSS px at 2 device px each)', async () => {
    await check({ width: 640, height: 400 }, 'keyboard-zoom-200', 2);
  });
});
