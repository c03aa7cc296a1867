import { type Locale, resources } from '@baobab/core';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// Sign-up and login as every browser test does them (@baobab/testing).
export { E2E_PASSWORD as PASSWORD, sendLogin, sendSignUp } from '@baobab/testing';
export { DEMO_CANDIDATE } from '../../../../packages/server/src/seed/demo-candidate';

/** Waits until the modal has closed (the call succeeded). */
export async function closed(dialog: Locator) {
  await expect.poll(() => dialog.count()).toBe(0);
}

/**
 * Makes the browser's `method` calls to `path` fail as a reader can meet it: the network drops
 * (`'network'`), or the server answers 500 with the body it sends then (`GENERIC`). Other calls go
 * through. Returns the undo.
 */
export async function failCalls(page: Page, path: string, how: 'network' | 500, locale: Locale, method = 'POST') {
  const url = `**${path}`;
  await page.route(url, (route) => {
    if (route.request().method() !== method) return route.continue();
    if (how === 'network') return route.abort('internetdisconnected');
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: resources[locale].translation.errors.generic, code: 'GENERIC' }),
    });
  });
  return () => page.unroute(url);
}
