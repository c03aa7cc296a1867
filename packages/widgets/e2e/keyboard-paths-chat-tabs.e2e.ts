import { resources } from '@baobab/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { focusedAxNode, tabToVisibly } from './a11y-tree';
import {
  deepFocus,
  E2E_PASSWORD,
  focusRing,
  launchBrowser,
  newEmail,
  openFixture,
  PARTNER_COMPANY,
  screenshot,
  solveAltcha,
} from './index';

/**
 * The company page's tabs and its chat with Playwright's keyboard alone (keyboard-paths.e2e.ts does
 * the lists, the dialogs and the newsletter): focus stops show a ring, and what a screen reader hears
 * — roles, names, selection, the chat's log — is read from the accessibility tree.
 */
const fr = resources.fr.translation;
const tabs = fr.companies.tabs;
const chat = fr.company_page.chat;

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
afterEach(() => context?.close());

async function openPage(body: string) {
  context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  page = await context.newPage();
  await openFixture(page, body);
}

const widget = () => page.locator('baobab-company-page');

/** Presses `key` and checks the focused tab is `name`, selected, with its panel shown and named after it. */
async function pressToTab(key: string, name: string) {
  await page.keyboard.press(key);
  await expect.poll(() => focusedAxNode(page)).toMatchObject({ role: 'tab', name });
  expect(await focusRing(page), key).toMatchObject({ visible: true });
  const tablist = await widget().getByRole('tablist').ariaSnapshot();
  expect(tablist, key).toContain(`tab "${name}" [selected]`);
  expect(tablist.match(/\[selected\]/g), key).toHaveLength(1);
  await expect.poll(() => widget().getByRole('tabpanel').count()).toBe(1);
  expect(await widget().getByRole('tabpanel', { name }).count(), key).toBe(1);
}

describe('the company page tabs, keyboard only (WAI-ARIA tabs)', () => {
  it('Tab reaches the selected tab; arrows, Home and End move and select; Tab goes on into the labelled panel', async () => {
    await openPage(`<baobab-company-page alias="${PARTNER_COMPANY}"></baobab-company-page>`);
    await widget().getByRole('tab', { name: tabs.description }).waitFor();
    // One tab stop for the whole list: the selected tab (the description, when the host asks for none).
    await tabToVisibly(page, (f) => f.text === tabs.description, 'the selected tab', 20);
    expect(await focusedAxNode(page)).toMatchObject({ role: 'tab', name: tabs.description });

    // An anonymous reader sees four tabs: description, chat, offers, publications (the spec's order).
    await pressToTab('ArrowRight', tabs.chat);
    await pressToTab('ArrowRight', tabs['offres-d-emploi']);
    await pressToTab('ArrowLeft', tabs.chat);
    await pressToTab('End', tabs.publications);
    await pressToTab('ArrowRight', tabs.description);
    await pressToTab('ArrowLeft', tabs.publications);
    await pressToTab('Home', tabs.description);

    // The other tabs are not tab stops: the next Tab lands on the shown panel, named by its tab.
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedAxNode(page)).toMatchObject({ role: 'tabpanel', name: tabs.description });
    expect(await focusRing(page)).toMatchObject({ visible: true });
    // Shift+Tab goes back to the selected tab, not to the last tab of the list.
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => focusedAxNode(page)).toMatchObject({ role: 'tab', name: tabs.description });
    await screenshot(page, 'keyboard-company-tabs-375', { fullPage: false });
  });
});

describe('the company chat, keyboard only', () => {
  const panel = () => widget().locator('[role=tabpanel]:not([hidden])');
  const dialog = () => page.locator('baobab-auth-modal').getByRole('dialog');

  it('signs up from the chat tab (Escape returns to the opener), sends a message heard in the log, focus stays in the form', async () => {
    await openPage(
      `<baobab-company-page alias="${PARTNER_COMPANY}" tab="chat"></baobab-company-page><baobab-auth-modal></baobab-auth-modal>`,
    );
    await panel().getByRole('button', { name: chat.sign_in_cta }).waitFor();
    await tabToVisibly(page, (f) => f.text === chat.sign_in_cta, 'the sign-in prompt', 20);
    await page.keyboard.press('Enter');
    await dialog().waitFor();
    await expect.poll(() => deepFocus(page).then((f) => f.inDialog)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog().count()).toBe(0);
    await expect.poll(() => focusedAxNode(page)).toMatchObject({ role: 'button', name: chat.sign_in_cta });

    await page.keyboard.press('Enter');
    await expect.poll(() => dialog().ariaSnapshot()).toContain(`heading "${fr.auth.login_title}"`);
    await tabToVisibly(page, (f) => f.text === fr.nav.signup, 'the switch to sign-up', 20);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog().ariaSnapshot()).toContain(`heading "${fr.auth.signup_title}"`);
    // A candidate of its own, so that its empty thread is this test's alone (chat.e2e.ts writes as Awa).
    for (const [id, text] of [
      ['bj-signup-first-name', 'Kofi'],
      ['bj-signup-last-name', 'Mensah'],
      ['bj-signup-email', newEmail('keyboard-chat')],
      ['bj-signup-password', E2E_PASSWORD],
      ['bj-signup-confirm', E2E_PASSWORD],
    ] as const) {
      await tabToVisibly(page, (f) => f.id === id, id, 10);
      await page.keyboard.type(text);
    }
    await solveAltcha(dialog());
    await tabToVisibly(page, (f) => f.text === fr.auth.submit_signup, 'the sign-up button', 10);
    await page.keyboard.press('Enter');
    // Sign-up hashes the password and checks the captcha: seconds on a loaded machine.
    await expect.poll(() => dialog().count(), { timeout: 30_000 }).toBe(0);
    await expect.poll(() => panel().getByText(chat.empty.replace('{{name}}', 'Teranga Digital')).count()).toBe(1);

    // Signed in, the opener is gone: focus goes to the message field, not back to the top of the page.
    await expect.poll(() => focusedAxNode(page)).toMatchObject({ role: 'textbox', name: chat.label });
    expect(await focusRing(page)).toMatchObject({ visible: true });

    // An empty message: the error is an alert and the field's description.
    await tabToVisibly(page, (f) => f.text === chat.send, 'the send button', 3);
    await page.keyboard.press('Enter');
    await expect.poll(() => panel().getByRole('alert').ariaSnapshot()).toContain(fr.validation.required);

    const text = `Bonjour, le poste est-il ouvert ? ${Date.now()}`;
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => focusedAxNode(page)).toMatchObject({ role: 'textbox', name: chat.label });
    expect((await focusedAxNode(page))?.description).toContain(fr.validation.required);
    await page.keyboard.type(text);
    await tabToVisibly(page, (f) => f.text === chat.send, 'the send button', 3);
    await page.keyboard.press('Enter');
    // The thread is a log (a polite live region): the new message, here the first, is read out as it arrives.
    await expect.poll(() => panel().getByRole('log').ariaSnapshot()).toContain(text);
    // Focus is back in the emptied field, ready for the next message, not lost with the busy button.
    await expect.poll(() => focusedAxNode(page)).toMatchObject({ role: 'textbox', name: chat.label });
    expect(await panel().getByRole('textbox', { name: chat.label }).inputValue()).toBe('');
    expect(await panel().getByRole('alert').count()).toBe(0);
    await screenshot(page, 'keyboard-chat-sent-375', { fullPage: false });
  });
});
