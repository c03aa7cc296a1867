import { resources } from '@baobab/core';
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type CuttingProxy, launchBrowser, openFixture, pdfBytes, startCuttingProxy } from './index';
import { signUpInJobDetail } from './upload-kit';

/**
 * Measures (MEASURE_UPLOADS=1; docs/architecture.md, Files) a CV upload on the phone
 * profile — Chromium at 375×812, 400 kbps and 400 ms RTT (CDP), CPU 6× slower — with the network
 * cut three times for 10 s: before, one multipart request (what main sends at Send), sent again
 * whole each time the connection returns (at best: on main the candidate must notice, tick the
 * captcha again and press Send); after, the resumable upload, which carries on by itself. Prints the
 * bytes the browser sent and the time to complete.
 */
const fr = resources.fr.translation;
const SIZE = 600 * 1024;
const CUT_MS = 10_000;

describe.runIf(process.env.MEASURE_UPLOADS)('upload on a phone with three cuts', () => {
  let page: Page;
  let cdp: CDPSession;
  let proxy: CuttingProxy;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    page = await context.newPage();
    proxy = await startCuttingProxy(inject('stack').apiOrigin);
    close = async () => {
      await browser.close();
      await proxy.close();
    };
    const { apiOrigin } = inject('stack');
    const jobs = await fetch(`${apiOrigin}/api/jobs/get-all-jobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page: 1, limit: 1 }),
    });
    const [job] = ((await jobs.json()) as { results: { slug: string }[] }).results;
    await openFixture(page, `<baobab-job-detail slug="${job?.slug}" api-base="${proxy.origin}"></baobab-job-detail>`, {
      hostile: false,
    });
    const detail = page.locator('baobab-job-detail');
    await detail.getByRole('button', { name: fr.jobs.apply }).click();
    await signUpInJobDetail(detail);
    await detail.getByRole('heading', { name: fr.apply.title }).waitFor({ timeout: 30_000 });
    cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: 400_000 / 8,
      uploadThroughput: 400_000 / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  }, 300_000);
  afterAll(() => close());

  /** Cuts the network three times, each once 30 % of the file went through since the last one. */
  async function cutThreeTimes() {
    for (let cut = 0; cut < 3; cut++) {
      const from = proxy.counts().toServer;
      await expect.poll(() => proxy.counts().toServer - from, { timeout: 120_000 }).toBeGreaterThan(SIZE * 0.3);
      await proxy.cut(CUT_MS);
    }
  }

  it('before: one multipart request, sent again whole after each cut', async () => {
    const token = decodeURIComponent(
      (await page.context().cookies()).find((cookie) => cookie.name === 'authToken')?.value ?? '',
    );
    proxy.resetCounts();
    const started = Date.now();
    const cuts = cutThreeTimes();
    const attempts = await page.evaluate(
      async ({ url, token, pdf }) => {
        const bytes = Uint8Array.from(atob(pdf), (c) => c.charCodeAt(0));
        for (let attempt = 1; ; attempt++) {
          const form = new FormData();
          form.append('type', 'CV');
          form.append('file', new File([bytes], 'cv.pdf', { type: 'application/pdf' }));
          try {
            const res = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
            if (res.ok) return attempt;
          } catch {
            // The connection dropped: the candidate sends again once it is back (here, at once).
          }
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
      },
      { url: `${proxy.origin}/api/documents`, token, pdf: pdfBytes(SIZE).toString('base64') },
    );
    await cuts;
    const seconds = (Date.now() - started) / 1000;
    console.info(`BEFORE ${SIZE} B: ${seconds.toFixed(1)} s, ${attempts} sends`, proxy.counts());
  }, 600_000);

  it('after: the resumable upload carries on by itself', async () => {
    const detail = page.locator('baobab-job-detail');
    const choice = detail.getByRole('radio', { name: fr.apply.cv_upload });
    if (await choice.count()) await choice.check();
    proxy.resetCounts();
    const started = Date.now();
    const cuts = cutThreeTimes();
    await detail.locator('#bj-apply-cv-file').setInputFiles({
      name: 'cv-600ko.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(pdfBytes(SIZE)),
    });
    await expect
      .poll(() => detail.locator('.bj-upload-text').textContent(), { timeout: 300_000, interval: 500 })
      .toContain(fr.upload.done);
    await cuts;
    const seconds = (Date.now() - started) / 1000;
    console.info(`AFTER ${SIZE} B: ${seconds.toFixed(1)} s`, proxy.counts());
  }, 600_000);
});
