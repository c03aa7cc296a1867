import { resources } from '@baobab/core';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  checkConsents,
  deepFocus,
  heardEvents,
  labelled,
  launchBrowser,
  newEmail,
  openFixture,
  pdfFile,
  recordEvents,
  screenshot,
  sendSignUp,
  seriousViolations,
  solveAltcha,
} from './index';
import { plainJobs } from './plain-jobs';

/**
 * The whole candidate journey on a partner's page, in Debian Chromium against the real server:
 * `<baobab-job-detail>` sends an anonymous visitor to `<baobab-auth-modal>` (or to its own dialog
 * when the page has none), the sign-up and the application each solve the real ALTCHA, a real PDF
 * is uploaded, and the server then lists the application.
 */
const fr = resources.fr.translation;
const en = resources.en.translation;

let browser: Browser;
let slug: string;
let otherSlug: string;

beforeAll(async () => {
  browser = await launchBrowser();
  [slug = '', otherSlug = ''] = await plainJobs();
});
afterAll(() => browser.close());

const detailHtml = (attrs = '') => `<baobab-job-detail slug="${slug}" ${attrs}></baobab-job-detail>`;
const WITH_MODAL = () => `${detailHtml()}<baobab-auth-modal></baobab-auth-modal>`;

/** Fills the signed-in apply form: a PDF CV uploaded now or the saved one, the four consents, the captcha. */
async function fillApplyForm(detail: Locator, cv: 'upload' | 'saved') {
  await detail.getByRole('heading', { name: fr.apply.title }).waitFor();
  if (cv === 'upload') await detail.getByLabel(fr.apply.cv_upload).setInputFiles(pdfFile('cv.pdf'));
  else {
    // The CV sent with the first application is now a saved document, offered first.
    expect(await detail.getByRole('radio', { name: fr.apply.cv_saved }).isChecked()).toBe(true);
    await detail.getByRole('combobox', { name: fr.apply.cv_saved }).selectOption({ label: 'cv.pdf' });
  }
  await checkConsents(detail, fr);
  await solveAltcha(detail);
}

describe('the apply flow, from an anonymous visitor to a listed application', () => {
  let context: BrowserContext;
  let page: Page;
  let detail: Locator;

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    page = await context.newPage();
    await recordEvents(page, ['baobab:login', 'baobab:apply']);
    detail = page.locator('baobab-job-detail');
  });
  afterAll(() => context.close());

  it('signs up in <baobab-auth-modal>, uploads a PDF CV and applies, on a hostile page', async () => {
    await openFixture(page, WITH_MODAL());
    await detail.getByRole('button', { name: fr.jobs.apply }).click();
    const dialog = page.locator('baobab-auth-modal').getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe(fr.auth.signup_title);
    // The job detail did not open a dialog of its own: the page's auth modal hosts it.
    expect(await detail.getByRole('dialog').count()).toBe(0);
    await dialog.locator('altcha-widget .altcha-checkbox').waitFor();
    // ALTCHA styles itself from the shadow root only: its stylesheet is not left in the page's <head>.
    expect(await page.evaluate(() => document.getElementById('altcha-css'))).toBeNull();
    // The modal covers the viewport; on this page the hostile `all: unset` also prints <head>'s styles.
    await screenshot(page, 'apply-signup-dialog-375', { fullPage: false });

    const email = await sendSignUp(dialog, fr, newEmail('apply'));

    // Sign-up hashes the password and checks the captcha: seconds on a loaded machine.
    await expect.poll(async () => (await heardEvents(page)).map((event) => event.type)).toEqual(['baobab:login']);
    expect((await heardEvents(page))[0]?.detail).toMatchObject({ user: { email } });
    await expect.poll(() => dialog.count()).toBe(0);

    await fillApplyForm(detail, 'upload');
    await screenshot(detail, 'apply-form-filled');
    // The form a candidate fills, captcha solved, on the hostile page: axe-core finds nothing serious.
    expect(await seriousViolations(page)).toEqual([]);
    await detail.getByRole('button', { name: fr.apply.submit }).click();
    await expect
      .poll(() => detail.getByRole('status').filter({ hasText: fr.success.application_sent }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    const applied = (await heardEvents(page)).find((event) => event.type === 'baobab:apply')?.detail;
    expect(applied).toMatchObject({ jobSlug: slug, applicationId: expect.any(String) });
    const { applicationId } = applied as { applicationId: string };
    await screenshot(detail, 'apply-success');

    // The session the widget stored on the partner's page is a real one: the server lists the application.
    const { apiOrigin, fixtureOrigin } = inject('stack');
    const cookies = await context.cookies(fixtureOrigin);
    const authToken = decodeURIComponent(cookies.find((cookie) => cookie.name === 'authToken')?.value ?? '');
    expect(authToken).not.toBe('');
    const res = await fetch(`${apiOrigin}/api/applications/mine`, {
      headers: { authorization: `Bearer ${authToken}` },
    });
    expect(res.status).toBe(200);
    const mine = (await res.json()) as { id: string; job: { slug: string } | null; cv: { fileName: string } }[];
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      id: applicationId,
      job: { slug },
      cv: { fileName: 'cv.pdf' },
    });
  });

  it('shows the date of the application instead of a second Apply form', async () => {
    await page.reload();
    // Signed in now: the flow reads the candidate's applications and finds this offer among them.
    const [before] = fr.apply.applied_on.split('{{date}}');
    await detail.getByText(before ?? '').waitFor({ timeout: 15_000 });
    expect(await detail.getByRole('button', { name: fr.jobs.apply }).count()).toBe(0);
    expect(await page.locator('baobab-auth-modal').getByRole('dialog').count()).toBe(0);
  });

  it('offers the saved CV first on another offer, and applies with it', async () => {
    await openFixture(
      page,
      `<baobab-job-detail slug="${otherSlug}"></baobab-job-detail><baobab-auth-modal></baobab-auth-modal>`,
    );
    // Signed in now: Apply shows the form straight away, no dialog.
    await detail.getByRole('button', { name: fr.jobs.apply }).click();
    expect(await page.locator('baobab-auth-modal').getByRole('dialog').count()).toBe(0);
    await fillApplyForm(detail, 'saved');
    await detail.getByRole('button', { name: fr.apply.submit }).click();
    await expect
      .poll(() => detail.getByRole('status').filter({ hasText: fr.success.application_sent }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
  });
});

describe('the dialog of <baobab-job-detail> itself, with the keyboard alone', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1024, height: 800 } });
    page = await context.newPage();
  });
  afterAll(() => context.close());

  /** Opens the page without an auth modal and presses Apply from the keyboard. */
  async function openDialog(attrs = '', lang = 'fr') {
    await openFixture(page, detailHtml(attrs), { lang });
    const detail = page.locator('baobab-job-detail');
    const apply = detail.getByRole('button', { name: (lang === 'en' ? en : fr).jobs.apply });
    await apply.focus();
    await page.keyboard.press('Enter');
    const dialog = detail.getByRole('dialog');
    await dialog.waitFor();
    return { detail, apply, dialog };
  }

  it('opens its own dialog when the page has no <baobab-auth-modal>; Escape closes it and gives focus back', async () => {
    const { apply, dialog } = await openDialog();
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('heading').textContent()).toBe(fr.auth.signup_title);
    expect(await deepFocus(page)).toMatchObject({ inDialog: true });
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(async () => (await deepFocus(page)).text).toBe(fr.jobs.apply);
    expect(await apply.evaluate((button) => button.matches(':focus'))).toBe(true);
  });

  it('in the login mode, Tab goes through every field and focus stays trapped in the dialog', async () => {
    const { dialog } = await openDialog();
    await dialog.getByRole('button', { name: fr.nav.login }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe(fr.auth.login_title);
    const visited = new Set<string>();
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      // Past the last field, focus lands on a focus guard that sends it back to the first: a frame later.
      await expect
        .poll(async () => (await deepFocus(page)).inDialog, { message: `Tab #${i + 1} left the dialog`, timeout: 1000 })
        .toBe(true);
      const focus = await deepFocus(page);
      visited.add(focus.id || `${focus.tag}:${focus.text}`);
    }
    expect(visited).toContain('bj-login-email');
    expect(visited).toContain('bj-login-password');
    expect([...visited].some((id) => id.startsWith('altcha-checkbox'))).toBe(true);
    expect(visited).toContain(`button:${fr.auth.submit_login}`);
    // Typing works where Tab lands: the email field, reached from the keyboard only.
    await dialog.getByLabel(labelled(fr.auth.email)).focus();
    await page.keyboard.type('someone@example.com');
    expect(await dialog.getByLabel(labelled(fr.auth.email)).inputValue()).toBe('someone@example.com');
  });

  it('speaks English with lang="en" and takes the gouv theme', async () => {
    const { apply, dialog } = await openDialog('lang="en" theme="gouv"', 'en');
    expect(await dialog.getByRole('heading').textContent()).toBe(en.auth.signup_title);
    expect(await dialog.getByRole('button', { name: en.auth.submit_signup }).count()).toBe(1);
    await page.keyboard.press('Escape');
    expect(await apply.textContent()).toBe(en.jobs.apply);
    expect(await apply.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(0, 0, 145)');
  });

  it('has no serious or critical accessibility violations with the dialog open (axe-core)', async () => {
    for (const html of [detailHtml(), WITH_MODAL()]) {
      await openFixture(page, html, { hostile: false });
      await page.locator('baobab-job-detail').getByRole('button', { name: fr.jobs.apply }).click();
      const dialog = page
        .locator(html.includes('auth-modal') ? 'baobab-auth-modal' : 'baobab-job-detail')
        .getByRole('dialog');
      await dialog.locator('altcha-widget input[type="checkbox"]').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
});
