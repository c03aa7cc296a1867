import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { type Locale, resources } from '@baobab/core';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closed, PASSWORD, sendLogin, sendSignUp } from './support/account';
import { chooseCvFile, fillApplication, plainOffer } from './support/apply';
import { hydrated, launchBrowser, openPage, solveAltcha, watchErrors } from './support/site';

/**
 * Applying on the board, in Debian Chromium against the real server and its demo data, on a phone
 * in French and on a desktop in English: a spontaneous application from a company's Jobs tab, then
 * seen in /profil; an offer already applied to; a draft that survives a failed token refresh.
 */
const SHOTS = '/tmp/shots-i16-apply/';

/** A screenshot of the viewport with `focus` in it: the step as the candidate sees it. */
async function shot(page: Page, name: string, focus: Locator) {
  mkdirSync(SHOTS, { recursive: true });
  await focus.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}${name}.png` });
}

/** The first demo company open to spontaneous applications. */
async function spontaneousCompany(origin: string): Promise<{ alias: string; name: string }> {
  const list = await fetch(`${origin}/api/companies/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, limit: 19 }),
  });
  for (const { alias } of ((await list.json()) as { results: { alias: string }[] }).results) {
    const company = (await (await fetch(`${origin}/api/companies/${alias}`)).json()) as {
      name: string;
      spontaneousApplications: boolean;
    };
    if (company.spontaneousApplications) return { alias, name: company.name };
  }
  throw new Error('no demo company takes spontaneous applications');
}

describe.each([
  { locale: 'fr' as Locale, width: 375, prefix: '' },
  { locale: 'en' as Locale, width: 1280, prefix: '/en' },
])('applying ($locale, $width px)', ({ locale, width, prefix }) => {
  const m = resources[locale].translation;
  const email = `e2e-apply-${randomUUID()}@example.com`;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openPage(browser, { width, locale: locale === 'fr' ? 'fr-FR' : 'en-GB' });
    errors = watchErrors(page);
  });
  afterAll(() => browser.close());

  it("a job card's Apply opens the offer with the sign-up modal for an anonymous reader", async () => {
    const { origin } = inject('site');
    await page.goto(`${origin}${prefix}/jobs`);
    await hydrated(page);
    const apply = page.locator('.bj-list-card__apply').first();
    await shot(page, `job-card-apply-${locale}-${width}`, apply);
    await apply.click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#apply');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading').first().textContent()).toBe(m.auth.signup_title);
    await dialog.getByRole('button', { name: m.common.close }).first().click();
  });

  it("sends a spontaneous application from the company's Jobs tab, then finds it in /profil", async () => {
    const { origin } = inject('site');
    const company = await spontaneousCompany(origin);
    await page.goto(`${origin}${prefix}/entreprises/${company.alias}/offres-d-emploi`);
    await hydrated(page);
    const card = page.locator('.bj-cp-spontaneous');
    await card.getByRole('button', { name: m.spontaneous.cta }).click();

    // Anonymous: sign up first, in the modal.
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading').first().textContent()).toBe(m.auth.signup_title);
    await sendSignUp(dialog, m, email);
    await closed(dialog);

    const form = card.getByRole('form', { name: m.apply.spontaneous_title });
    await form.waitFor();
    await shot(page, `spontaneous-form-${locale}-${width}`, card);
    // A send without CV: the error shows, then goes once a file is chosen.
    await form.getByRole('button', { name: m.apply.submit }).click();
    await expect.poll(() => form.getByText(m.errors.cv_required).count()).toBe(1);
    await fillApplication(form, m, 'cv-spontane.pdf');
    expect(await form.getByText(m.errors.cv_required).count()).toBe(0);
    await form.getByRole('button', { name: m.apply.submit }).click();
    const sent = card.getByRole('status').filter({ hasText: m.success.application_sent });
    await expect.poll(() => sent.count()).toBe(1);
    await shot(page, `spontaneous-sent-${locale}-${width}`, card);

    await sent.getByRole('link', { name: m.apply.see_applications }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=candidatures');
    const item = page.locator('.bj-cp-item').filter({ hasText: 'Candidature spontanée' });
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.textContent()).toContain(company.name);
    await shot(page, `spontaneous-in-profile-${locale}-${width}`, item);

    // One per company: the card now says when, and offers no second one.
    await page.goto(`${origin}${prefix}/entreprises/${company.alias}/offres-d-emploi`);
    await hydrated(page);
    await expect.poll(() => card.getByRole('status').textContent()).toContain(m.apply.applied_on.split('{{')[0]);
    expect(await card.getByRole('button', { name: m.spontaneous.cta }).count()).toBe(0);
    await shot(page, `spontaneous-already-sent-${locale}-${width}`, card);
  });

  it('keeps the draft when the session cannot be refreshed, and restores it after login', async () => {
    const { origin } = inject('site');
    const slug = await plainOffer(origin);
    await page.goto(`${origin}${prefix}/jobs/${slug}`);
    await hydrated(page);
    const detail = page.locator('.bj-job-detail');
    await detail.getByRole('button', { name: m.jobs.apply, exact: true }).click();
    const form = detail.getByRole('form', { name: m.apply.title });
    await form.waitFor();
    await fillApplication(form, m, 'mon-cv.pdf');

    // The session lapses and its refresh token is refused: the next call must refresh and fails.
    await page.context().addCookies([
      { name: 'expireAt', value: '1', url: origin },
      { name: 'refreshToken', value: 'revoked', url: origin },
    ]);
    const logout = page.waitForRequest((request) => request.url().endsWith('/api/auth/logout'));
    await form.getByRole('button', { name: m.apply.submit }).click();
    await logout;
    // The login dialog opens at once and makes the page behind it inert, hence includeHidden.
    await expect
      .poll(() => detail.getByRole('alert', { includeHidden: true }).textContent())
      .toBe(m.errors.session_expired);
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading').first().textContent()).toBe(m.auth.login_title);
    await shot(page, `draft-session-expired-${locale}-${width}`, dialog);
    // The refused refresh is logged by the browser as a failed resource: it is this test's own doing.
    errors.length = 0;

    await sendLogin(dialog, m, { email, password: PASSWORD });
    await closed(dialog);

    await form.waitFor();
    await expect.poll(() => form.getByText(m.apply.draft_restored).count()).toBe(1);
    expect(await form.getByText(/mon-cv\.pdf/).count()).toBe(1);
    expect(await form.getByLabel(m.apply.motivation).inputValue()).toBe('Bonjour, je serais ravie de vous rejoindre.');
    expect(await form.getByLabel(m.apply.accept_terms).isChecked()).toBe(true);
    await shot(page, `draft-restored-${locale}-${width}`, form.getByText(m.apply.draft_restored));

    // The file is chosen again; the application goes.
    await chooseCvFile(form, m, 'mon-cv.pdf');
    await solveAltcha(form);
    await form.getByRole('button', { name: m.apply.submit }).click();
    await expect.poll(() => detail.getByRole('status').filter({ hasText: m.success.application_sent }).count()).toBe(1);
  });

  it('shows an offer already applied to with its date and a link to the applications', async () => {
    // The offer of the previous step, opened again.
    await page.reload();
    await hydrated(page);
    const detail = page.locator('.bj-job-detail');
    const notice = detail.getByRole('status').filter({ hasText: m.apply.applied_on.split('{{')[0] });
    await expect.poll(() => notice.count()).toBe(1);
    expect(await detail.getByRole('button', { name: m.jobs.apply, exact: true }).count()).toBe(0);
    expect(await notice.getByRole('link', { name: m.apply.see_applications }).getAttribute('href')).toBe(
      `${prefix}/profil?tab=candidatures`,
    );
    await shot(page, `already-applied-${locale}-${width}`, notice);
    expect(errors).toEqual([]);
  });
});
