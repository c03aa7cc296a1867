import { resources } from '@baobab/core';
import {
  labelled,
  launchBrowser,
  openFixture,
  PARTNER_COMPANY,
  screenshot,
  seriousViolations,
  solveAltcha,
} from '@baobab/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

/**
 * Company chat between a candidate in the browser (`<baobab-company-page>` chat tab, signed in
 * through `<baobab-auth-modal>`) and the company's recruiter on the partner API, on the real server.
 */
const fr = resources.fr.translation;
const en = resources.en.translation;
const DEMO = { email: 'demo@baobab.jobs', password: 'Baobab2026!' };
const TYPED_MARKUP = 'Bonjour <img src=x onerror="document.title=\'pwned\'"> le poste est-il ouvert ?';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A partner API call with the stack's company key. */
async function partner<T>(path: string, body?: object): Promise<T> {
  const { apiOrigin, partnerKey } = inject('stack');
  const res = await fetch(`${apiOrigin}/api/partner/v1${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'x-api-key': partnerKey, ...(body && { 'content-type': 'application/json' }) },
    body: body && JSON.stringify(body),
  });
  expect(res.status, path).toBeLessThan(300);
  return (await res.json()) as T;
}

const pageHtml = (attrs: string) =>
  `<baobab-company-page alias="${PARTNER_COMPANY}" tab="chat" ${attrs}></baobab-company-page><baobab-auth-modal ${attrs}></baobab-auth-modal>`;

describe('company chat, browser candidate ↔ partner API', () => {
  let page: Page;

  beforeAll(async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    page = await context.newPage();
  });

  it('signs in from the chat tab, writes (as text), the recruiter reads and answers, the candidate sees it', async () => {
    await openFixture(page, pageHtml('lang="fr"'), { hostile: false });
    const widget = page.locator('baobab-company-page');
    const panel = widget.locator('[role=tabpanel]:not([hidden])');
    const signIn = panel.getByRole('button', { name: fr.company_page.chat.sign_in_cta });
    await signIn.waitFor();
    await screenshot(panel, 'chat-sign-in-prompt-375-fr');
    await signIn.click();
    const dialog = page.locator('baobab-auth-modal').getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe(fr.auth.login_title);
    await dialog.getByLabel(labelled(fr.auth.email)).fill(DEMO.email);
    await dialog.getByLabel(labelled(fr.auth.password)).fill(DEMO.password);
    await solveAltcha(dialog);
    await dialog.getByRole('button', { name: fr.auth.submit_login }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    const field = panel.getByLabel(fr.company_page.chat.label);
    await field.fill(TYPED_MARKUP);
    await panel.getByRole('button', { name: fr.company_page.chat.send }).click();
    await expect.poll(() => panel.locator('.bj-cp-message-body').last().textContent()).toBe(TYPED_MARKUP);
    expect(await panel.locator('img').count()).toBe(0);
    expect(await page.title()).not.toBe('pwned');

    const threads = await partner<{ id: string; unread: number; candidate: { firstName: string } }[]>('/threads');
    const thread = threads.find((t) => t.candidate.firstName === 'Awa');
    expect(thread?.unread).toBe(1);
    const read = await partner<{ messages: { author: string; body: string }[] }>(`/threads/${thread?.id}`);
    expect(read.messages.at(-1)).toEqual(expect.objectContaining({ author: 'candidate', body: TYPED_MARKUP }));
    await partner(`/threads/${thread?.id}/messages`, { body: 'Oui ! <b>Postulez</b> avant vendredi.' });

    await page.reload();
    await expect
      .poll(() => panel.locator('.bj-cp-message-body').last().textContent())
      .toBe('Oui ! <b>Postulez</b> avant vendredi.');
    expect(await panel.locator('b').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'chat-375-fr-default');
  });

  it.each([
    { width: 375, lang: 'en', theme: 'gouv' },
    { width: 1280, lang: 'fr', theme: 'gouv' },
    { width: 1280, lang: 'en', theme: 'default' },
  ] as const)('shows the thread at $width px, $lang, $theme', async ({ width, lang, theme }) => {
    await page.setViewportSize({ width, height: 900 });
    await openFixture(page, pageHtml(`lang="${lang}" theme="${theme}"`), { hostile: false, lang });
    const panel = page.locator('baobab-company-page').locator('[role=tabpanel]:not([hidden])');
    const messages = lang === 'en' ? en.company_page.chat.messages : fr.company_page.chat.messages;
    await panel.getByRole('list', { name: messages.replace('{{name}}', 'Teranga Digital') }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, `chat-${width}-${lang}-${theme}`);
  });
});
