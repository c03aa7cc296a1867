import { ACCESSIBILITY_AUDIT, conformanceLevel, type Job, type Locale, pathInLocale, resources } from '@baobab/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { siteEn } from '../src/i18n/en';
import { siteFr } from '../src/i18n/fr';
import { routePaths, type Samples, samples } from './support/samples';
import { hydrated, launchBrowser, openPage, screenshot, seriousViolations } from './support/site';

/**
 * Issue 26: the accessibility statement (/accessibilite, /en/accessibility) and its footer link on
 * every page type, content in another language marked with its lang, the footer's tap targets,
 * and the reflow and text-spacing checks the RGAA grid (docs/accessibility) cites.
 */
const STATEMENT: Record<Locale, string> = { fr: '/accessibilite', en: '/en/accessibility' };
const texts = { fr: resources.fr.translation.accessibility, en: resources.en.translation.accessibility };
/** The footer's mention, at the level the board's rate gives. */
const level = conformanceLevel(ACCESSIBILITY_AUDIT.rates.board);
const LEVEL_LABEL = {
  fr: siteFr.footer.accessibility[level],
  en: siteEn.footer.accessibility[level],
};

let browser: Browser;
let origin: string;
let gouvOrigin: string;
let s: Samples;

const get = (path: string) => fetch(`${origin}${path}`, { redirect: 'manual' });
const inLocale = (locale: Locale, path: string) =>
  locale === 'fr' ? path : path === '/' ? '/en' : `/en${pathInLocale(locale, path)}`;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ origin, gouvOrigin } = inject('site'));
  s = await samples(origin);
});
afterAll(() => browser.close());

describe('the accessibility statement', () => {
  it('is served in each language under its own address, on the model statement’s plan', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const page = await openPage(browser, { locale: locale === 'fr' ? 'fr-FR' : 'en-GB' });
      const answer = await page.goto(`${origin}${STATEMENT[locale]}`);
      expect(answer?.status()).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(texts[locale].title);
      const sections = await page.locator('main h2').allTextContents();
      expect(sections).toEqual([
        texts[locale].state_title,
        texts[locale].inaccessible_title,
        texts[locale].method_title,
        texts[locale].feedback_title,
        texts[locale].recourse_title,
        texts[locale].partners_title,
      ]);
      const body = (await page.locator('main').textContent()) ?? '';
      // The rates as the grid computed them, written in the page's language.
      for (const rate of Object.values(ACCESSIBILITY_AUDIT.rates)) expect(body).toContain(rate.toLocaleString(locale));
      for (const item of texts[locale].non_conforming) expect(body).toContain(item);
      expect(await page.getByRole('link', { name: texts[locale].recourse[0]?.text }).getAttribute('href')).toBe(
        'https://formulaire.defenseurdesdroits.fr/',
      );
      expect(await page.getByRole('link', { name: texts[locale].feedback_link }).getAttribute('href')).toBe(
        inLocale(locale, '/contact'),
      );
      // The partners' text names this very page, so their readers find the grid.
      expect(await page.locator('.bj-statement__copy').textContent()).toContain(`${STATEMENT[locale]}`);
      const other = locale === 'fr' ? 'en' : 'fr';
      expect(await page.locator(`link[rel="alternate"][hreflang="${other}"]`).getAttribute('href')).toMatch(
        new RegExp(`${STATEMENT[other]}$`),
      );
      await hydrated(page).catch(() => undefined);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    }
    // The other language's spelling: the French site redirects, the English one has no such page.
    const typed = await get('/accessibility');
    expect(typed.status).toBe(301);
    expect(typed.headers.get('location')).toBe('/accessibilite');
    expect((await get('/en/accessibilite')).status).toBe(404);
  });

  it('is linked from the footer of every page type, in both languages', async () => {
    for (const [name, path] of Object.entries(routePaths(s))) {
      if (name === 'profil') continue;
      for (const locale of ['fr', 'en'] as const) {
        const url = inLocale(locale, path);
        const html = await (await get(url)).text();
        const footer = html.slice(html.lastIndexOf('<footer'));
        expect(footer, url).toContain(`href="${STATEMENT[locale]}"`);
        expect(footer, url).toContain(`>${LEVEL_LABEL[locale]}</a>`);
      }
    }
  });

  it('takes its screenshots at 375 and 1280 px, default and gouv themes, light and dark', async () => {
    for (const [theme, site] of [
      ['default', origin],
      ['gouv', gouvOrigin],
    ] as const) {
      for (const width of [375, 1280]) {
        for (const locale of ['fr', 'en'] as const) {
          const page = await openPage(browser, { width });
          if (theme === 'default' && locale === 'fr') await page.emulateMedia({ colorScheme: 'dark' });
          await page.goto(`${site}${STATEMENT[locale]}`);
          await screenshot(
            page,
            `statement-${locale}-${theme}${theme === 'default' && locale === 'fr' ? '-dark' : ''}-${width}`,
          );
          await page.context().close();
        }
      }
    }
  });
});

/** A listed offer in each language, from the API. */
async function offersByLanguage(): Promise<Record<Locale, Job>> {
  const answer = await fetch(`${origin}/api/jobs/get-all-jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, limit: 100 }),
  });
  const { results } = (await answer.json()) as { results: Job[] };
  const fr = results.find((job) => job.lang === 'fr');
  const en = results.find((job) => job.lang === 'en');
  if (!fr || !en) throw new Error('the demo data has an offer in each language');
  return { fr, en };
}

describe('content in another language than the page', () => {
  it('carries its own lang: a French offer on an English page, an English one on a French page', async () => {
    const offers = await offersByLanguage();
    for (const [page, content] of [
      ['en', 'fr'],
      ['fr', 'en'],
    ] as const) {
      const job = offers[content];
      const html = await (await get(inLocale(page, `/jobs/${job.slug}`))).text();
      expect(html).toContain(`<html lang="${page}"`);
      expect(html).toMatch(new RegExp(`<h1 class="bj-job-title" lang="${content}">`));
      expect(html).toMatch(new RegExp(`class="bj-job-text" lang="${content}"`));
      // The labels around it stay in the page's language, unmarked.
      expect(html).not.toMatch(
        new RegExp(`<h2[^>]*lang="${content}"[^>]*>${resources[page].translation.jobs.description}`),
      );
      // The same offer on a page of its own language carries no lang of its own.
      const own = await (await get(inLocale(content, `/jobs/${job.slug}`))).text();
      expect(own).toMatch(/<h1 class="bj-job-title">/);
    }
  });

  it('marks the cards of the job list, in the browser too', async () => {
    const offers = await offersByLanguage();
    const page = await openPage(browser, { locale: 'en-GB' });
    await page.goto(`${origin}/en/jobs`);
    const frenchTitles = page.locator('.bj-list-card__title[lang="fr"]');
    expect(await frenchTitles.count()).toBeGreaterThan(0);
    expect(await page.locator('.bj-list-card__title[lang="en"]').count()).toBe(0);
    await page.goto(`${origin}/en/jobs/${offers.fr.slug}`);
    const title = page.getByRole('heading', { level: 1, name: offers.fr.title });
    expect(await title.getAttribute('lang')).toBe('fr');
    await page.context().close();
  });
});

/** Targets of the footer that overlap or whose centres are under 24 px apart (WCAG 2.5.8). */
async function crowdedTargets(page: Page): Promise<string[]> {
  return page.locator('footer').evaluate((footer) => {
    const boxes = [...footer.querySelectorAll('a, button, select')].map((element) => ({
      name: element.textContent?.trim() ?? '',
      box: element.getBoundingClientRect(),
    }));
    const crowded: string[] = [];
    for (const [index, { name, box }] of boxes.entries()) {
      if (box.width < 24 || box.height < 24) crowded.push(`${name}: ${box.width}×${box.height}`);
      for (const other of boxes.slice(index + 1)) {
        const dx = box.left + box.width / 2 - (other.box.left + other.box.width / 2);
        const dy = box.top + box.height / 2 - (other.box.top + other.box.height / 2);
        if (Math.hypot(dx, dy) < 24) crowded.push(`${name} / ${other.name}`);
      }
    }
    return crowded;
  });
}

describe('the footer', () => {
  it('keeps its legal links 24 px apart at least, on a phone and a desktop', async () => {
    for (const width of [375, 1280]) {
      const page = await openPage(browser, { width });
      await page.goto(`${origin}/jobs`);
      expect(await crowdedTargets(page), String(width)).toEqual([]);
      await page.context().close();
    }
  });
});

/** WCAG 1.4.12's spacing, as a reader's style sheet would set it. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

/** Elements whose box hides part of their own text (overflow hidden or clipped), screen-reader-only text aside. */
async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')].flatMap((element) => {
      const style = getComputedStyle(element);
      const hides = [style.overflowX, style.overflowY].some((value) => value === 'hidden' || value === 'clip');
      const text = element.textContent?.trim() ?? '';
      if (!hides || !text || element.clientWidth <= 1 || element.clientHeight <= 1) return [];
      const clipped = element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
      return clipped ? [`${element.tagName.toLowerCase()}.${element.className}: ${text.slice(0, 40)}`] : [];
    }),
  );
}

describe('reflow and text spacing (RGAA 10.4, 10.11, 10.12)', () => {
  it('needs no sideways scrolling at 320 and 640 px, and loses no text with wider spacing', async () => {
    const paths = ['/', '/jobs', `/jobs/${s.job}`, `/entreprises/${s.company}`, '/medias', STATEMENT.fr];
    for (const width of [320, 640]) {
      // The spacing comes as a style element, which the board's CSP refuses: a reader's own style sheet is not bound by it.
      const context = await browser.newContext({ viewport: { width, height: 800 }, bypassCSP: true });
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(`${origin}${path}`);
        const wide = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(wide, `${path} at ${width} px`).toBeLessThanOrEqual(width);
        if (width === 320) {
          await page.addStyleTag({ content: TEXT_SPACING });
          expect(await clippedText(page), path).toEqual([]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
        }
      }
      await page.context().close();
    }
  });
});

/** WCAG contrast of two computed CSS colours (`rgb(…)` or `color(srgb …)`, as color-mix() computes). */
function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const numbers = (css.match(/[\d.]+/g) ?? []).map(Number);
    const channels = css.startsWith('color(') ? numbers.slice(0, 3) : numbers.slice(0, 3).map((n) => n / 255);
    const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('form fields (RGAA 3.3)', () => {
  it('draws each field’s edge at 3:1 against the page, light and dark, default and gouv', async () => {
    for (const site of [origin, gouvOrigin]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const page = await openPage(browser, { width: 375 });
        await page.emulateMedia({ colorScheme });
        await page.goto(`${site}/contact`);
        const field = page.locator('main .bj-input').first();
        await field.waitFor();
        const [edge, ground] = await field.evaluate((input) => [
          getComputedStyle(input).borderTopColor,
          getComputedStyle(input).backgroundColor,
        ]);
        expect(
          contrast(edge ?? '', ground ?? ''),
          `${site} ${colorScheme}: ${edge} on ${ground}`,
        ).toBeGreaterThanOrEqual(3);
        await page.context().close();
      }
    }
  });
});
