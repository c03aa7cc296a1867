import { resources } from '@baobab/core';
import type { Locator } from 'playwright-core';
import { newEmail, sendSignUp } from './index';

const fr = resources.fr.translation;

/** Signs a new candidate up in the job detail's own dialog (opened by Apply), real captcha included. */
export async function signUpInJobDetail(detail: Locator) {
  const dialog = detail.getByRole('dialog');
  await sendSignUp(dialog, fr, newEmail('upload'));
  // Signing up hashes the password and checks the captcha: seconds on a loaded machine.
  await dialog.waitFor({ state: 'detached', timeout: 30_000 });
}
