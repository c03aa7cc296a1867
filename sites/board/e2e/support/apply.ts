import type { Locale, resources } from '@baobab/core';
import { pdfFile, solveAltcha } from '@baobab/testing';
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

type Messages = (typeof resources)[Locale]['translation'];

/** An open offer applied to on the board, without extra questions. */
export async function plainOffer(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/api/jobs/get-all-jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, limit: 20, sortBy: 'publicationDate', sortByDirection: 'desc' }),
  });
  for (const { slug } of ((await answer.json()) as { results: { slug: string }[] }).results) {
    const job = (await (await fetch(`${origin}/api/jobs/${slug}`)).json()) as {
      closed: boolean;
      external: boolean;
      questions: unknown[];
    };
    if (!job.closed && !job.external && job.questions.length === 0) return slug;
  }
  throw new Error('no plain open offer in the demo data');
}

/** Chooses a new CV file (a candidate with saved CVs first picks 'upload a new one'); `text` is written on its page. */
export async function chooseCvFile(form: Locator, m: Messages, cvName: string, text?: string) {
  // The CV choices show once the saved CVs are known.
  await expect.poll(() => form.getByRole('status').filter({ hasText: m.common.loading }).count()).toBe(0);
  const uploadChoice = form.getByRole('radio', { name: m.apply.cv_upload });
  if (await uploadChoice.count()) await uploadChoice.check();
  await form.locator('#bj-apply-cv-file').setInputFiles(pdfFile(cvName, text));
}

/** A CV, a cover letter, the four consents and the captcha: ready to send. */
export async function fillApplication(form: Locator, m: Messages, cvName: string, cvText?: string) {
  await chooseCvFile(form, m, cvName, cvText);
  await form.getByLabel(m.apply.motivation).fill('Bonjour, je serais ravie de vous rejoindre.');
  for (const consent of [
    m.apply.accept_terms,
    m.apply.accept_privacy,
    m.apply.accept_consent_form,
    m.apply.accept_data_retention,
  ])
    await form.getByLabel(consent).check();
  await solveAltcha(form);
}
