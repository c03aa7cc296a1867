import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Company, type JobList, MAX_PAGE_LIMIT, resources } from '@baobab/core';
import { heardEvents, launchBrowser, recordEvents, screenshot } from '@baobab/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { applicationsOf, sendApplication, signUp } from './support/candidate';
import { publishOnPartnerSite } from './support/partner-site';

/**
 * examples/company-careers as Teranga Digital hosts it: its own origin (registered with
 * `baobab origins add`), its own aggressive CSS, one script tag from the board's CDN alias.
 */
const fr = resources.fr.translation;
let browser: Browser;
let base: string;

beforeAll(async () => {
  browser = await launchBrowser();
  base = publishOnPartnerSite('company-careers');
});
afterAll(() => browser.close());

describe('examples/company-careers', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await recordEvents(page, ['baobab:login', 'baobab:apply']);
  });
  afterAll(() => context.close());

  it("lists only the company's offers, untouched by the partner's global CSS, in the partner's colours", async () => {
    await page.goto(base);
    const list = page.locator('baobab-job-list');
    const cards = list.locator('[part~="card"]');
    await cards.first().waitFor();
    const companies = await list.locator('.bj-job-card__company').allTextContents();
    expect(companies.length).toBeGreaterThan(0);
    expect(new Set(companies)).toEqual(new Set(['Teranga Digital']));

    // The page's rules really apply to the page…
    const pageHeading = await page.locator('.hero h1').evaluate((h1) => getComputedStyle(h1).textTransform);
    expect(pageHeading).toBe('uppercase');
    // …and stop at the widget: no uppercase headings, no 62.5 % rem, no `all: unset` on its controls.
    const title = list.locator('.bj-list-card__title').first();
    const styles = await title.evaluate((h3) => {
      const style = getComputedStyle(h3);
      return { textTransform: style.textTransform, letterSpacing: style.letterSpacing, fontFamily: style.fontFamily };
    });
    expect(styles).toEqual({
      textTransform: 'none',
      letterSpacing: 'normal',
      fontFamily: expect.stringMatching(/^system-ui/),
    });
    expect(await list.locator('.bj-root').evaluate((root) => getComputedStyle(root).fontSize)).toBe('16px');
    const search = list.getByLabel(fr.jobs.search_label);
    expect(await search.evaluate((input) => getComputedStyle(input).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    // The partner's brand colour, given through --baobab-color-primary.
    const submit = list.getByRole('button', { name: fr.jobs.search, exact: true });
    expect(await submit.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(154, 52, 18)');
    await screenshot(page, 'company-careers-1280');
  });

  it('gives each offer its own URL on the partner site, where the candidate signs up and applies with a PDF', async () => {
    const list = page.locator('baobab-job-list');
    const link = list.locator('a[href*="job.html?slug="]').first();
    const slug = new URL((await link.getAttribute('href')) ?? '', base).searchParams.get('slug');
    await link.click();
    await page.waitForURL(`${base}careers/job.html?slug=${slug}`);

    const detail = page.locator('baobab-job-detail');
    await detail.getByRole('button', { name: fr.jobs.apply }).click();
    const dialog = page.locator('baobab-auth-modal').getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe(fr.auth.signup_title);
    const email = await signUp(dialog);
    // The partner's page heard the login and greets the candidate in its own header.
    await expect.poll(() => page.locator('.greeting').textContent()).toBe('Bonjour Awa');

    await sendApplication(detail);
    await expect
      .poll(() => detail.getByRole('status').filter({ hasText: fr.success.application_sent }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    // The partner's own notice, shown on baobab:apply.
    expect(await page.locator('.notice').isVisible()).toBe(true);
    const events = await heardEvents(page);
    expect(events.map((event) => event.type)).toEqual(['baobab:login', 'baobab:apply']);
    expect(events[0]?.detail).toMatchObject({ user: { email } });
    await screenshot(page, 'company-careers-applied-1280');

    // The application landed in the board: the session stored on the partner's origin lists it.
    const { apiOrigin, fixtureOrigin } = inject('stack');
    const token = (await context.cookies(fixtureOrigin)).find((cookie) => cookie.name === 'authToken')?.value ?? '';
    const applications = await applicationsOf(apiOrigin, decodeURIComponent(token));
    expect(applications).toMatchObject([{ job: { slug }, cv: { fileName: 'cv.pdf' } }]);
    expect(events[1]?.detail).toMatchObject({ jobSlug: slug, applicationId: applications[0]?.id });
  });

  it("offers only the company's own domains, and no link to the board's pages", async () => {
    const { apiOrigin } = inject('stack');
    const answer = await fetch(`${apiOrigin}/api/companies/teranga-digital/jobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page: 1, limit: MAX_PAGE_LIMIT }),
    });
    const { results } = (await answer.json()) as JobList;
    const domains = [...new Map(results.flatMap((job) => job.activityDomains).map((tag) => [tag.id, tag])).values()];
    expect(domains.length).toBeGreaterThan(0);

    await page.goto(base);
    const list = page.locator('baobab-job-list');
    const filters = list.locator('[part~="filters"]').getByRole('button');
    await expect.poll(() => filters.count()).toBe(domains.length);
    expect(new Set(await filters.allTextContents())).toEqual(new Set(domains.map((tag) => tag.label.fr)));

    // Nothing found: the candidate is not sent to other companies (no company-href here, so no call-to-action).
    await list.getByLabel(fr.jobs.search_label).fill('zzzz-introuvable');
    await list.getByRole('button', { name: fr.jobs.search, exact: true }).click();
    await expect.poll(() => list.getByRole('status').first().textContent()).toBe(fr.errors.no_match);
    expect(await list.locator('[part~="cta"]').count()).toBe(0);
    expect(await list.locator('a[href*="entreprises"]').count()).toBe(0);
  });

  it("invites to the company's spontaneous application on the partner's company page (company-href)", async () => {
    const { apiOrigin, fixtureDir, fixtureOrigin, loaderUrl } = inject('stack');
    // The first demo company that takes spontaneous applications and has open offers.
    const list = (await (
      await fetch(`${apiOrigin}/api/companies/list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ page: 1, limit: MAX_PAGE_LIMIT }),
      })
    ).json()) as { results: { alias: string; jobCount: number }[] };
    let company: Company | undefined;
    for (const { alias, jobCount } of list.results) {
      if (jobCount === 0) continue;
      const candidate = (await (await fetch(`${apiOrigin}/api/companies/${alias}`)).json()) as Company;
      if (candidate.spontaneousApplications) {
        company = candidate;
        break;
      }
    }
    if (!company) throw new Error('no demo company takes spontaneous applications');
    writeFileSync(
      join(fixtureDir, 'careers-cta.html'),
      `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Careers</title>
<script src="${loaderUrl}" async></script></head>
<body><baobab-job-list company="${company.alias}" company-href="company.html?alias={alias}"></baobab-job-list></body></html>`,
    );
    const partner = await browser.newPage();
    await partner.goto(`${fixtureOrigin}/careers-cta.html`);
    const cta = partner.locator('baobab-job-list [part~="cta"]');
    await cta.waitFor();
    expect(await cta.locator('p').textContent()).toBe(fr.spontaneous.text.replace('{{name}}', company.name));
    const link = cta.getByRole('link', { name: fr.spontaneous.cta });
    expect(await link.getAttribute('href')).toBe(`company.html?alias=${company.alias}`);
    await screenshot(partner, 'company-careers-spontaneous-cta');
    await partner.close();
  });

  it('reads well at 375 px', async () => {
    const phone = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await phone.goto(base);
    await phone.locator('baobab-job-list [part~="card"]').first().waitFor();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone, 'company-careers-375');
    await phone.close();
  });
});
