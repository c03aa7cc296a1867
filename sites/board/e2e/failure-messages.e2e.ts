import { randomUUID } from 'node:crypto';
import { endpoints, type Locale, resources } from '@baobab/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closed, failCalls, PASSWORD, sendLogin, sendSignUp } from './support/account';
import { fillApplication, plainOffer } from './support/apply';
import { hydrated, labelled, launchBrowser, openPage, screenshot, solveAltcha } from './support/site';

/**
 * The messages of docs/product.md §8 for calls that fail on the way or on the server, as a reader
 * meets them (the network drops, or the server answers 500), in French on a phone and English on a
 * desktop: 'Unable to register', 'Unable to connect', and the submission failure on contact, apply
 * and profile. Each time the reader can try again, and nothing typed is lost.
 */
describe.each([
  { locale: 'fr' as Locale, width: 375, failure: 'network' as const },
  { locale: 'en' as Locale, width: 1280, failure: 500 as const },
])('failed calls ($locale, $width px, $failure)', ({ locale, width, failure }) => {
  const m = resources[locale].translation;
  const prefix = locale === 'fr' ? '' : '/en';
  const email = `e2e-failures-${randomUUID()}@example.com`;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openPage(browser, { width, locale: locale === 'fr' ? 'fr-FR' : 'en-GB' });
  });
  afterAll(() => browser.close());

  const open = async (path: string) => {
    await page.goto(`${inject('site').origin}${prefix}${path}`);
    await hydrated(page);
  };
  const shot = (name: string) => screenshot(page, `failure-${name}-${locale}-${width}`, false);

  it('says the contact message was not sent, and keeps it', async () => {
    await open('/contact');
    const form = page.locator('form.bj-contact-form');
    await form.getByLabel(labelled(m.contact.name)).fill('Awa Traoré');
    await form.getByLabel(labelled(m.auth.email)).fill(email);
    await form.getByLabel(labelled(m.contact.subject)).fill('Partenariat');
    await form.getByLabel(labelled(m.contact.message)).fill('Bonjour, nous souhaitons publier nos offres.');
    await solveAltcha(form);
    const undo = await failCalls(page, endpoints.contactMessage.path, failure, locale);
    await form.getByRole('button', { name: m.contact.submit }).click();
    await expect.poll(() => page.locator('.bj-alert--error').textContent()).toBe(m.errors.submission_failed);
    expect(await form.getByLabel(labelled(m.contact.subject)).inputValue()).toBe('Partenariat');
    await shot('contact');
    await undo();
  });

  it("says 'Unable to register' when sign-up fails, then signs up on a second try", async () => {
    await open(`/jobs/${await plainOffer(inject('site').origin)}`);
    await page.locator('.bj-job-detail').getByRole('button', { name: m.jobs.apply, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading').first().textContent()).toBe(m.auth.signup_title);
    const undo = await failCalls(page, endpoints.register.path, failure, locale);
    await sendSignUp(dialog, m, email);
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(m.errors.unable_to_register);
    await shot('register');
    await undo();
    // The captcha starts again (a solution counts once); the fields are as typed.
    await solveAltcha(dialog);
    await dialog.getByRole('button', { name: m.auth.submit_signup }).click();
    await closed(dialog);
  });

  it(
    failure === 'network'
      ? 'keeps the application on the phone while the network is down, then sends it'
      : 'says the application was not sent, keeping the form',
    async () => {
      const detail = page.locator('.bj-job-detail');
      const form = detail.getByRole('form', { name: m.apply.title });
      await form.waitFor();
      await fillApplication(form, m, 'mon-cv.pdf');
      const undo = await failCalls(page, endpoints.apply.path, failure, locale);
      await form.getByRole('button', { name: m.apply.submit }).click();
      if (failure === 'network') {
        // No answer at all: the send waits on the phone, said so, and goes once the network is back.
        const queued = detail.getByRole('status').filter({ hasText: m.apply.queued });
        await expect.poll(() => queued.count()).toBe(1);
        await shot('apply');
        await undo();
        await detail.getByRole('button', { name: m.apply.queued_retry }).click();
        const sent = detail.getByRole('status').filter({ hasText: m.success.application_sent });
        await expect.poll(() => sent.count(), { timeout: 30_000 }).toBe(1);
        return;
      }
      await expect.poll(() => form.getByRole('alert').textContent()).toBe(m.errors.submission_failed);
      expect(await form.getByLabel(m.apply.motivation).inputValue()).not.toBe('');
      expect(await detail.getByRole('status').filter({ hasText: m.success.application_sent }).count()).toBe(0);
      await shot('apply');
      await undo();
    },
  );

  it('says the profile was not saved', async () => {
    await open('/profil');
    const form = page.locator('form.bj-profile-form');
    await form.getByLabel(m.profile.city).fill('Thiès');
    const undo = await failCalls(page, endpoints.updateProfile.path, failure, locale, 'PUT');
    await form.getByRole('button', { name: m.profile.save }).click();
    await expect.poll(() => form.locator('.bj-alert--error').textContent()).toBe(m.errors.submission_failed);
    expect(await form.getByLabel(m.profile.city).inputValue()).toBe('Thiès');
    await shot('profile');
    await undo();
  });

  it("says 'Unable to connect' when login fails, then logs in on a second try", async () => {
    await page.context().clearCookies();
    await open('/profil');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading').first().textContent()).toBe(m.auth.login_title);
    const undo = await failCalls(page, endpoints.login.path, failure, locale);
    await sendLogin(dialog, m, { email, password: PASSWORD });
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(m.errors.unable_to_connect);
    await shot('login');
    await undo();
    await solveAltcha(dialog);
    await dialog.getByRole('button', { name: m.auth.submit_login }).click();
    await closed(dialog);
    await expect.poll(() => new URL(page.url()).pathname).toBe(`${prefix}/profil`);
  });
});
