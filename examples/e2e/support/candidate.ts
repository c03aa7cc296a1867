import { randomUUID } from 'node:crypto';
import { resources } from '@baobab/core';
import { labelled, pdfFile, solveAltcha } from '@baobab/testing';
import type { Locator } from 'playwright-core';

const fr = resources.fr.translation;

/** Signs a new candidate up in an open sign-up dialog (the real ALTCHA solved); answers the email. */
export async function signUp(dialog: Locator): Promise<string> {
  const email = `e2e-example-${randomUUID()}@example.com`;
  await dialog.getByLabel(labelled(fr.auth.first_name)).fill('Awa');
  await dialog.getByLabel(labelled(fr.auth.last_name)).fill('Traoré');
  await dialog.getByLabel(labelled(fr.auth.email)).fill(email);
  await dialog.getByLabel(labelled(fr.auth.password)).fill('Baobab-e2e-2024!');
  await dialog.getByLabel(labelled(fr.auth.confirm_password)).fill('Baobab-e2e-2024!');
  await solveAltcha(dialog);
  await dialog.getByRole('button', { name: fr.auth.submit_signup }).click();
  return email;
}

/** Fills the apply form of a signed-in candidate (a real PDF, the four consents, the captcha) and sends it. */
export async function sendApplication(detail: Locator): Promise<void> {
  await detail.getByRole('heading', { name: fr.apply.title }).waitFor();
  await detail.getByLabel(fr.apply.cv_upload).setInputFiles(pdfFile('cv.pdf'));
  for (const consent of [
    fr.apply.accept_terms,
    fr.apply.accept_privacy,
    fr.apply.accept_consent_form,
    fr.apply.accept_data_retention,
  ])
    await detail.getByLabel(consent).check();
  await solveAltcha(detail);
  await detail.getByRole('button', { name: fr.apply.submit }).click();
}

/** The applications the server lists for a session token. */
export async function applicationsOf(apiOrigin: string, authToken: string) {
  const res = await fetch(`${apiOrigin}/api/applications/mine`, { headers: { authorization: `Bearer ${authToken}` } });
  if (!res.ok) throw new Error(`GET /api/applications/mine answered ${res.status}`);
  return (await res.json()) as { id: string; job: { slug: string } | null; cv: { fileName: string } }[];
}
