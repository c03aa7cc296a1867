import { resources } from '@baobab/core';
import { launchBrowser, sendLogin } from '@baobab/testing';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_CANDIDATE } from '../../packages/server/src/seed/demo-candidate';
import { startPartnerServer } from './support/partner-server';

/**
 * Zero third party (issue 26): every request a board page or an example page makes — documents,
 * scripts, styles, fonts, images, API calls, from the page or its workers — goes to the board's
 * origin or to the host page's own origin, and nowhere else.
 */
const fr = resources.fr.translation;
let browser: Browser;
let board: string;
let partner: Awaited<ReturnType<typeof startPartnerServer>>;

beforeAll(async () => {
  board = inject('stack').apiOrigin;
  [browser, partner] = await Promise.all([launchBrowser(), startPartnerServer()]);
});
afterAll(async () => {
  await partner.stop();
  await browser.close();
});

async function first(path: string): Promise<Record<string, string>> {
  const res = await fetch(`${board}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, limit: 1 }),
  });
  const [result] = ((await res.json()) as { results: Record<string, string>[] }).results;
  if (!result) throw new Error(`the demo data has nothing at ${path}`);
  return result;
}

/**
 * Opens `url` in `context`, scrolls to the end (lazy images and lists load), waits for the
 * network to settle, and answers the origins of every request made meanwhile.
 */
async function originsOf(context: BrowserContext, url: string) {
  const origins = new Set<string>();
  const record = (address: string) => {
    // data: and blob: URLs are the page's own memory, not requests.
    if (/^https?:|^wss?:/.test(address)) origins.add(new URL(address).origin.replace(/^ws/, 'http'));
  };
  const onRequest = (request: { url(): string }) => record(request.url());
  context.on('request', onRequest);
  const page = await context.newPage();
  page.on('websocket', (socket) => record(socket.url()));
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    for (let i = 0; i < 5; i += 1) {
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(150);
    }
    await page.waitForLoadState('networkidle');
  } finally {
    context.off('request', onRequest);
    await page.close();
  }
  return [...origins];
}

describe('zero third party', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' });
  });
  afterAll(() => context.close());

  it('each board page type asks only the board', async () => {
    const job = await first('/api/jobs/get-all-jobs');
    const company = await first('/api/companies/list');
    const pages = ['/', '/jobs', `/jobs/${job.slug}`, `/entreprises/${company.alias}`, '/medias', '/en/jobs'];
    for (const path of pages)
      expect({ path, origins: await originsOf(context, `${board}${path}`) }).toEqual({ path, origins: [board] });
  });

  it("the candidate's /profil, signed in, asks only the board", async () => {
    const page = await context.newPage();
    await page.goto(`${board}/profil`);
    // The sign-in dialog works once the page is hydrated.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const dialog = page.getByRole('dialog');
    await sendLogin(dialog, fr, DEMO_CANDIDATE);
    await page.waitForURL(/\/profil$/);
    await page.close();
    expect(await originsOf(context, `${board}/profil`)).toEqual([board]);
  });

  it('each example page asks only the board, or its own origin', async () => {
    const job = await first('/api/jobs/get-all-jobs');
    const examples = [
      '/examples/',
      '/examples/company-careers/',
      `/examples/company-careers/careers/job.html?slug=${job.slug}`,
      '/examples/gouv-ministry/',
      `/examples/gouv-ministry/?offre=${job.slug}`,
      '/examples/react-app/',
      '/examples/vue-app/',
    ];
    for (const path of examples)
      expect({ path, origins: await originsOf(context, `${board}${path}`) }).toEqual({ path, origins: [board] });
    // A partner's own server (examples/partner-server): its origin, and the board's for the widgets.
    const origins = await originsOf(context, `${partner.origin}/`);
    expect(origins.sort()).toEqual([board, partner.origin].sort());
  });
});
