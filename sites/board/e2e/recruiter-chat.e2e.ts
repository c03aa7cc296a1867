import { randomUUID } from 'node:crypto';
import { resources } from '@baobab/core';
import { baobabBeside } from '@baobab/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_RECRUITERS } from '../../../packages/server/src/seed/demo-recruiters';
import { demoDataSet } from '../../../packages/server/src/seed/seed';
import { siteFr } from '../src/i18n/fr';
import { closed, sendSignUp } from './support/account';
import { hydrated, launchBrowser, openPage, screenshot, solveAltcha, watchErrors } from './support/site';

const m = resources.fr.translation;
const fr = m.recruiter;
const en = resources.en.translation.recruiter;
const PASSWORD = 'Baobab-recrute-2026';
const QUESTION = `Bonjour, le poste est-il ouvert ? ${randomUUID().slice(0, 6)}`;
const ANSWER = 'Oui : passez jeudi à 10 h.';

/**
 * A company with no partner key, the last of the demo set (routes.e2e.ts takes the first): its
 * recruiter space, opened here by the operator while the server runs, is what gives it chat.
 */
const COMPANY = demoDataSet()
  .companies.filter((c) => !(DEMO_RECRUITERS as readonly string[]).includes(c.alias))
  .at(-1);

/** `baobab recruiter invite` beside the running server (admin socket), then the link from `baobab outbox`. */
function invite(dataDir: string, email: string): string {
  const said = baobabBeside(dataDir, 'recruiter', 'invite', COMPANY?.alias ?? '', email);
  expect(said).toContain('(done by the server running on');
  const token = /[?&]invite=([\w-]+)/.exec(baobabBeside(dataDir, 'outbox', '--to', email))?.[1];
  if (!token) throw new Error(`no invitation for ${email} in the outbox`);
  return token;
}

/** Opens the invitation's link and sets a password: the space opens signed in. */
async function acceptInvite(page: Page, url: string, words: typeof fr) {
  await page.goto(url);
  // The space is an island of its own: its form, once drawn, is what the test waits for.
  await page.locator('#bj-recruiter-first-name').waitFor({ timeout: 60_000 });
  await page.locator('#bj-recruiter-first-name').fill('Mariama');
  await page.locator('#bj-recruiter-last-name').fill('Sow');
  await page.locator('#bj-recruiter-new-password').fill(PASSWORD);
  await solveAltcha(page.locator('.bj-recruiter-gate'));
  await page.getByRole('button', { name: words.accept }).click();
  await page.locator('.bj-recruiter-tabs').waitFor();
}

const messagesTab = (page: Page, words: typeof fr) =>
  page.locator('.bj-recruiter-tabs').getByRole('button', { name: new RegExp(`^${words.tab_messages}`) });

/**
 * The company's side of chat on a phone: a candidate writes from the company page, the recruiter
 * sees the unread count on the Messages tab, reads and answers at 375 px, and the candidate finds
 * the answer (and its unread count) on the board. Then the same tab at 1280 px in English, and
 * its empty state in the gouv theme.
 */
describe('the recruiter space answers candidates', () => {
  let browser: Browser;
  const email = `chat-${randomUUID().slice(0, 8)}@entreprise.example`;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('candidate writes → recruiter sees 1 unread, reads, answers at 375 px → the candidate sees it', async () => {
    const { origin, dataDir } = inject('site');
    const token = invite(dataDir, email);

    const recruiter = await openPage(browser, { width: 375, locale: 'fr-FR' });
    const recruiterErrors = watchErrors(recruiter);
    await acceptInvite(recruiter, `${origin}/recruteur?invite=${token}`, fr);
    await messagesTab(recruiter, fr).click();
    await expect.poll(() => recruiter.locator('.bj-recruiter-empty').textContent()).toBe(fr.chat.empty);

    // The candidate, on the company page the recruiter account opened to chat.
    const candidate = await openPage(browser, { width: 375, locale: 'fr-FR' });
    const candidateErrors = watchErrors(candidate);
    await candidate.goto(`${origin}/entreprises/${COMPANY?.alias}/chat`);
    await hydrated(candidate);
    await candidate.getByRole('tabpanel').getByRole('button', { name: m.company_page.chat.sign_in_cta }).click();
    const dialog = candidate.getByRole('dialog');
    await dialog.getByRole('button', { name: m.nav.signup }).click();
    await sendSignUp(dialog, m, `e2e-chat-${randomUUID()}@example.com`);
    await closed(dialog);
    await candidate.getByLabel(m.company_page.chat.label).fill(QUESTION);
    await candidate.getByRole('button', { name: m.company_page.chat.send }).click();
    await candidate.getByText(QUESTION).waitFor();

    // Coming back to the recruiter's tab asks at once (focus), not only at the next minute's poll.
    await recruiter.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect
      .poll(() => messagesTab(recruiter, fr).textContent())
      .toBe(`${fr.tab_messages} 1, ${fr.chat.unread_one.replace('{{count}}', '1')}`);
    const row = recruiter.locator('.bj-recruiter-thread', { hasText: 'Awa Traoré' });
    expect(await row.locator('.bj-recruiter-thread-last').textContent()).toBe(QUESTION);
    await screenshot(recruiter, 'recruiter-chat-list-375-fr');

    // Keyboard: the thread opens with Enter, its heading takes the focus.
    await row.getByRole('button').focus();
    await recruiter.keyboard.press('Enter');
    const heading = recruiter.getByRole('heading', { level: 2, name: 'Awa Traoré' });
    await expect
      .poll(() => heading.evaluate((h) => (h.getRootNode() as ShadowRoot | Document).activeElement === h))
      .toBe(true);
    const log = recruiter.getByRole('list', { name: fr.chat.messages.replace('{{name}}', 'Awa Traoré') });
    await expect
      .poll(() => log.getByRole('listitem').last().locator('.bj-recruiter-message-body').textContent())
      .toBe(QUESTION);
    // Read: the tab's count goes.
    await expect.poll(() => messagesTab(recruiter, fr).textContent()).toBe(fr.tab_messages);

    await recruiter.getByLabel(fr.chat.label).fill(ANSWER);
    await recruiter.getByRole('button', { name: fr.chat.send }).click();
    await expect
      .poll(() => recruiter.locator('.bj-recruiter-sent').textContent())
      .toBe(fr.chat.sent.replace('{{name}}', 'Awa Traoré'));
    await expect.poll(() => log.getByText(ANSWER).count()).toBe(1);
    await screenshot(recruiter, 'recruiter-chat-thread-375-fr');
    // Back to the list: the focus returns to the thread left.
    await recruiter.getByRole('button', { name: fr.chat.back }).click();
    await expect
      .poll(() =>
        recruiter
          .locator('.bj-recruiter-thread', { hasText: 'Awa Traoré' })
          .locator('.bj-recruiter-thread-last')
          .textContent(),
      )
      .toBe(fr.chat.last_you.replace('{{body}}', ANSWER));

    // The candidate: the board counts the answer unread, and the thread shows it.
    await candidate.goto(`${origin}/profil`);
    await hydrated(candidate);
    const unread = candidate.locator('.bj-site-section > .bj-unread-row');
    await expect.poll(() => unread.textContent()).toBe(siteFr.nav.unread_messages_one.replace('{{count}}', '1'));
    await unread.click();
    await candidate.getByText(ANSWER).waitFor();
    await screenshot(candidate, 'recruiter-chat-candidate-375-fr', false);
    expect(recruiterErrors).toEqual([]);
    expect(candidateErrors).toEqual([]);
    await recruiter.context().close();
    await candidate.context().close();
  });

  it('at 1280 px in English: the thread list and a thread', async () => {
    const desk = await openPage(browser, { width: 1280, locale: 'en-GB' });
    await desk.goto(`${inject('site').origin}/en/recruiter`);
    await desk.locator('#bj-recruiter-email').waitFor({ timeout: 60_000 });
    await desk.locator('#bj-recruiter-email').fill(email);
    await desk.locator('#bj-recruiter-password').fill(PASSWORD);
    await solveAltcha(desk.locator('.bj-recruiter-gate'));
    await desk.getByRole('button', { name: en.sign_in }).click();
    await messagesTab(desk, en).click();
    const row = desk.locator('.bj-recruiter-thread', { hasText: 'Awa Traoré' });
    await expect
      .poll(() => row.locator('.bj-recruiter-thread-last').textContent())
      .toBe(en.chat.last_you.replace('{{body}}', ANSWER));
    await screenshot(desk, 'recruiter-chat-list-1280-en');
    await row.getByRole('button').click();
    await desk.getByText(ANSWER).waitFor();
    await screenshot(desk, 'recruiter-chat-thread-1280-en');
    await desk.context().close();
  });

  it('in the gouv theme at 375 px: the Messages tab empty', async () => {
    const { gouvOrigin, gouvDataDir } = inject('site');
    const token = invite(gouvDataDir, `gouv-${email}`);
    const gouv = await openPage(browser, { width: 375, locale: 'fr-FR' });
    await acceptInvite(gouv, `${gouvOrigin}/recruteur?invite=${token}`, fr);
    expect(await gouv.locator('.bj-root[data-theme="gouv"]').count()).toBeGreaterThan(0);
    await messagesTab(gouv, fr).click();
    await expect.poll(() => gouv.locator('.bj-recruiter-empty').textContent()).toBe(fr.chat.empty);
    await screenshot(gouv, 'recruiter-chat-empty-375-gouv');
    await gouv.context().close();
  });
});
