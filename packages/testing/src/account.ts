import { randomUUID } from 'node:crypto';
import type { Locator } from 'playwright-core';
import { solveAltcha } from './captcha';
import { labelled } from './dom';

/** The catalogue's words these helpers look for (`resources[locale].translation` of @baobab/core). */
interface Words {
  auth: Record<
    'first_name' | 'last_name' | 'email' | 'password' | 'confirm_password' | 'submit_signup' | 'submit_login',
    string
  >;
  apply: Record<'accept_terms' | 'accept_privacy' | 'accept_consent_form' | 'accept_data_retention', string>;
}

/** The password of every candidate an e2e spec signs up. */
export const E2E_PASSWORD = 'Baobab-e2e-2024!';

/** A new address, so that each run signs a new candidate up (`e2e-<label>-<uuid>@example.com`). */
export const newEmail = (label: string) => `e2e-${label}-${randomUUID()}@example.com`;

/**
 * Fills and sends an open sign-up form (a dialog) as Awa Traoré, solving its real ALTCHA; returns
 * the address. The caller checks what follows (the dialog closed, an error shown).
 */
export async function sendSignUp(dialog: Locator, m: Words, email = newEmail('candidate')): Promise<string> {
  await dialog.getByLabel(labelled(m.auth.first_name)).fill('Awa');
  await dialog.getByLabel(labelled(m.auth.last_name)).fill('Traoré');
  await dialog.getByLabel(labelled(m.auth.email)).fill(email);
  await dialog.getByLabel(labelled(m.auth.password)).fill(E2E_PASSWORD);
  await dialog.getByLabel(labelled(m.auth.confirm_password)).fill(E2E_PASSWORD);
  await solveAltcha(dialog);
  await dialog.getByRole('button', { name: m.auth.submit_signup }).click();
  return email;
}

/** Fills and sends an open login form, solving its ALTCHA. */
export async function sendLogin(
  dialog: Locator,
  m: Words,
  { email, password = E2E_PASSWORD }: { email: string; password?: string },
): Promise<void> {
  await dialog.getByLabel(labelled(m.auth.email)).fill(email);
  await dialog.getByLabel(labelled(m.auth.password)).fill(password);
  await solveAltcha(dialog);
  await dialog.getByRole('button', { name: m.auth.submit_login }).click();
}

/** The apply form's four consent boxes' labels, in the form's order. */
export const consentLabels = (m: Words) => [
  m.apply.accept_terms,
  m.apply.accept_privacy,
  m.apply.accept_consent_form,
  m.apply.accept_data_retention,
];

/** Ticks the apply form's consents (all four unless some are named) in `form`. */
export async function checkConsents(form: Locator, m: Words, labels = consentLabels(m)): Promise<void> {
  for (const label of labels) await form.getByLabel(label).check();
}
