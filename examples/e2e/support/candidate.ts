import { resources } from '@baobab/core';
import { checkConsents, newEmail, pdfFile, sendSignUp, solveAltcha } from '@baobab/testing';
import type { Locator } from 'playwright-core';

const fr = resources.fr.translation;

/** Signs a new candidate up in an open sign-up dialog (the real ALTCHA solved); answers the email. */
export const signUp = (dialog: Locator): Promise<string> => sendSignUp(dialog, fr, newEmail('example'));

/** Fills the apply form of a signed-in candidate (a real PDF, the four consents, the captcha) and sends it. */
export async function sendApplication(detail: Locator): Promise<void> {
  await detail.getByRole('heading', { name: fr.apply.title }).waitFor();
  await detail.getByLabel(fr.apply.cv_upload).setInputFiles(pdfFile('cv.pdf'));
  await checkConsents(detail, fr);
  await solveAltcha(detail);
  await detail.getByRole('button', { name: fr.apply.submit }).click();
}

/** The applications the server lists for a session token. */
export async function applicationsOf(apiOrigin: string, authToken: string) {
  const res = await fetch(`${apiOrigin}/api/applications/mine`, { headers: { authorization: `Bearer ${authToken}` } });
  if (!res.ok) throw new Error(`GET /api/applications/mine answered ${res.status}`);
  return (await res.json()) as { id: string; job: { slug: string } | null; cv: { fileName: string } }[];
}
