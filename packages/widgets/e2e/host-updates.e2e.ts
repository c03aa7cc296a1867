import { resources } from '@baobab/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { heardEvents, launchBrowser, openFixture, PARTNER_COMPANY, recordEvents, sendSignUp } from './index';

/** What a host page changes after mount (attributes) and what it hears (baobab:submitted / baobab:error). */
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
  context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  page = await context.newPage();
  await recordEvents(page, ['baobab:submitted', 'baobab:error']);
});
afterEach(() => context.close());

const setAttribute = (selector: string, name: string, value: string | null) =>
  page.evaluate(
    ([s, n, v]) => {
      const element = document.querySelector(s as string) as Element;
      if (v === null) element.removeAttribute(n as string);
      else element.setAttribute(n as string, v as string);
    },
    [selector, name, value],
  );

describe('attributes changed after mount', () => {
  it('lang: the widget speaks the new language at once', async () => {
    await openFixture(page, '<baobab-newsletter></baobab-newsletter>');
    const newsletter = page.locator('baobab-newsletter');
    await expect.poll(() => newsletter.getByRole('heading').textContent()).toBe(fr.footer.newsletter_title);
    await setAttribute('baobab-newsletter', 'lang', 'en');
    await expect.poll(() => newsletter.getByRole('heading').textContent()).toBe(en.footer.newsletter_title);
    expect(await newsletter.getByRole('button').textContent()).toBe(en.footer.newsletter_submit);
    await setAttribute('baobab-newsletter', 'lang', 'fr');
    await expect.poll(() => newsletter.getByRole('button').textContent()).toBe(fr.footer.newsletter_submit);
  });

  it('theme: the gouv tokens apply, and go when it is removed', async () => {
    await openFixture(page, '<baobab-newsletter></baobab-newsletter>', { hostile: false });
    const button = page.locator('baobab-newsletter').getByRole('button');
    const background = () => button.evaluate((element) => getComputedStyle(element).backgroundColor);
    await expect.poll(background).toBe('rgb(21, 128, 61)');
    await setAttribute('baobab-newsletter', 'theme', 'gouv');
    await expect.poll(background).toBe('rgb(0, 0, 145)');
    await setAttribute('baobab-newsletter', 'color-mode', 'dark');
    await expect.poll(background).toBe('rgb(133, 133, 246)');
    await setAttribute('baobab-newsletter', 'theme', null);
    await expect.poll(background).toBe('rgb(74, 222, 128)');
  });

  it("company: the list shows that company's offers only, then every company's again", async () => {
    await openFixture(page, '<baobab-job-list></baobab-job-list>');
    const companies = () =>
      page
        .locator('baobab-job-list .bj-job-card__company')
        .allTextContents()
        .then((names) => [...new Set(names)].length);
    await expect.poll(companies).toBeGreaterThan(1);
    await setAttribute('baobab-job-list', 'company', PARTNER_COMPANY);
    await expect.poll(companies).toBe(1);
    const name = await page.locator('baobab-job-list .bj-job-card__company').first().textContent();
    const res = await fetch(`${inject('stack').apiOrigin}/api/companies/${PARTNER_COMPANY}`);
    expect(name).toBe(((await res.json()) as { name: string }).name);
    await setAttribute('baobab-job-list', 'company', null);
    await expect.poll(companies).toBeGreaterThan(1);
  });
});

describe('baobab:submitted and baobab:error', () => {
  it('the newsletter says it was sent, before its answer', async () => {
    await openFixture(page, '<baobab-newsletter></baobab-newsletter>');
    const newsletter = page.locator('baobab-newsletter');
    await newsletter.getByRole('textbox').fill(`e2e-${Date.now()}@example.com`);
    await newsletter.getByRole('button').click();
    await expect.poll(() => newsletter.getByRole('status').textContent()).toBe(fr.success.newsletter_confirm_sent);
    expect(await heardEvents(page)).toEqual([{ type: 'baobab:submitted', detail: { form: 'newsletter' } }]);
  });

  it("a sign-up with a taken address: baobab:submitted, then baobab:error with the server's code", async () => {
    const res = await fetch(`${inject('stack').apiOrigin}/api/jobs/get-all-jobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page: 1, limit: 1 }),
    });
    const [job] = ((await res.json()) as { results: { slug: string }[] }).results;
    await openFixture(
      page,
      `<baobab-job-detail slug="${job?.slug}"></baobab-job-detail><baobab-auth-modal></baobab-auth-modal>`,
    );
    // Apply, signed out, opens the sign-up dialog.
    await page.locator('baobab-job-detail').getByRole('button', { name: fr.jobs.apply }).click();
    const dialog = page.locator('baobab-auth-modal').getByRole('dialog');
    // The demo data's candidate (seed/demo-candidate.ts) already has this address.
    await sendSignUp(dialog, fr, 'demo@baobab.jobs');
    await expect.poll(() => dialog.getByRole('alert').textContent()).toContain(fr.errors.email_taken);
    expect(await heardEvents(page)).toEqual([
      { type: 'baobab:submitted', detail: { form: 'signup' } },
      { type: 'baobab:error', detail: { form: 'signup', code: 'EMAIL_TAKEN' } },
    ]);
  });
});
