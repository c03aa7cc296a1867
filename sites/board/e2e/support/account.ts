import { type Locale, resources } from '@baobab/core';
import { labelled, solveAltcha } from '@baobab/testing';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export { DEMO_CANDIDATE } from '../../../../packages/server/src/seed/demo-candidate';

export const PASSWORD = 'Baobab-e2e-2024!';

type Messages = (typeof resources)[Locale]['translation'];

/** Fills and sends the open login modal; the caller checks what follows (closed, or an error). */
export async function sendLogin(
  dialog: Locator,
  m: Messages,
  { email, password }: { email: string; password: string },
) {
  await dialog.getByLabel(labelled(m.auth.email)).fill(email);
  await dialog.getByLabel(labelled(m.auth.password)).fill(password);
  await solveAltcha(dialog);
  await dialog.getByRole('button', { name: m.auth.submit_login }).click();
}

/** Fills and sends the open sign-up modal as Awa Traoré. */
export async function sendSignUp(dialog: Locator, m: Messages, email: string) {
  await dialog.getByLabel(labelled(m.auth.first_name)).fill('Awa');
  await dialog.getByLabel(labelled(m.auth.last_name)).fill('Traoré');
  await dialog.getByLabel(labelled(m.auth.email)).fill(email);
  await dialog.getByLabel(labelled(m.auth.password)).fill(PASSWORD);
  await dialog.getByLabel(labelled(m.auth.confirm_password)).fill(PASSWORD);
  await solveAltcha(dialog);
  await dialog.getByRole('button', { name: m.auth.submit_signup }).click();
}

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
