import { resources } from '@baobab/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { siteFr } from '../src/i18n/fr';
import { closed, PASSWORD, sendSignUp } from './support/account';
import { hydrated, labelled, launchBrowser, openPage, screenshot, watchErrors } from './support/site';

const m = resources.fr.translation;
const site = siteFr;
const NEW_PASSWORD = 'Un-nouveau-mot-de-passe-2025';

/**
 * "Mot de passe et sessions" on /profil, on a phone, for a fresh account (so no other spec's
 * session is signed out): a wrong current password is told, the right one changes it, and
 * "sign out on every device" lands on home signed out.
 */
describe('password and sessions on /profil (fr, 375 px)', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];
  const email = `securite-${Date.now()}@example.com`;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openPage(browser, { width: 375, locale: 'fr-FR' });
    errors = watchErrors(page);
  });
  afterAll(() => browser.close());

  it('changes the password, telling a wrong current one, then signs out everywhere', async () => {
    const { origin } = inject('site');
    await page.goto(`${origin}/?modal=signup`);
    await hydrated(page);
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading').first().textContent()).toBe(m.auth.signup_title);
    await sendSignUp(dialog, m, email);
    await closed(dialog);

    await page.goto(`${origin}/profil`);
    await hydrated(page);
    const section = page.getByRole('region', { name: site.profile.security_title });
    await section.scrollIntoViewIfNeeded();
    const current = section.getByLabel(labelled(site.profile.current_password));
    const next = section.getByLabel(labelled(site.profile.new_password));
    const submit = section.getByRole('button', { name: site.profile.change_password });
    const status = section.getByRole('status');

    await current.fill('pas le bon mot de passe');
    await next.fill(NEW_PASSWORD);
    await submit.click();
    await expect.poll(() => status.textContent()).toBe(m.errors.current_password_wrong);
    await screenshot(page, 'profile-security-wrong-fr-375', false);

    await current.fill(PASSWORD);
    await next.fill(NEW_PASSWORD);
    await submit.click();
    await expect.poll(() => status.textContent()).toBe(m.success.password_updated);
    expect(await current.inputValue()).toBe('');
    await screenshot(page, 'profile-security-changed-fr-375', false);

    await section.getByRole('button', { name: site.profile.logout_everywhere }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.goto(`${origin}/profil`);
    await hydrated(page);
    await expect
      .poll(() => page.getByRole('dialog').getByRole('heading').first().textContent())
      .toBe(m.auth.login_title);
    // The one failed load is the refused wrong password (its 400), nothing else.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  });
});
