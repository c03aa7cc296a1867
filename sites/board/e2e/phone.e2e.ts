import { PHONE_CODE_TTL_MINUTES, resources } from '@baobab/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { frPhone } from '../../../packages/core/src/i18n/fr-phone';
import { closed, sendSignUp } from './support/account';
import { hydrated, labelled, launchBrowser, openPage, screenshot, watchErrors } from './support/site';

const m = resources.fr.translation;
const p = frPhone.phone;

/**
 * The phone part of /profil on a phone, for a fresh account: the board's countries lead the picker,
 * a wrong number is told in French, a code goes by WhatsApp (kept in the outbox: no provider on
 * the test server) and a wrong code is told; keyboard only.
 */
describe('a phone on /profil (fr, 375 px)', () => {
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const theme of ['default', 'gouv'] as const) {
    it(`asks for a code and tells a wrong one (${theme} theme)`, async () => {
      const { origin, gouvOrigin } = inject('site');
      const base = theme === 'gouv' ? gouvOrigin : origin;
      // A fresh context per server: both listen on 127.0.0.1, so one's session cookie would reach the other.
      page = await openPage(browser, { width: 375, locale: 'fr-FR' });
      errors = watchErrors(page);
      await page.goto(`${base}/?modal=signup`);
      await hydrated(page);
      const dialog = page.getByRole('dialog');
      await sendSignUp(dialog, m, `telephone-${theme}-${Date.now()}@example.com`);
      await closed(dialog);
      await page.goto(`${base}/profil`);
      await hydrated(page);
      const section = page.getByRole('region', { name: p.title });
      await section.scrollIntoViewIfNeeded();
      const country = section.getByLabel(p.country);
      expect(await country.locator('option').first().textContent()).toBe('Sénégal (+221)');

      const number = section.getByLabel(labelled(p.number));
      await number.fill('12345');
      await number.press('Enter');
      await expect.poll(() => section.getByRole('alert').first().textContent()).toBe(m.errors.phone_invalid);

      await number.fill('77 123 45 67');
      await number.press('Enter');
      const sent = p.code_sent
        .replace('{{phone}}', '+221771234567')
        .replace('{{channel}}', p.whatsapp)
        .replace('{{minutes}}', String(PHONE_CODE_TTL_MINUTES));
      await expect.poll(() => section.getByRole('status').first().textContent()).toBe(sent);
      const code = section.getByLabel(labelled(p.code));
      await code.fill('000000');
      await code.press('Enter');
      await expect.poll(() => section.getByRole('alert').first().textContent()).toBe(m.errors.phone_code_wrong);
      await screenshot(page, `phone-verification-${theme}-375`, false);
      // The wrong number and the wrong code, answered 400 as they should: nothing else failed.
      const refused = 'Failed to load resource: the server responded with a status of 400 (Bad Request)';
      expect(errors).toEqual([refused, refused]);
    });
  }
});
