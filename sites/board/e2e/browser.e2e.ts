import { pathInLocale, type RouteName, resources } from '@baobab/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ISLAND_PAGES } from '../src/islands/island-pages';
import { routePaths, type Samples, samples } from './support/samples';
import {
  hydrated,
  labelled,
  launchBrowser,
  openPage,
  screenshot,
  seriousViolations,
  solveAltcha,
  tabsInView,
  watchErrors,
} from './support/site';

/** The site in Chromium: islands waking, JavaScript off, the language cookie, themes, axe and screenshots. */
const fr = resources.fr.translation;

let browser: Browser;
let origin: string;
let s: Samples;

beforeAll(async () => {
  browser = await launchBrowser();
  origin = inject('site').origin;
  s = await samples(origin);
});
afterAll(() => browser.close());

describe('without JavaScript', () => {
  it('shows the offer and its JobPosting, and the job list', async () => {
    const page = await openPage(browser, { javaScript: false, width: 375 });
    const job = (await (await fetch(`${origin}/api/jobs/${s.job}`)).json()) as { title: string; description: string };
    await page.goto(`${origin}/jobs/${s.job}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(job.title);
    expect(await page.locator('body').textContent()).toContain(job.description.split('\n')[0]?.slice(0, 60));
    const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(ld ?? '{}')).toMatchObject({ '@type': 'JobPosting', title: job.title });
    await page.goto(`${origin}/jobs`);
    expect(await page.locator('.bj-job-list article').count()).toBe(20);
    await page.context().close();
  });
});

describe('in the browser', () => {
  it('serves every route from the server, wakes its islands without an error, and its links load pages', async () => {
    const page = await openPage(browser);
    const errors = watchErrors(page);
    for (const [name, path] of Object.entries(routePaths(s))) {
      if (name === 'profil') continue;
      const answer = await page.goto(`${origin}${path}`);
      // The page is in the server's HTML, its title included.
      expect(await answer?.text(), path).toMatch(/<h1[\s>]/);
      await hydrated(page);
      const islands = await page.evaluate(() => document.documentElement.dataset.islands === 'true');
      expect(islands, path).toBe(ISLAND_PAGES.has(name as RouteName));
      if (islands) {
        // A focus inside each island, as a reader's first tab or tap: every one wakes.
        await page.evaluate(() => {
          for (const island of document.querySelectorAll('[data-island]'))
            island.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
        });
        await expect.poll(() => page.locator('[data-island]:not([data-awake])').count(), { message: path }).toBe(0);
      }
      expect(errors, path).toEqual([]);
    }
    // A link of the navbar, before any island woke: the server's page for it.
    await page.goto(`${origin}/pages/faq`);
    await hydrated(page);
    await page.locator('.bj-site-nav').getByRole('link', { name: fr.nav.companies }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/entreprises');
    await page.getByRole('heading', { level: 1, name: resources.fr.translation.companies.title }).waitFor();
    // A footer link from the bottom of the page: the new page starts at the top.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('.bj-site-footer').getByRole('link', { name: fr.footer.mentions }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/pages/mentions');
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sends the contact form with the security challenge solved', async () => {
    const page = await openPage(browser, { width: 375 });
    await page.goto(`${origin}/contact`);
    await hydrated(page);
    const form = page.locator('form.bj-contact-form');
    // The challenge's checkbox is a required field: the browser itself holds the form back. Looked
    // at before any field is entered, since entering the form starts the proof of work.
    const challenge = form.locator('altcha-widget input[type="checkbox"]');
    await challenge.waitFor({ state: 'attached' });
    expect(await challenge.evaluate((box) => (box as HTMLInputElement).validity.valid)).toBe(false);
    await form.getByLabel(labelled(fr.contact.name)).fill('Awa Traoré');
    await form.getByLabel(labelled(fr.auth.email)).fill('awa@example.com');
    await form.getByLabel(labelled(fr.contact.subject)).fill('Partenariat');
    await form.getByLabel(labelled(fr.contact.message)).fill('Bonjour, nous souhaitons publier nos offres.');
    await solveAltcha(form);
    await form.getByRole('button', { name: fr.contact.submit }).click();
    await page.getByRole('status').filter({ hasText: fr.success.contact_sent }).waitFor();
    expect(await form.count()).toBe(0);
    await page.context().close();
  });

  it('remembers the language switch in the i18n_redirected cookie', async () => {
    const page = await openPage(browser, { locale: 'fr-FR' });
    await page.goto(`${origin}/jobs`);
    await hydrated(page);
    await page.getByRole('link', { name: 'English' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/jobs');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    await page.goto(`${origin}/`);
    expect(new URL(page.url()).pathname).toBe('/en');
    await page.context().close();
  });

  it('has no serious or critical axe violation on any route, in both languages', async () => {
    const page = await openPage(browser);
    for (const [name, path] of Object.entries(routePaths(s))) {
      if (name === 'profil') continue;
      for (const url of [path, path === '/' ? '/en' : `/en${pathInLocale('en', path)}`]) {
        await page.goto(`${origin}${url}`);
        await hydrated(page);
        expect(await seriousViolations(page), url).toEqual([]);
      }
    }
    await page.goto(`${origin}/nulle-part`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
    // About fifty pages audited in turn: on a loaded 2-core machine that outlasts the usual 90 s.
  }, 300_000);

  it('takes the screenshots of the main pages at 375 and 1280 px, in French and English', async () => {
    const pages = {
      home: '/',
      jobs: '/jobs',
      job: `/jobs/${s.job}`,
      company: `/entreprises/${s.company}`,
      careers: `/carriere/${s.company}`,
      'not-found': '/nulle-part',
    };
    for (const width of [375, 1280])
      for (const locale of ['fr', 'en'] as const) {
        const page = await openPage(browser, { width, locale });
        for (const [name, path] of Object.entries(pages)) {
          await page.goto(`${origin}${locale === 'en' ? (path === '/' ? '/en' : `/en${path}`) : path}`);
          await hydrated(page);
          await screenshot(page, `${name}-${locale}-${width}`, false);
        }
        await page.context().close();
      }
  }, 240_000);

  it("keeps a company's tabs whole at 375 px, and the careers page off the screen's edges", async () => {
    for (const locale of ['fr', 'en'] as const) {
      const page = await openPage(browser, { width: 375, locale });
      const prefix = locale === 'en' ? '/en' : '';
      // The last tab selected: a bar scrolled to it used to cut the first ones off.
      for (const path of [`/entreprises/${s.company}/publications`, `/carriere/${s.company}/publications`]) {
        await page.goto(`${origin}${prefix}${path}`);
        await hydrated(page);
        await page.getByRole('tab').first().waitFor({ timeout: 30_000 });
        await tabsInView(page.getByRole('tab'));
        expect(await page.getByRole('tab', { selected: true }).count()).toBe(1);
      }
      const { left, right } = await page.locator('.bj-cp-header').evaluate((el) => el.getBoundingClientRect().toJSON());
      expect(left).toBeGreaterThanOrEqual(12);
      expect(right).toBeLessThanOrEqual(375 - 12);
      await screenshot(page, `careers-tabs-${locale}-375`, false);
      await page.context().close();
    }
  });
});

describe('an unknown path', () => {
  it('shows its 404 page with no warning from the router in the console', async () => {
    const page = await openPage(browser);
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') messages.push(message.text());
    });
    const res = await page.goto(`${origin}/nowhere/deeper/path`);
    expect(res?.status()).toBe(404);
    await hydrated(page);
    // The browser's own line for the 404 answer is expected; nothing else.
    expect(messages.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
    await page.context().close();
  });
});

describe('the gouv theme, on premise', () => {
  it('changes the logo and the loading bar, hides the medias and their routes', async () => {
    const { gouvOrigin } = inject('site');
    const page = await openPage(browser, { width: 1280 });
    await page.goto(`${gouvOrigin}/jobs`);
    await hydrated(page);
    expect(await page.locator('html').getAttribute('data-theme')).toBe('gouv');
    expect(await page.locator('.bj-site-logo__credit').textContent()).toBe('Avec le ministère de l’Emploi');
    expect(await page.locator('.bj-site-nav').getByRole('link', { name: fr.nav.medias }).count()).toBe(0);
    expect(await page.locator('.bj-loading-bar').evaluate((bar) => (bar as HTMLElement).style.background)).toContain(
      'linear-gradient',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'gouv-jobs-fr-1280', false);
    const medias = await fetch(`${gouvOrigin}/medias`);
    expect(medias.status).toBe(404);
    expect(await medias.text()).toContain(fr.errors.page_not_found_rule.replace('{{path}}', '/medias'));
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${gouvOrigin}/`);
    await hydrated(page);
    await screenshot(page, 'gouv-home-fr-375', false);
    await page.context().close();
  });

  it("opens a company's publications under the company, since /medias is off", async () => {
    const { gouvOrigin } = inject('site');
    const { companyMedia } = await samples(gouvOrigin);
    if (!companyMedia) throw new Error('the demo company has no publication');
    const page = await openPage(browser, { width: 1280 });
    await page.goto(`${gouvOrigin}/entreprises/${companyMedia.alias}/publications`);
    await hydrated(page);
    const href = await page.locator('.bj-cp-media a').first().getAttribute('href');
    expect(href).toBe(`/entreprises/${companyMedia.alias}/publications/${companyMedia.slug}`);
    expect((await fetch(`${gouvOrigin}${href}`)).status).toBe(200);
    await page.context().close();
  });
});
