import { type Locale, resources } from '@baobab/core';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closed, DEMO_CANDIDATE, sendLogin } from './support/account';
import { companyWithGallery, samples } from './support/samples';
import { hydrated, launchBrowser, screenshot, seriousViolations } from './support/site';

/**
 * The candidate pages as a reader sees them, in every combination the board ships: home, /jobs, an
 * offer, a company with its gallery and /profil signed in; at 375 and 1280 px, in French and English,
 * light and dark, in the default and the gouv theme (its own server). Each is saved as
 * `e2e/screenshots/matrix/<theme>-<page>-<locale>-<width>-<mode>.png` (gitignored) to be looked at,
 * and checked: nothing wider than the screen, and no serious or critical axe violation.
 */
const THEMES = { default: () => inject('site').origin, gouv: () => inject('site').gouvOrigin } as const;
const LOCALES: Locale[] = ['fr', 'en'];
const WIDTHS = [375, 1280];
const MODES = ['light', 'dark'] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Scrolls to the bottom and back, so that what loads near the screen (the gallery) is there. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
}

/** The demo candidate's session on `origin`, signed in once through the login modal. */
async function signedIn(origin: string): Promise<BrowserContextOptions['storageState']> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' });
  const page = await context.newPage();
  const m = resources.fr.translation;
  await page.goto(`${origin}/profil`);
  await hydrated(page);
  const dialog = page.getByRole('dialog');
  await expect.poll(() => dialog.getByRole('heading').first().textContent()).toBe(m.auth.login_title);
  await sendLogin(dialog, m, DEMO_CANDIDATE);
  await closed(dialog);
  const state = await context.storageState();
  await context.close();
  return state;
}

for (const [theme, originOf] of Object.entries(THEMES)) {
  describe(`the ${theme} theme`, () => {
    let origin: string;
    let paths: Record<string, string>;
    // Signed in at the first /profil test (expect.poll, which signing in waits with, needs a test).
    let session: BrowserContextOptions['storageState'];

    beforeAll(async () => {
      origin = originOf();
      const [s, company] = await Promise.all([samples(origin), companyWithGallery(origin)]);
      paths = {
        home: '/',
        jobs: '/jobs',
        job: `/jobs/${s.job}`,
        company: `/entreprises/${company.alias}`,
        profil: '/profil',
      };
    });

    for (const name of ['home', 'jobs', 'job', 'company', 'profil'])
      for (const locale of LOCALES)
        it(`${name} (${locale}) at 375 and 1280 px, light and dark`, async () => {
          const path = `${locale === 'fr' ? '' : '/en'}${paths[name]}`.replace(/(.)\/$/, '$1');
          if (name === 'profil') session ??= await signedIn(origin);
          for (const width of WIDTHS)
            for (const mode of MODES) {
              const context = await browser.newContext({
                viewport: { width, height: width < 600 ? 812 : 900 },
                locale: locale === 'fr' ? 'fr-FR' : 'en-GB',
                colorScheme: mode,
                storageState: name === 'profil' ? session : undefined,
              });
              const page = await context.newPage();
              await page.goto(`${origin}${path}`);
              await hydrated(page);
              await scrollThrough(page);
              const where = `${theme} ${path} ${width} px ${mode}`;
              expect(new URL(page.url()).pathname, where).toBe(path);
              // Signed in, /profil opens on the profile rather than on the login modal.
              if (name === 'profil') expect(await page.getByRole('dialog').count(), where).toBe(0);
              const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
              expect(overflow, `${where}: wider than the screen`).toBeLessThanOrEqual(0);
              const violations = await seriousViolations(page);
              expect(
                violations.map((v) => `${v.id}: ${v.help} (${JSON.stringify(v.nodes[0]?.target)})`),
                where,
              ).toEqual([]);
              await screenshot(page, `matrix/${theme}-${name}-${locale}-${width}-${mode}`);
              await context.close();
            }
        }, 300_000);
  });
}
