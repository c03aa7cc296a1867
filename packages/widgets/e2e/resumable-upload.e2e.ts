import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resources, UPLOAD_CHUNK_BYTES } from '@baobab/core';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  type CuttingProxy,
  checkConsents,
  launchBrowser,
  openFixture,
  pdfBytes,
  screenshot,
  solveAltcha,
  startCuttingProxy,
} from './index';
import { signUpInJobDetail } from './upload-kit';

/**
 * A CV sent over a network that drops, in Debian Chromium against the real server: the page's API
 * calls go through a TCP proxy that cuts every connection and refuses new ones for seconds (not
 * `setOffline`, which leaves a request under way alone). The upload resumes by itself from the
 * server's offset, and after a reload from where it stood.
 */
const fr = resources.fr.translation;
const CUT_MS = 6000;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let proxy: CuttingProxy;
let slugs: string[];
let slug: string;
const dir = mkdtempSync(join(tmpdir(), 'baobab-e2e-cv-'));

/** A CV on disk: the same file picked again after a reload is recognised (name, size, date). */
function cvOnDisk(name: string, bytes: number) {
  const path = join(dir, name);
  writeFileSync(path, pdfBytes(bytes));
  return path;
}

/** The PATCH bodies the browser starts (offset → length): what it sends of the file, re-sends included. */
function watchChunks(target: Page, size: number) {
  const offsets: number[] = [];
  target.on('request', (request) => {
    if (request.method() !== 'PATCH' || !request.url().includes('/api/uploads/')) return;
    offsets.push(Number(request.headers()['upload-offset']));
  });
  return {
    offsets,
    sent: () => offsets.reduce((total, offset) => total + Math.min(UPLOAD_CHUNK_BYTES, size - offset), 0),
  };
}

/** Two open offers applied to here, without questions: each test applies to one afresh. */
async function plainJobs(): Promise<string[]> {
  const { apiOrigin } = inject('stack');
  const res = await fetch(`${apiOrigin}/api/jobs/get-all-jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, limit: 50 }),
  });
  const plain: string[] = [];
  for (const { slug: candidate } of ((await res.json()) as { results: { slug: string }[] }).results) {
    const job = (await (await fetch(`${apiOrigin}/api/jobs/${candidate}`)).json()) as {
      closed: boolean;
      external: boolean;
      questions: unknown[];
    };
    if (!job.closed && !job.external && job.questions.length === 0) plain.push(candidate);
    if (plain.length === 2) return plain;
  }
  throw new Error('the demo data has not two open internal jobs without questions');
}

/** The job detail on a partner page whose API calls go through the proxy; signed up on first use. */
async function openApplyForm(signUp: boolean): Promise<Locator> {
  proxy.throttle(null);
  await openFixture(page, `<baobab-job-detail slug="${slug}" api-base="${proxy.origin}"></baobab-job-detail>`, {
    hostile: false,
  });
  const detail = page.locator('baobab-job-detail');
  const form = detail.getByRole('heading', { name: fr.apply.title });
  const apply = detail.locator('button:not([aria-busy="true"])', { hasText: fr.jobs.apply });
  // A candidate back on an offer they started applying to finds the form open again (their draft).
  await expect.poll(async () => (await form.count()) + (await apply.count()), { timeout: 30_000 }).toBeGreaterThan(0);
  if (!(await form.count())) await apply.click();
  if (signUp) await signUpInJobDetail(detail);
  await detail.getByRole('heading', { name: fr.apply.title }).waitFor();
  const uploadChoice = detail.getByRole('radio', { name: fr.apply.cv_upload });
  if (await uploadChoice.count()) await uploadChoice.check();
  return detail;
}

const statusText = (detail: Locator) => detail.locator('.bj-upload-text').textContent();

beforeEach(async () => {
  // A phone of its own for each test: a new candidate, nothing kept from the other test.
  await context?.close();
  context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  page = await context.newPage();
});

beforeAll(async () => {
  browser = await launchBrowser();
  proxy = await startCuttingProxy(inject('stack').apiOrigin);
  slugs = await plainJobs();
  slug = slugs[0] ?? '';
});
afterAll(async () => {
  await browser.close();
  await proxy.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('resumable uploads over a network that drops', () => {
  it('a 2 MB CV cut three times completes by itself, re-sending at most a chunk a cut, and is sent', async () => {
    const detail = await openApplyForm(true);
    const size = 2 * 1024 * 1024;
    const chunks = watchChunks(page, size);
    // A phone's rate, so that the cuts fall in the middle of the upload.
    proxy.throttle(160 * 1024);
    proxy.resetCounts();
    const started = Date.now();
    await detail.locator('#bj-apply-cv-file').setInputFiles(cvOnDisk('cv-2mo.pdf', size));
    for (const share of [0.3, 0.55, 0.8]) {
      await expect.poll(() => proxy.counts().toServer, { timeout: 60_000 }).toBeGreaterThan(size * share);
      const cut = proxy.cut(CUT_MS);
      // Said at once, in words, to sighted readers and screen readers alike.
      await expect.poll(() => statusText(detail), { timeout: CUT_MS }).toContain(fr.upload.offline);
      if (share === 0.55) await screenshot(detail, 'upload-offline-375');
      await cut;
    }
    await expect.poll(() => statusText(detail), { timeout: 90_000 }).toContain(fr.upload.done);
    const seconds = (Date.now() - started) / 1000;
    const resent = chunks.sent() - size;
    console.info(
      `2 MB, 3 cuts of ${CUT_MS / 1000} s: ${seconds.toFixed(1)} s, ${resent} bytes re-sent`,
      proxy.counts(),
    );
    expect(resent).toBeLessThanOrEqual(3 * UPLOAD_CHUNK_BYTES);
    // The bar says how much went, in the candidate's units.
    expect(await statusText(detail)).toMatch(/^2\sMo \/ 2\sMo/);
    proxy.throttle(null);

    // Send names the finished upload: the application carries the 2 MB CV.
    await checkConsents(detail, fr);
    await solveAltcha(detail);
    await detail.getByRole('button', { name: fr.apply.submit }).click();
    await expect
      .poll(() => detail.getByRole('status').filter({ hasText: fr.success.application_sent }).count(), {
        timeout: 20_000,
      })
      .toBe(1);
  }, 240_000);

  it('a reload in the middle resumes from where the server stood, not from 0', async () => {
    slug = slugs[1] ?? '';
    const size = 1024 * 1024;
    const file = cvOnDisk('cv-1mo.pdf', size);
    let detail = await openApplyForm(true);
    proxy.throttle(128 * 1024);
    proxy.resetCounts();
    await detail.locator('#bj-apply-cv-file').setInputFiles(file);
    await expect.poll(() => proxy.counts().toServer, { timeout: 60_000 }).toBeGreaterThan(size * 0.4);
    await page.reload();
    const chunks = watchChunks(page, size);
    detail = await openApplyForm(false);
    await detail.locator('#bj-apply-cv-file').setInputFiles(file);
    await expect.poll(() => statusText(detail), { timeout: 60_000 }).toContain(fr.upload.done);
    proxy.throttle(null);
    // The first chunk after the reload starts where the server stood (what the first page sent).
    expect(chunks.offsets[0]).toBeGreaterThan(size * 0.3);
    expect(chunks.sent()).toBeLessThan(size * 0.7);
  }, 180_000);
});
