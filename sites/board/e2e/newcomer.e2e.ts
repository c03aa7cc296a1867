import { randomUUID } from 'node:crypto';
import { CONSENTS, consentPageHref, type Locale, resources } from '@baobab/core';
import { PARTNER_COMPANY } from '@baobab/testing';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { siteEn } from '../src/i18n/en';
import { siteFr } from '../src/i18n/fr';
import { closed, DEMO_CANDIDATE, sendLogin, sendSignUp } from './support/account';
import { chooseCvFile } from './support/apply';
import { hydrated, launchBrowser, screenshot, watchErrors } from './support/site';

/**
 * What a newcomer met on the way (issue 29, item 6), on a touch phone at 375 px against the real
 * server: an offer's task list, landing on the apply form after signing up from the Apply bar, the
 * consents linked to their texts, a captcha that starts by itself and stays solved when tapped
 * again, /profil's applications, and an unread answer that lands on its thread and then clears.
 * French on the default theme, English on the gouv one.
 */

type Offer = { slug: string; closed: boolean; external: boolean; questions: unknown[]; description: string };

/** An open offer applied to on the board, without questions, whose description holds a '- ' task list. */
async function offerWithTaskList(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/api/jobs/get-all-jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, limit: 40, sortBy: 'publicationDate', sortByDirection: 'desc' }),
  });
  for (const { slug } of ((await answer.json()) as { results: { slug: string }[] }).results) {
    const job = (await (await fetch(`${origin}/api/jobs/${slug}`)).json()) as Offer;
    if (!job.closed && !job.external && job.questions.length === 0 && /\n- /.test(job.description)) return slug;
  }
  throw new Error('no open offer with a task list in the demo data');
}

async function phone(browser: Browser, locale: Locale): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    locale: locale === 'fr' ? 'fr-FR' : 'en-GB',
    hasTouch: true,
    isMobile: true,
  });
  return { context, page: await context.newPage() };
}

/** The state ALTCHA shows inside `scope`. */
const captchaState = (scope: Locator) => scope.locator('altcha-widget .altcha').getAttribute('data-state');

/** Whether the element's box lies inside the viewport, below the board's sticky navbar. */
async function inViewBelowNavbar(page: Page, element: Locator): Promise<boolean> {
  const header = await page.locator('.bj-site-header').boundingBox();
  const box = await element.boundingBox();
  return Boolean(header && box && box.y >= header.y + header.height - 1 && box.y + box.height <= 812);
}

describe.each([
  { locale: 'fr' as Locale, theme: 'default' },
  { locale: 'en' as Locale, theme: 'gouv' },
])('a newcomer on a phone ($locale, $theme)', ({ locale, theme }) => {
  const m = resources[locale].translation;
  const prefix = locale === 'fr' ? '' : '/en';
  const origin = () => (theme === 'gouv' ? inject('site').gouvOrigin : inject('site').origin);
  const shot = (name: string) => `newcomer-${name}-${locale}-${theme}-375`;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let slug: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ page } = await phone(browser, locale));
    errors = watchErrors(page);
    slug = await offerWithTaskList(origin());
  });
  afterAll(() => browser.close());

  it("shows an offer's '- ' lines as a bulleted list, the same in the server's HTML and after hydration", async () => {
    const html = await (await fetch(`${origin()}${prefix}/jobs/${slug}`)).text();
    // With the offer's own lang when it differs from the page's (issue 26, RGAA 8.7).
    expect(html).toMatch(/<ul class="bj-job-text"( lang="[a-z]{2}")?><li>/);
    await page.goto(`${origin()}${prefix}/jobs/${slug}`);
    await hydrated(page);
    const list = page.locator('ul.bj-job-text').first();
    expect(await list.locator('li').count()).toBeGreaterThan(1);
    expect(await list.evaluate((ul) => getComputedStyle(ul).listStyleType)).toBe('disc');
    expect(await list.locator('li').first().textContent()).not.toMatch(/^-/);
    await list.scrollIntoViewIfNeeded();
    await screenshot(page, shot('offer-task-list'), false);
    expect(errors).toEqual([]);
  });

  it('lands on the apply form after signing up from the Apply bar, its consents linked to their texts', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('.bj-job-detail #apply').getByRole('button', { name: m.jobs.apply, exact: true }).tap();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading').first().textContent()).toBe(m.auth.signup_title);
    await sendSignUp(dialog, m, `e2e-newcomer-${randomUUID()}@example.com`);
    await closed(dialog);

    const form = page.getByRole('form', { name: m.apply.title });
    const title = form.getByRole('heading', { name: m.apply.title });
    await expect.poll(() => title.evaluate((h) => h === document.activeElement)).toBe(true);
    await expect.poll(() => inViewBelowNavbar(page, title)).toBe(true);
    await screenshot(page, shot('form-after-signup'), false);

    const consents = form.locator('.bj-apply-consents');
    const links = consents.getByRole('link');
    await expect.poll(() => links.count()).toBe(CONSENTS.length);
    for (const [index, consent] of CONSENTS.entries()) {
      const link = links.nth(index);
      expect(await link.textContent()).toBe(m.apply.consent_links[consent]);
      expect(await link.getAttribute('href')).toBe(consentPageHref('', locale, consent));
      expect(await link.getAttribute('target')).toBe('_blank');
    }
    // The board's own pages: nothing to say about whose account it is.
    expect(await consents.getByText(m.apply.board_account).count()).toBe(0);
    await consents.scrollIntoViewIfNeeded();
    await screenshot(page, shot('consents-linked'), false);

    // Each linked text exists: the data-retention consent opens the privacy page at its section.
    const retention = await (await fetch(`${origin()}${consentPageHref('', locale, 'acceptDataRetention')}`)).text();
    const site = locale === 'fr' ? siteFr : siteEn;
    expect(retention).toContain('id="conservation"');
    expect(retention).toContain(site.pages.confidentialite.sections.conservation.title);
    expect(retention).toContain('id="consentement"');
  });

  it('keeps a solved captcha solved when tapped twice, and the form sends', async () => {
    const form = page.getByRole('form', { name: m.apply.title });
    // The focused title is in the form: the work started by itself.
    await expect.poll(() => captchaState(form), { timeout: 20_000 }).toBe('verified');
    const box = form.locator('altcha-widget .altcha-checkbox');
    await box.tap();
    await page.waitForTimeout(150);
    await box.tap();
    await page.waitForTimeout(600);
    expect(await captchaState(form)).toBe('verified');
    expect(await form.getByRole('status').filter({ hasText: m.auth.captcha_verified }).count()).toBe(1);

    await chooseCvFile(form, m, 'cv-nouveau.pdf');
    for (const consent of CONSENTS) await form.locator(`#bj-apply-${consent}`).check();
    await form.getByRole('button', { name: m.apply.submit }).tap();
    await expect.poll(() => page.getByRole('status').filter({ hasText: m.success.application_sent }).count()).toBe(1);
    expect(await page.getByText(m.errors.captcha_required).count()).toBe(0);
  });
});

describe('/profil on a phone (fr)', () => {
  const m = resources.fr.translation;
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('signs in with a captcha that starts by itself, and shows each application once, its title a link', async () => {
    const { page } = await phone(browser, 'fr');
    await page.goto(`${inject('site').origin}/profil?tab=candidatures`);
    await hydrated(page);
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading').first().textContent()).toBe(m.auth.login_title);
    // Nothing touched: the focused email field is enough for the proof of work to start.
    await expect.poll(() => captchaState(dialog), { timeout: 20_000 }).toBe('verified');
    await sendLogin(dialog, m, DEMO_CANDIDATE);
    await closed(dialog);

    const cards = page.locator('.bj-profile-panel .bj-cp-item');
    await expect.poll(() => cards.count()).toBe(2);
    for (const card of await cards.all()) {
      const link = card.getByRole('heading').getByRole('link');
      expect(await link.getAttribute('href')).toMatch(/^\/jobs\/[\w-]+$/);
      const steps = await card.getByRole('listitem').allTextContents();
      const statuses = steps.map((step) => step.replace(/\s*\d.*$/, ''));
      expect(new Set(statuses).size).toBe(statuses.length);
      expect(await card.locator('[aria-current="step"] .bj-cp-state').count()).toBe(1);
    }
    await screenshot(page, 'newcomer-profile-applications-fr-default-375');

    // An offer's title opens the offer.
    const first = cards.first().getByRole('heading').getByRole('link');
    const href = await first.getAttribute('href');
    await first.tap();
    await expect.poll(() => new URL(page.url()).pathname).toBe(href);
  });

  it('follows "1 message non lu" to the thread itself, and the count goes once read', async () => {
    const { origin, partnerKey } = inject('site');
    const { page } = await phone(browser, 'fr');
    const errors = watchErrors(page);
    await page.goto(`${origin}/entreprises/${PARTNER_COMPANY}/chat`);
    await hydrated(page);
    await page.getByRole('tabpanel').getByRole('button', { name: m.company_page.chat.sign_in_cta }).tap();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: m.nav.signup }).tap();
    await sendSignUp(dialog, m, `e2e-unread-${randomUUID()}@example.com`);
    await closed(dialog);
    await page.getByLabel(m.company_page.chat.label).fill('Bonjour, le poste est-il ouvert ?');
    await page.getByRole('button', { name: m.company_page.chat.send }).tap();
    await page.getByText('Bonjour, le poste est-il ouvert ?').waitFor();

    // The recruiter answers through the partner API.
    const call = (path: string, body?: object) =>
      fetch(`${origin}/api/partner/v1${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { 'x-api-key': partnerKey, ...(body && { 'content-type': 'application/json' }) },
        body: body && JSON.stringify(body),
      });
    const [thread] = (await (await call('/threads')).json()) as { id: string }[];
    expect((await call(`/threads/${thread?.id}/messages`, { body: 'Oui, postulez !' })).status).toBe(201);

    await page.goto(`${origin}/profil`);
    await hydrated(page);
    const row = page.locator('.bj-site-section > .bj-unread-row');
    await expect.poll(() => row.textContent()).toBe(siteFr.nav.unread_messages_one.replace('{{count}}', '1'));
    await row.tap();
    await expect.poll(() => new URL(page.url()).hash).toBe('#fil');
    const messages = page.getByRole('list', {
      name: m.company_page.chat.messages.replace('{{name}}', 'Teranga Digital'),
    });
    await expect.poll(() => messages.evaluate((list) => list === document.activeElement)).toBe(true);
    const answer = messages.getByText('Oui, postulez !');
    await expect.poll(() => inViewBelowNavbar(page, answer)).toBe(true);
    // Read: the navbar's count goes without a reload.
    await expect.poll(() => page.locator('.bj-site-header .bj-unread-badge').count()).toBe(0);
    await screenshot(page, 'newcomer-thread-landing-fr-default-375', false);
    expect(errors).toEqual([]);
  });
});
