import { type PartnerApplication, resources } from '@baobab/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closed, sendSignUp } from './support/account';
import { fillApplication } from './support/apply';
import { hydrated, launchBrowser, openPage, solveAltcha, watchErrors } from './support/site';

const fr = resources.fr.translation;
const en = resources.en.translation;
const PASSWORD = 'Baobab-recrute-2026';
const TITLE = `Chauffeur livreur ${Date.now().toString(36)}`;
const LICENCE = 'Avez-vous le permis B ?';
const CITY = 'Dans quelle ville habitez-vous ?';

/** The partner API with the company's key: what its recruiters' own systems read. */
const partnerApi = async (path: string) => {
  const { origin, partnerKey } = inject('site');
  const res = await fetch(`${origin}/api/partner/v1${path}`, { headers: { 'x-api-key': partnerKey } });
  return res.json();
};

/** Waits until the focused element's id matches `id` (the editor moves the focus after a frame). */
const focusedUntil = (page: Page, id: RegExp) =>
  expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toMatch(id);

/** The questions section, scrolled into view and captured alone (e2e/screenshots, gitignored). */
async function shotOfQuestions(page: Page, name: string) {
  const section = page.locator('.bj-recruiter-questions');
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: new URL(`./screenshots/${name}.png`, import.meta.url).pathname });
}

/**
 * Screening questions at 375 px (docs/product.md §6): a recruiter adds a yes/no and a single
 * choice question with knock-out answers, moves them with the keyboard, sees them previewed
 * without the knock-out marks, publishes; a candidate answers a knock-out choice and applies as
 * usual; the company's API reads the application as knocked out. Then the editor in English.
 */
describe('screening questions', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await openPage(browser, { width: 375, locale: 'fr-FR' });
    errors = watchErrors(page);
  });
  afterAll(() => browser.close());

  it('a recruiter adds knock-out questions to an offer and publishes it', async () => {
    const { origin, secondRecruiterInvite } = inject('site');
    const r = fr.recruiter;
    const s = r.screening;
    await page.goto(`${origin}/recruteur?invite=${secondRecruiterInvite}`);
    await hydrated(page);
    await page.locator('#bj-recruiter-first-name').fill('Moussa');
    await page.locator('#bj-recruiter-last-name').fill('Diop');
    await page.locator('#bj-recruiter-new-password').fill(PASSWORD);
    await solveAltcha(page.locator('.bj-recruiter-gate'));
    await page.getByRole('button', { name: r.accept }).click();
    await page.getByRole('button', { name: r.offers.new }).click();
    await page.locator('#bj-offer-title').fill(TITLE);
    await page.locator('#bj-offer-country').selectOption('SN');
    await page.locator('#bj-offer-city').fill('Dakar');
    await page.locator('#bj-offer-contract').selectOption('CDI');
    await page.locator('#bj-offer-description').fill('Vous livrez nos clients à Dakar.');
    await page.locator('#bj-offer-profile').fill('Deux ans de conduite.');

    const questions = page.locator('.bj-recruiter-questions');
    const live = questions.getByRole('status');
    // A new question is a yes/no; its wording takes the focus, the change is announced.
    await questions.getByRole('button', { name: s.add }).click();
    await expect.poll(() => live.textContent()).toBe(s.added.replace('{{n}}', '1'));
    await focusedUntil(page, /-label$/);
    await page.keyboard.type(LICENCE);
    const first = questions.locator('.bj-recruiter-question').nth(0);
    await first.getByLabel(s.knock_out_no).check();

    await questions.getByRole('button', { name: s.add }).click();
    await expect.poll(() => live.textContent()).toBe(s.added.replace('{{n}}', '2'));
    await focusedUntil(page, /-label$/);
    await page.keyboard.type(CITY);
    const second = questions.locator('.bj-recruiter-question').nth(1);
    await second.getByLabel(s.type).selectOption('single');
    await second.getByRole('textbox', { name: s.option.replace('{{n}}', '1') }).fill('Dakar');
    await second.getByRole('textbox', { name: s.option.replace('{{n}}', '2') }).fill('Thiès');
    await second.getByRole('button', { name: s.add_option }).click();
    await focusedUntil(page, /-option-2$/);
    await page.keyboard.type('Lagos');
    await second.getByLabel(s.required).check();
    await second.getByRole('checkbox', { name: 'Lagos' }).check();

    // Moved with the keyboard: the focus stays on the moved question's buttons.
    await first.getByRole('button', { name: s.move_down.replace('{{n}}', '1') }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => live.textContent()).toBe(s.moved.replace('{{n}}', '2'));
    await expect.poll(() => questions.locator('legend + .bj-field input').first().inputValue()).toBe(CITY);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      s.move_up.replace('{{n}}', '2'),
    );
    await page.keyboard.press('Enter');
    await expect.poll(() => questions.locator('legend + .bj-field input').first().inputValue()).toBe(LICENCE);

    // The preview shows the questions as the apply form will, without the knock-out marks.
    const preview = page.locator('.bj-recruiter-preview-questions');
    await expect.poll(() => preview.getByLabel(LICENCE).count()).toBe(1);
    expect(await preview.getByRole('radio').count()).toBe(3);
    expect(await preview.textContent()).not.toContain(s.knock_out);
    await expect.poll(() => page.locator('.bj-recruiter-save').textContent()).toBe(r.editor.saved);
    await shotOfQuestions(page, 'recruiter-screening-375-fr');

    await page.getByRole('button', { name: r.editor.publish, exact: true }).click();
    await expect.poll(() => page.locator('.bj-recruiter-notice').textContent()).toBe(r.editor.published);
    expect(errors).toEqual([]);
  });

  it('a candidate answers a knock-out choice, applies as usual, and the company reads the flag', async () => {
    const { origin } = inject('site');
    const jobs = (await partnerApi('/jobs')) as { id: string; slug: string; title: string; questions: object[] }[];
    const job = jobs.find((j) => j.title === TITLE);
    expect(job?.questions).toEqual([
      expect.objectContaining({ label: LICENCE, type: 'inputCheckbox', knockOut: { value: false } }),
      expect.objectContaining({ label: CITY, options: ['Dakar', 'Thiès', 'Lagos'], knockOut: { options: ['Lagos'] } }),
    ]);
    const publicJob = await (await fetch(`${origin}/api/jobs/${job?.slug}`)).text();
    expect(publicJob).toContain(CITY);
    expect(publicJob).not.toContain('knockOut');

    const candidate = await openPage(browser, { width: 375, locale: 'fr-FR' });
    const candidateErrors = watchErrors(candidate);
    await candidate.goto(`${origin}/jobs/${job?.slug}`);
    await hydrated(candidate);
    const detail = candidate.locator('.bj-job-detail');
    await detail.getByRole('button', { name: fr.jobs.apply, exact: true }).click();
    const dialog = candidate.getByRole('dialog');
    await sendSignUp(dialog, fr);
    await closed(dialog);
    const form = detail.getByRole('form', { name: fr.apply.title });
    await form.waitFor();
    expect(await form.textContent()).not.toContain(fr.recruiter.screening.knock_out);
    await form.getByRole('radio', { name: 'Lagos' }).check();
    await fillApplication(form, fr, 'cv-chauffeur.pdf');
    await form.getByRole('button', { name: fr.apply.submit }).click();
    await expect
      .poll(() => detail.getByRole('status').filter({ hasText: fr.success.application_sent }).count())
      .toBe(1);
    expect(candidateErrors).toEqual([]);

    const { results } = (await partnerApi(`/applications?jobId=${job?.id}`)) as { results: PartnerApplication[] };
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ knockedOut: true, knockOutQuestions: [expect.any(String), expect.any(String)] });
    await candidate.context().close();
  });

  it('the questions editor in English at 375 px', async () => {
    const { origin } = inject('site');
    const r = en.recruiter;
    const phone = await openPage(browser, { width: 375, locale: 'en-GB' });
    await phone.goto(`${origin}/en/recruiter`);
    await hydrated(phone);
    await phone.locator('#bj-recruiter-email').fill('rh@teranga-digital.example');
    await phone.locator('#bj-recruiter-password').fill(PASSWORD);
    await solveAltcha(phone.locator('.bj-recruiter-gate'));
    await phone.getByRole('button', { name: r.sign_in }).click();
    const offer = phone.locator('.bj-recruiter-offer', { hasText: TITLE });
    await offer.getByRole('button', { name: new RegExp(`^${r.offers.edit}`) }).click();
    const questions = phone.locator('.bj-recruiter-questions');
    await expect.poll(() => questions.getByRole('heading').textContent()).toBe(r.screening.title);
    expect(await questions.getByLabel(r.screening.knock_out_no).isChecked()).toBe(true);
    expect(await questions.getByRole('checkbox', { name: 'Lagos' }).isChecked()).toBe(true);
    await shotOfQuestions(phone, 'recruiter-screening-375-en');
    await phone.context().close();
  });
});
