import { randomUUID } from 'node:crypto';
import { resources } from '@baobab/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fillApplication } from './support/apply';
import { hydrated, labelled, launchBrowser, openPage, screenshot, solveAltcha, watchErrors } from './support/site';

const fr = resources.fr.translation;
const en = resources.en.translation;
const PASSWORD = 'Baobab-recrute-2026';
const LOOP_EMAIL = 'equipe@teranga-digital.example';
const TITLE = `Comptable junior ${Date.now().toString(36)}`;
const CANDIDATE = { firstName: 'Mariama', lastName: 'Sow', email: `e2e-loop-${randomUUID()}@example.com` };
const NAME = `${CANDIDATE.firstName} ${CANDIDATE.lastName}`;
const CV_TEXT = 'Mariama Sow - CV - Comptable';

/** The recruiter's status line (aria-live) reads `text`. */
const noticeIs = (page: Page, text: string) =>
  expect.poll(() => page.locator('.bj-recruiter-notice').textContent(), { timeout: 15_000 }).toBe(text);

/** Accepts a mailed invitation: names, password, captcha; answers once the offers show. */
async function acceptInvite(page: Page, origin: string, token: string, words: typeof fr.recruiter) {
  await page.goto(`${origin}/recruteur?invite=${token}`);
  await hydrated(page);
  await page.locator('#bj-recruiter-first-name').fill('Khady');
  await page.locator('#bj-recruiter-last-name').fill('Fall');
  await page.locator('#bj-recruiter-new-password').fill(PASSWORD);
  await solveAltcha(page.locator('.bj-recruiter-gate'));
  await page.getByRole('button', { name: words.accept }).click();
  await page.getByRole('button', { name: words.offers.new }).waitFor();
}

/** What the inbox frames: the address's scheme and the type of the document the frame holds (same origin). */
const framed = (page: Page) =>
  page.locator('iframe.bj-inbox-pdf').evaluate((frame: HTMLIFrameElement) => ({
    scheme: new URL(frame.src).protocol,
    type: frame.contentDocument?.contentType,
  }));

/**
 * The whole loop between a recruiter and a candidate, in Debian Chromium against the real server:
 * invitation → password → an offer posted on a phone (timed) → a candidate finds it on /jobs and
 * applies with a PDF → the recruiter sees it in the inbox, reads the CV in the page, shortlists,
 * sends the interview template → the candidate reads the stage and the message in /profil.
 * Then the inbox at 1280 px in English, and in the gouv theme.
 */
describe('recruiter ↔ candidate loop', () => {
  let browser: Browser;
  let recruiter: Page;
  let candidate: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    recruiter = await openPage(browser, { width: 375, locale: 'fr-FR' });
    candidate = await openPage(browser, { width: 375, locale: 'fr-FR' });
    errors = watchErrors(recruiter);
  });
  afterAll(() => browser.close());

  it('invite → password → an offer posted at 375 px (timed)', async () => {
    const { origin, recruiterLoopInvite } = inject('site');
    expect(recruiterLoopInvite).not.toBe('');
    await acceptInvite(recruiter, origin, recruiterLoopInvite, fr.recruiter);
    const started = performance.now();
    await recruiter.getByRole('button', { name: fr.recruiter.offers.new }).click();
    await recruiter.locator('#bj-offer-title').fill(TITLE);
    await recruiter.locator('#bj-offer-domain').selectOption({ index: 1 });
    await recruiter.locator('#bj-offer-country').selectOption('SN');
    await recruiter.locator('#bj-offer-city').fill('Saint-Louis');
    await recruiter.locator('#bj-offer-contract').selectOption('CDI');
    await recruiter.locator('#bj-offer-description').fill('Vous tenez la comptabilité de nos agences.');
    await recruiter.locator('#bj-offer-profile').fill('Un premier stage en cabinet.');
    await expect.poll(() => recruiter.locator('.bj-recruiter-save').textContent()).toBe(fr.recruiter.editor.saved);
    await recruiter.getByRole('button', { name: fr.recruiter.editor.publish, exact: true }).click();
    await noticeIs(recruiter, fr.recruiter.editor.published);
    console.log(`time to post an offer at 375 px (recruiter-loop): ${Math.round(performance.now() - started)} ms`);
  });

  it('a candidate finds it on /jobs and applies with a PDF CV', async () => {
    const { origin } = inject('site');
    await candidate.goto(`${origin}/jobs`);
    await hydrated(candidate);
    await candidate.getByRole('link', { name: TITLE }).first().click();
    await expect.poll(() => candidate.getByRole('heading', { level: 1 }).textContent()).toBe(TITLE);
    await candidate.getByRole('button', { name: fr.jobs.apply }).click();
    const dialog = candidate.getByRole('dialog');
    await dialog.getByLabel(labelled(fr.auth.first_name)).fill(CANDIDATE.firstName);
    await dialog.getByLabel(labelled(fr.auth.last_name)).fill(CANDIDATE.lastName);
    await dialog.getByLabel(labelled(fr.auth.email)).fill(CANDIDATE.email);
    await dialog.getByLabel(labelled(fr.auth.password)).fill('Baobab-e2e-2024!');
    await dialog.getByLabel(labelled(fr.auth.confirm_password)).fill('Baobab-e2e-2024!');
    await solveAltcha(dialog);
    await dialog.getByRole('button', { name: fr.auth.submit_signup }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const form = candidate.locator('.bj-job-detail');
    await form.getByRole('heading', { name: fr.apply.title }).waitFor();
    await fillApplication(form, fr, 'cv-mariama.pdf', CV_TEXT);
    await form.getByRole('button', { name: fr.apply.submit }).click();
    // The whole board suite applies on one server at once: an answer took over 15 s in a full run.
    await expect
      .poll(() => form.getByRole('status').filter({ hasText: fr.success.application_sent }).count(), {
        timeout: 40_000,
      })
      .toBe(1);
  });

  it('the recruiter sees it, reads the CV in the page, shortlists and sends the interview template', async () => {
    const inbox = fr.recruiter.inbox;
    await recruiter.getByRole('button', { name: fr.recruiter.tab_inbox }).click();
    await recruiter.locator('#bj-inbox-title').waitFor();
    const item = recruiter.locator('.bj-inbox-item', { hasText: NAME });
    await expect.poll(() => item.count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => item.locator('.bj-tag').textContent()).toBe(fr.profile.status.SENT);
    await screenshot(recruiter, 'recruiter-inbox-375-fr');
    await item.getByRole('button', { name: new RegExp(NAME) }).click();

    // Opened: seen, focused on the candidate's name, the CV framed from a blob fetched with the recruiter's token.
    await expect.poll(() => recruiter.evaluate(() => document.activeElement?.textContent)).toBe(NAME);
    await expect
      .poll(() => recruiter.locator('.bj-inbox-view-head .bj-tag').textContent())
      .toBe(inbox.stage.replace('{{status}}', fr.profile.status.VIEWED));
    await recruiter.locator('iframe.bj-inbox-pdf').waitFor();
    await expect.poll(() => framed(recruiter)).toEqual({ scheme: 'blob:', type: 'application/pdf' });
    await recruiter.waitForTimeout(1500); // the browser's PDF viewer draws the page
    await screenshot(recruiter, 'recruiter-application-375-fr');

    await recruiter.getByRole('button', { name: fr.profile.status.SHORTLISTED, exact: true }).click();
    await noticeIs(
      recruiter,
      inbox.moved.replace('{{count}}', '1').replace('{{status}}', fr.profile.status.SHORTLISTED),
    );

    await expect.poll(() => recruiter.locator('#bj-inbox-subject').inputValue()).toContain(TITLE);
    const text = await recruiter.locator('#bj-inbox-text').inputValue();
    expect(text).toMatch(new RegExp(`^Bonjour ${CANDIDATE.firstName},`));
    await recruiter.locator('#bj-inbox-text').fill(text.replace('?', '? Mardi 10 h nous conviendrait.'));
    await recruiter.getByRole('button', { name: new RegExp(`^${inbox.send}`) }).click();
    await noticeIs(recruiter, inbox.sent.replace('{{name}}', NAME));
    await expect
      .poll(() => recruiter.locator('.bj-inbox-view-head .bj-tag').textContent())
      .toBe(inbox.stage.replace('{{status}}', fr.profile.status.INTERVIEW));
    await screenshot(recruiter, 'recruiter-replied-375-fr');
    expect(errors).toEqual([]);
  });

  it('the candidate reads the stage and the message in /profil', async () => {
    await candidate.goto(`${inject('site').origin}/profil?tab=candidatures`);
    await hydrated(candidate);
    const card = candidate.locator('.bj-cp-item', { hasText: TITLE });
    await card.waitFor();
    const steps = card.getByRole('list', { name: fr.company_page.applications.timeline }).getByRole('listitem');
    await expect
      .poll(async () => (await steps.allTextContents()).map((step) => step.split(' ')[0]))
      .toEqual([
        fr.profile.status.INTERVIEW,
        fr.profile.status.SHORTLISTED,
        fr.profile.status.VIEWED,
        fr.profile.status.SENT,
      ]);
    const reply = card.getByRole('region', { name: fr.company_page.applications.replies });
    expect(await reply.getByRole('heading').textContent()).toContain(TITLE);
    expect(await reply.textContent()).toContain('Mardi 10 h nous conviendrait.');
    await screenshot(candidate, 'candidate-profile-replied-375-fr');
  });

  it('at 1280 px in English: the list and the application, CV beside it', async () => {
    const desk = await openPage(browser, { width: 1280, locale: 'en-GB' });
    await desk.goto(`${inject('site').origin}/en/recruiter`);
    await hydrated(desk);
    await desk.locator('#bj-recruiter-email').fill(LOOP_EMAIL);
    await desk.locator('#bj-recruiter-password').fill(PASSWORD);
    await solveAltcha(desk.locator('.bj-recruiter-gate'));
    await desk.getByRole('button', { name: en.recruiter.sign_in }).click();
    await desk.getByRole('button', { name: en.recruiter.tab_inbox }).click();
    const item = desk.locator('.bj-inbox-item', { hasText: NAME });
    await expect
      .poll(() => item.locator('.bj-tag').textContent(), { timeout: 15_000 })
      .toBe(en.profile.status.INTERVIEW);
    await screenshot(desk, 'recruiter-inbox-1280-en');
    await item.getByRole('button', { name: new RegExp(NAME) }).click();
    await desk.locator('iframe.bj-inbox-pdf').waitFor();
    const [main, documents] = await Promise.all([
      desk.locator('.bj-inbox-main').boundingBox(),
      desk.locator('.bj-inbox-documents').boundingBox(),
    ]);
    expect(documents?.x).toBeGreaterThan((main?.x ?? 0) + (main?.width ?? 0) - 1);
    await desk.waitForTimeout(1500);
    await screenshot(desk, 'recruiter-application-1280-en', false);
    await desk.context().close();
  });

  it('in the gouv theme: the inbox at 375 px', async () => {
    const { gouvOrigin, gouvRecruiterLoopInvite } = inject('site');
    const gouv = await openPage(browser, { width: 375, locale: 'fr-FR' });
    await acceptInvite(gouv, gouvOrigin, gouvRecruiterLoopInvite, fr.recruiter);
    await gouv.getByRole('button', { name: fr.recruiter.tab_inbox }).click();
    await gouv.locator('#bj-inbox-title').waitFor();
    await expect.poll(() => gouv.locator('.bj-cp-loading').count()).toBe(0);
    expect(await gouv.locator('.bj-root[data-theme="gouv"]').count()).toBeGreaterThan(0);
    await screenshot(gouv, 'recruiter-inbox-375-gouv');
    await gouv.context().close();
  });
});
