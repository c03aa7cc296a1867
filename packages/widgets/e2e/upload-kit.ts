import { randomUUID } from 'node:crypto';
import { resources } from '@baobab/core';
import type { Locator } from 'playwright-core';
import { labelled, solveAltcha } from './index';

const fr = resources.fr.translation;

/** Signs a new candidate up in the job detail's own dialog (opened by Apply), real captcha included. */
export async function signUpInJobDetail(detail: Locator) {
  const dialog = detail.getByRole('dialog');
  await dialog.getByLabel(labelled(fr.auth.first_name)).fill('Awa');
  await dialog.getByLabel(labelled(fr.auth.last_name)).fill('Traoré');
  await dialog.getByLabel(labelled(fr.auth.email)).fill(`e2e-upload-${randomUUID()}@example.com`);
  await dialog.getByLabel(labelled(fr.auth.password)).fill('Baobab-e2e-2024!');
  await dialog.getByLabel(labelled(fr.auth.confirm_password)).fill('Baobab-e2e-2024!');
  await solveAltcha(dialog);
  await dialog.getByRole('button', { name: fr.auth.submit_signup }).click();
  // Signing up hashes the password and checks the captcha: seconds on a loaded machine.
  await dialog.waitFor({ state: 'detached', timeout: 30_000 });
}
