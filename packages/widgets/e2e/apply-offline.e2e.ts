import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resources } from '@baobab/core';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  checkConsents,
  consentLabels,
  launchPhone,
  newEmail,
  openFixture,
  pdfFile,
  screenshot,
  sendSignUp,
  solveAltcha,
} from './index';
import { plainJobs } from './plain-jobs';

/**
 * Issue 29 on a phone's browser, against the real server: the draft and its CV file survive the
 * browser being closed and launched again on the same profile; a send made offline waits and goes
 * out once when the network is back; a send whose answer is lost, and a double tap, make one
 * application each.
 */
const fr = resources.fr.translation;
const CONSENTS = consentLabels(fr);

let profile: string;
let phone: BrowserContext;
let slug: string;
let otherSlug: string;
let thirdSlug: string;

beforeAll(async () => {
  [slug = '', otherSlug = '', thirdSlug = ''] = await plainJobs(3);
  profile = mkdtempSync(join(tmpdir(), 'baobab-phone-'));
  phone = await launchPhone(profile);
});
afterAll(async () => {
  await phone.close();
  rmSync(profile, { recursive: true, force: true });
});

const detailOf = (page: Page) => page.locator('baobab-job-detail');
const openOffer = async (page: Page, offer: string) => {
  await openFixture(
    page,
    `<baobab-job-detail slug="${offer}"></baobab-job-detail><baobab-auth-modal></baobab-auth-modal>`,
  );
  return detailOf(page);
};

/** The session the phone's cookies hold, for calls made from here. */
async function sessionOf(context: BrowserContext) {
  const cookies = await context.cookies(inject('stack').fixtureOrigin);
  return { authorization: `Bearer ${decodeURIComponent(cookies.find((c) => c.name === 'authToken')?.value ?? '')}` };
}

interface Mine {
  job: { slug: string } | null;
  cv: { id: string; fileName: string };
}

/** The candidate's applications as the server lists them. */
async function applicationsOf(context: BrowserContext): Promise<Mine[]> {
  const res = await fetch(`${inject('stack').apiOrigin}/api/applications/mine`, { headers: await sessionOf(context) });
  expect(res.status).toBe(200);
  return res.json();
}
const applicationsTo = async (context: BrowserContext, offer: string) =>
  (await applicationsOf(context)).filter((application) => application.job?.slug === offer);

/** Another offer on the phone's last page, filled with the saved CV and the captcha solved. */
async function readyToSend(offer: string) {
  const page = phone.pages().at(-1) as Page;
  const detail = await openOffer(page, offer);
  await detail.getByRole('button', { name: fr.jobs.apply }).click();
  await detail.getByRole('combobox', { name: fr.apply.cv_saved }).selectOption({ label: 'cv-awa.pdf' });
  await checkConsents(detail, fr);
  await solveAltcha(detail);
  return { page, detail };
}

const sent = (detail: Locator) => detail.getByRole('status').filter({ hasText: fr.success.application_sent });

describe('an application that survives the network, on a phone', () => {
  it('keeps the draft with its CV file through a restart of the browser', async () => {
    const page = await phone.newPage();
    const detail = await openOffer(page, slug);
    await detail.getByRole('button', { name: fr.jobs.apply }).click();
    const dialog = page.locator('baobab-auth-modal').getByRole('dialog');
    await sendSignUp(dialog, fr, newEmail('phone'));
    await expect.poll(() => dialog.count()).toBe(0);

    await detail.getByRole('heading', { name: fr.apply.title }).waitFor();
    await detail.getByLabel(fr.apply.cv_upload).setInputFiles(pdfFile('cv-awa.pdf'));
    await detail.getByLabel(fr.apply.motivation).fill('Bonjour, je suis disponible.');
    await checkConsents(detail, fr, CONSENTS.slice(0, 2));
    await detail.getByText(fr.apply.draft_saved).waitFor();
    // Written in the background: the note of the draft says it is there once the write is done.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('baobab:apply-drafts') ?? ''))
      .toContain(`job:${slug}`);
    await screenshot(page, 'apply-draft-saved-375');

    // The phone restarts: the same profile directory, a new browser.
    await phone.close();
    phone = await launchPhone(profile);
    const again = await phone.newPage();
    const restored = await openOffer(again, slug);
    // The form opens by itself with everything, the CV file included.
    await restored.getByText(fr.apply.draft_restored).waitFor();
    await restored.getByText(fr.apply.draft_files.replace('{{files}}', 'cv-awa.pdf')).waitFor();
    expect(await restored.getByLabel(fr.apply.motivation).inputValue()).toBe('Bonjour, je suis disponible.');
    expect(await restored.getByLabel(CONSENTS[1] ?? '').isChecked()).toBe(true);
    expect(await restored.getByLabel(CONSENTS[2] ?? '').isChecked()).toBe(false);
    await screenshot(again, 'apply-draft-restored-375');
  });

  it('sends a submit made offline once, when the network is back', async () => {
    const page = phone.pages().at(-1) as Page;
    const detail = detailOf(page);
    await checkConsents(detail, fr, CONSENTS.slice(2));
    await solveAltcha(detail);
    await phone.setOffline(true);
    await detail.getByRole('button', { name: fr.apply.submit }).click();
    const queued = detail.getByRole('status').filter({ hasText: fr.apply.queued });
    await queued.waitFor();
    expect(await detail.getByText(fr.errors.submission_failed).count()).toBe(0);
    await screenshot(page, 'apply-queued-375');
    expect(await applicationsTo(phone, slug)).toHaveLength(0);

    // The network is back: the `online` event sends it, with no tick and no tap.
    await phone.setOffline(false);
    await expect.poll(() => sent(detail).count()).toBe(1);
    const mine = await applicationsTo(phone, slug);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.cv.fileName).toBe('cv-awa.pdf');
    // Sent: nothing is kept on the phone any more.
    expect(await page.evaluate(() => localStorage.getItem('baobab:apply-drafts'))).toBe('{}');
  });

  it('makes one application of a send whose answer was lost, and of a double tap', async () => {
    const { page, detail } = await readyToSend(otherSlug);
    // The server gets the first send and answers, but the answer never reaches the phone.
    let calls = 0;
    await page.route('**/api/applications', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      calls += 1;
      if (calls > 1) return route.continue();
      await route.fetch();
      await route.abort('connectionreset');
    });
    await detail.getByRole('button', { name: fr.apply.submit }).dblclick();
    await detail.getByRole('status').filter({ hasText: fr.apply.queued }).waitFor();
    // The retry a few seconds later carries the same key: the server answers the first application.
    await expect.poll(() => sent(detail).count(), { timeout: 30_000 }).toBe(1);
    expect(calls).toBe(2);
    expect(await applicationsTo(phone, otherSlug)).toHaveLength(1);
    expect(await applicationsOf(phone)).toHaveLength(2);
  });

  it('solves a new captcha out of sight when the one it carried was spent while the send waited', async () => {
    const { page, detail } = await readyToSend(thirdSlug);
    await phone.setOffline(true);
    await detail.getByRole('button', { name: fr.apply.submit }).click();
    await detail.getByRole('status').filter({ hasText: fr.apply.queued }).waitFor();
    // Meanwhile its solution is spent by another attempt (as an expired one, it no longer passes).
    const token = await page.evaluate(
      () =>
        new Promise<string>((resolve, reject) => {
          const open = indexedDB.open('baobab-apply-drafts');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const all = open.result.transaction('drafts').objectStore('drafts').getAll();
            all.onsuccess = () => resolve(all.result.find((draft) => draft.queued)?.queued.fields.token);
          };
        }),
    );
    const [anyCv] = await applicationsOf(phone);
    const form = new FormData();
    for (const [name, value] of Object.entries({
      jobSlug: 'offre-disparue',
      cvDocumentId: anyCv?.cv.id ?? '',
      token,
      acceptTerms: 'true',
      acceptPrivacy: 'true',
      acceptConsentForm: 'true',
      acceptDataRetention: 'true',
    }))
      form.append(name, value);
    const spent = await fetch(`${inject('stack').apiOrigin}/api/applications`, {
      method: 'POST',
      headers: { ...(await sessionOf(phone)), 'idempotency-key': randomUUID() },
      body: form,
    });
    expect(((await spent.json()) as { code: string }).code).toBe('NOT_FOUND');

    // Back online: refused for its captcha, the send gets a new one by itself and goes once.
    await phone.setOffline(false);
    await expect.poll(() => sent(detail).count(), { timeout: 30_000 }).toBe(1);
    expect(await applicationsTo(phone, thirdSlug)).toHaveLength(1);
    expect(await detail.getByText(fr.errors.captcha_failed).count()).toBe(0);
  });
});
