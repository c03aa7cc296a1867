import { endpoints, type Locale, resources } from '@baobab/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { siteEn } from '../src/i18n/en';
import { siteFr } from '../src/i18n/fr';
import { closed, DEMO_CANDIDATE, failCalls, sendLogin } from './support/account';
import { hydrated, launchBrowser, openPage, screenshot, tabsInView, watchErrors } from './support/site';

/**
 * Signed in on /profil as the demo candidate (who has an unread recruiter answer), on a phone and a
 * desktop, in French and English: the profile's tabs fit the screen, the unread messages show in
 * the menu, and logout lands on home signed out, also when its server call fails.
 */
describe.each([
  { locale: 'fr' as Locale, width: 375, failure: 'network' as const },
  { locale: 'en' as Locale, width: 375, failure: 500 as const },
  { locale: 'fr' as Locale, width: 1280, failure: 500 as const },
  { locale: 'en' as Locale, width: 1280, failure: 'network' as const },
])('logout ($locale, $width px)', ({ locale, width, failure }) => {
  const m = resources[locale].translation;
  const site = locale === 'fr' ? siteFr : siteEn;
  const prefix = locale === 'fr' ? '' : '/en';
  const home = prefix || '/';
  const phone = width < 600;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openPage(browser, { width, locale: locale === 'fr' ? 'fr-FR' : 'en-GB' });
    errors = watchErrors(page);
  });
  afterAll(() => browser.close());

  /** /profil without a session asks to log in first, then opens on the profile. */
  async function signIn() {
    await page.goto(`${inject('site').origin}${prefix}/profil?tab=candidatures`);
    await hydrated(page);
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading').first().textContent()).toBe(m.auth.login_title);
    await sendLogin(dialog, m, DEMO_CANDIDATE);
    await closed(dialog);
    // The whole address, query included: the login's move to `next` keeps the pathname, and the
    // header's menus start anew when it lands (they are keyed by the location).
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=candidatures');
    await expect.poll(() => new URL(page.url()).pathname).toBe(`${prefix}/profil`);
    await page.waitForLoadState('networkidle');
  }

  /** Logout as a reader finds it: in the slide-in menu on a phone, in the account menu on a desktop. */
  async function logOut() {
    const menu = page.locator(phone ? '.bj-mobile-menu' : '.bj-account-menu');
    if ((await menu.getAttribute('open')) === null) await menu.locator('summary').click();
    await expect.poll(() => menu.getAttribute('open')).toBe('');
    await menu.getByRole('button', { name: m.nav.logout }).click();
  }

  /** Home, a full load, no modal, no session cookie, no account menu. */
  async function expectSignedOutAtHome() {
    await expect.poll(() => new URL(page.url()).pathname).toBe(home);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.context().cookies()).not.toContainEqual(expect.objectContaining({ name: 'authToken' }));
    expect(await page.locator('.bj-account-menu').count()).toBe(0);
  }

  it('shows whole tabs and the unread messages, then logs out to home', async () => {
    await signIn();
    const tabs = page.locator('.bj-media-tabs a');
    await tabsInView(tabs);
    expect(await tabs.filter({ hasText: m.nav.my_applications }).getAttribute('aria-current')).toBe('page');
    const unread = site.nav.unread_messages_one.replace('{{count}}', '1');
    // Under the greeting, the count spelled out, leading to the thread.
    const notice = page.locator('.bj-site-section > .bj-unread-row');
    await expect.poll(() => notice.textContent()).toBe(unread);
    expect(new URL(String(await notice.getAttribute('href')), page.url()).pathname).toBe(
      `${prefix}/entreprises/teranga-digital/chat`,
    );
    if (phone) {
      await page.locator('.bj-mobile-menu summary').click();
      const row = page.locator('.bj-mobile-menu__panel .bj-unread-row');
      await expect.poll(() => row.textContent()).toBe(unread);
      expect(new URL(String(await row.getAttribute('href')), page.url()).pathname).toBe(
        `${prefix}/entreprises/teranga-digital/chat`,
      );
      await screenshot(page, `logout-menu-${locale}-${width}`, false);
    } else {
      await expect.poll(() => page.locator('.bj-site-header .bj-unread-badge').getAttribute('aria-label')).toBe(unread);
      await screenshot(page, `logout-profile-${locale}-${width}`, false);
      // Signed in, the header holds every link on one line and stays within the screen from 900 px.
      const lineHeights = (selector: string) =>
        page.locator(selector).evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
      for (const wide of [900, 1024, 1180, width]) {
        await page.setViewportSize({ width: wide, height: 800 });
        expect(Math.max(...(await lineHeights('.bj-site-nav__link'))), `${wide} px`).toBeLessThanOrEqual(48);
        expect(Math.max(...(await lineHeights('.bj-account-menu__label'))), `${wide} px`).toBeLessThanOrEqual(30);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${wide} px`).toBeLessThanOrEqual(wide);
      }
    }

    await logOut();
    await expectSignedOutAtHome();
    expect(await page.getByRole('alert').filter({ hasText: m.errors.logout_failed }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it(`signs out anyway when the logout call fails (${failure}), and says so`, async () => {
    await signIn();
    await failCalls(page, endpoints.logout.path, failure, locale);
    await logOut();
    await expectSignedOutAtHome();
    const notice = page.getByRole('alert').filter({ hasText: m.errors.logout_failed });
    await expect.poll(() => notice.count()).toBe(1);
    await screenshot(page, `logout-failed-${locale}-${width}`, false);
    // Told once: the next page no longer says it.
    await page.reload();
    await hydrated(page);
    expect(await notice.count()).toBe(0);
  });
});
