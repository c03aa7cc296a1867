import { endpoints, type Locale, resources } from '@baobab/core';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteEn } from '../src/i18n/en';
import { siteFr } from '../src/i18n/fr';
import { sendSignUp } from './support/account';
import { browserBehindCuttingProxy } from './support/cutting';
import { hydrated, openPage, screenshot } from './support/site';

/**
 * A signed-in candidate on /profil whose connection drops while an answer comes (issue 28: a
 * dropped connection costs the candidate nothing). A proxy between the browser and the board slows
 * the answers to a few bytes at a time and drops every connection once the answer's headers are in
 * and its body is not: the load of the profile, then the save of the form. Each time the page says
 * so in the reader's language with a way to try again, keeps what was typed, and succeeds once the
 * network is back.
 */
const cutting = browserBehindCuttingProxy();

/**
 * The page's own failures: uncaught errors, and console errors other than the browser's line for
 * each request the cut dropped ("Failed to load resource: net::ERR_…"), which no page can silence.
 */
function pageFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/^Failed to load resource: net::ERR_/.test(message.text()))
      failures.push(message.text());
  });
  return failures;
}

/**
 * Runs `act`, which makes the page call `method` /api/profile, and drops the connection once that
 * answer's headers are in but not all of its body (16 bytes every 62 ms: a profile's headers and
 * JSON take seconds). Resolves once the browser has given the call up.
 */
async function cutMidAnswer(page: Page, method: 'GET' | 'PUT', act: () => Promise<void>) {
  const path = endpoints.myProfile.path;
  const ours = (response: Response) =>
    new URL(response.url()).pathname === path && response.request().method() === method;
  cutting.proxy.throttleReplies(256, 16);
  try {
    const answered = page.waitForResponse(ours);
    const failed = page.waitForEvent('requestfailed', (request) => new URL(request.url()).pathname === path);
    await act();
    await answered;
    await cutting.proxy.cut(500);
    // The headers had come (a response), the body had not: the browser gave the call up.
    expect((await failed).failure()?.errorText).toMatch(/ERR_/);
  } finally {
    cutting.proxy.throttleReplies(null);
  }
}

describe.each([
  { locale: 'fr' as Locale, width: 375 },
  { locale: 'en' as Locale, width: 1280 },
])('/profil with its answers cut ($locale, $width px)', ({ locale, width }) => {
  const m = resources[locale].translation;
  const site = locale === 'fr' ? siteFr : siteEn;
  const prefix = locale === 'fr' ? '' : '/en';
  let page: Page;
  let failures: string[];

  beforeAll(async () => {
    page = await openPage(cutting.browser, { width, locale: locale === 'fr' ? 'fr-FR' : 'en-GB' });
    failures = pageFailures(page);
    // A new candidate, signed up through the proxy (its cookies are the proxy's host's).
    await page.goto(`${cutting.proxy.origin}${prefix}/?modal=signup`);
    await hydrated(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: m.auth.signup_title }).waitFor();
    await sendSignUp(dialog, m);
    await dialog.waitFor({ state: 'detached' });
    // The profile tab once, whole: its code is then in the page, and only its answers are cut below.
    await page.goto(`${cutting.proxy.origin}${prefix}/profil`);
    await hydrated(page);
    await form().waitFor();
    await page.waitForLoadState('networkidle');
  });
  afterAll(() => page.context().close());

  const shot = (name: string) => screenshot(page, `profile-cut-${name}-${locale}-${width}`, false);
  const panel = () => page.locator('.bj-profile-panel');
  const form = () => panel().locator('form.bj-profile-form');

  it('says the profile did not load, with a retry that loads it once the network is back', async () => {
    const tabs = page.getByRole('navigation', { name: site.profile.tabs_label });
    await tabs.getByRole('link', { name: m.nav.my_resumes }).click();
    await form().waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    await cutMidAnswer(page, 'GET', () => tabs.getByRole('link', { name: site.profile.tab_profile }).click());

    const alert = panel().getByRole('alert');
    await shot('load');
    // The panel's whole text: a failure shows what it said instead.
    await expect.poll(() => panel().textContent(), { timeout: 10_000 }).toContain(m.errors.generic);
    expect(await alert.textContent()).toContain(m.errors.generic);
    const retry = alert.getByRole('button', { name: m.common.retry });
    expect(await retry.count()).toBe(1);
    expect(await form().count()).toBe(0);

    await retry.click();
    await expect.poll(() => form().getByLabel(m.profile.city).count(), { timeout: 10_000 }).toBe(1);
    expect(await panel().getByRole('alert').count()).toBe(0);
    expect(failures).toEqual([]);
  });

  it('says the profile was not saved, keeps what was typed, and saves it on a second try', async () => {
    const city = locale === 'fr' ? 'Thiès' : 'Kumasi';
    const headline = locale === 'fr' ? 'Comptable, 5 ans en cabinet' : 'Accountant, five years in practice';
    await form().getByLabel(m.profile.city).fill(city);
    await form().getByLabel(m.profile.headline).fill(headline);
    await cutMidAnswer(page, 'PUT', () => form().getByRole('button', { name: m.profile.save }).click());

    const notice = form().locator('.bj-alert');
    await expect.poll(() => notice.textContent(), { timeout: 10_000 }).toBe(m.errors.submission_failed);
    expect(await notice.getAttribute('class')).toContain('bj-alert--error');
    // On a phone, in sight under the button just pressed (the form's top is scrolled away).
    const box = await notice.boundingBox();
    if (width < 600) expect(box && box.y + box.height).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
    // Nothing lost: the form is there with what the candidate typed.
    expect(await form().getByLabel(m.profile.city).inputValue()).toBe(city);
    expect(await form().getByLabel(m.profile.headline).inputValue()).toBe(headline);
    await shot('save');

    // The network is back: the same button sends it.
    await form().getByRole('button', { name: m.profile.save }).click();
    await expect.poll(() => notice.textContent(), { timeout: 10_000 }).toBe(m.success.information_saved);
    // Saved on the server: a fresh load of the page shows it.
    await page.reload();
    await hydrated(page);
    await expect.poll(() => form().getByLabel(m.profile.city).inputValue(), { timeout: 10_000 }).toBe(city);
    expect(await form().getByLabel(m.profile.headline).inputValue()).toBe(headline);
    expect(failures).toEqual([]);
  });
});
