import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOCUMENT_TYPES, resources } from '@baobab/core';
import { launchBrowser, pdfBytes, serveDirectory } from '@baobab/testing';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUp } from './support/candidate';

/**
 * The API's origin rules seen from real pages: a site nobody registered (its own static server,
 * another port) may show the offers, but the browser stops its calls that change state (their
 * preflight is not granted); the registered partner site makes the same calls and succeeds.
 */
const fr = resources.fr.translation;
let browser: Browser;
let foreign: Server;
let foreignDir: string;
let foreignOrigin: string;

const partnerPage = (loaderUrl: string) => `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Partner</title>
<script type="module" src="${loaderUrl}"></script></head>
<body><baobab-job-list></baobab-job-list><baobab-newsletter></baobab-newsletter></body></html>`;

beforeAll(async () => {
  browser = await launchBrowser();
  foreignDir = mkdtempSync(join(tmpdir(), 'baobab-e2e-foreign-'));
  foreign = createServer(serveDirectory(foreignDir));
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
  foreignOrigin = `http://localhost:${(foreign.address() as AddressInfo).port}`;
  writeFileSync(join(foreignDir, 'index.html'), partnerPage(inject('stack').loaderUrl));
});
afterAll(async () => {
  await browser.close();
  await new Promise((resolve) => foreign.close(resolve));
  rmSync(foreignDir, { recursive: true, force: true });
});

/** The page's console warnings that tell its developer to register the origin. */
function registrationWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning' && message.text().includes('origins add')) warnings.push(message.text());
  });
  return warnings;
}

/** The board's public address, as the API gives it. */
async function boardUrl(): Promise<string> {
  const config = (await (await fetch(`${inject('stack').apiOrigin}/api/config`)).json()) as { publicUrl: string };
  return config.publicUrl.replace(/\/$/, '');
}

/** Subscribes from the page's newsletter widget; answers the API's answer to that call. */
async function subscribeFrom(page: Page) {
  const newsletter = page.locator('baobab-newsletter');
  await newsletter.getByRole('textbox').fill(`origin-${Date.now()}@example.com`);
  const [response] = await Promise.all([
    page.waitForResponse((res) => res.url().endsWith('/api/contacts/subscribe') && res.request().method() === 'POST'),
    newsletter.getByRole('button').click(),
  ]);
  return { status: response.status(), body: await response.json(), newsletter };
}

describe('origins', () => {
  it('lets an unregistered site show the offers, while the browser stops its state-changing calls', async () => {
    const page = await browser.newPage();
    await page.goto(`${foreignOrigin}/`);
    await page.locator('baobab-job-list [part~="card"]').first().waitFor();

    // The preflight is not granted: the subscription never reaches the server, the widget says it failed.
    const newsletter = page.locator('baobab-newsletter');
    await newsletter.getByRole('textbox').fill(`origin-${Date.now()}@example.com`);
    const [failed] = await Promise.all([
      page.waitForEvent('requestfailed', (req) => req.url().endsWith('/api/contacts/subscribe')),
      newsletter.getByRole('button').click(),
    ]);
    expect(failed.failure()?.errorText).toBe('net::ERR_FAILED');
    await expect.poll(() => newsletter.getByRole('status').textContent()).toBe(fr.errors.newsletter_failed);

    // Any other state-changing call from this page, by hand, is stopped the same way.
    const login = await page.evaluate(
      (api) =>
        fetch(`${api}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
          body: JSON.stringify({ email: 'demo@baobab.jobs', password: 'Baobab2026!', token: 'x' }),
        }).then(
          (res) => res.status,
          () => 'blocked',
        ),
      inject('stack').apiOrigin,
    );
    expect(login).toBe('blocked');
    await page.close();
  });

  it("tells the unregistered page's developer once, and sends its candidates to apply on the board in a new tab", async () => {
    const page = await browser.newPage();
    const warnings = registrationWarnings(page);
    await page.goto(`${foreignOrigin}/`);
    const list = page.locator('baobab-job-list');
    const card = list.locator('[part~="card"]').first();
    await card.waitFor();
    // More answers say the same (a search, the next page): still one message.
    await list.getByLabel(fr.jobs.search_label).fill('a');
    await list.getByRole('button', { name: fr.jobs.search, exact: true }).click();
    await list.getByRole('button', { name: fr.jobs.load_more }).click();
    await expect.poll(() => list.locator('[part~="card"]').count()).toBeGreaterThan(20);
    expect(warnings).toEqual([expect.stringContaining(`npx -y pnpm@10 origins add <company-alias> ${foreignOrigin}`)]);

    const first = list.locator('[part~="card"]').first();
    const title = (await first.locator('.bj-list-card__link').textContent()) ?? '';
    const href = (await first.locator('.bj-list-card__link').getAttribute('href')) ?? '';
    const slug = decodeURIComponent(href.replace('#job=', ''));
    const board = await boardUrl();
    const apply = first.getByRole('link', { name: new RegExp(`^${fr.jobs.apply}`) });
    expect(await apply.getAttribute('href')).toBe(`${board}/jobs/${slug}#apply`);
    expect(await apply.getAttribute('target')).toBe('_blank');
    // A new tab without an opener: the context sees it, the page does not own it.
    const [tab] = await Promise.all([page.context().waitForEvent('page'), apply.click()]);
    expect(tab.url()).toBe(`${board}/jobs/${slug}#apply`);
    await expect.poll(() => tab.getByRole('heading', { level: 1 }).first().textContent()).toBe(title);
    // The page itself stays where it was, with no sign-in dialog that could only fail.
    expect(page.url()).toBe(`${foreignOrigin}/`);
    await tab.close();

    // A job page there: its Apply opens the same offer on the board.
    writeFileSync(
      join(foreignDir, 'job.html'),
      `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Offre</title>
<script src="${inject('stack').loaderUrl}" async></script></head>
<body><baobab-job-detail slug="${slug}"></baobab-job-detail><baobab-auth-modal></baobab-auth-modal></body></html>`,
    );
    await page.goto(`${foreignOrigin}/job.html`);
    const detailApply = page.locator('baobab-job-detail').getByRole('link', { name: fr.jobs.apply, exact: true });
    const [detailTab] = await Promise.all([page.context().waitForEvent('page'), detailApply.click()]);
    expect(detailTab.url()).toBe(`${board}/jobs/${slug}#apply`);
    expect(await page.locator('baobab-auth-modal').getByRole('dialog').count()).toBe(0);
    await detailTab.close();
    await page.close();
  });

  it('answers the same call from the registered partner site, where the candidates apply in place', async () => {
    const { fixtureDir, fixtureOrigin, loaderUrl } = inject('stack');
    writeFileSync(join(fixtureDir, 'origins.html'), partnerPage(loaderUrl));
    const page = await browser.newPage();
    const warnings = registrationWarnings(page);
    await page.goto(`${fixtureOrigin}/origins.html`);
    const { status, newsletter } = await subscribeFrom(page);
    expect(status).toBe(200);
    await expect.poll(() => newsletter.getByRole('status').textContent()).toBe(fr.success.newsletter_confirm_sent);
    const apply = page.locator('baobab-job-list .bj-list-card__apply').first();
    expect(await apply.getAttribute('target')).toBeNull();
    expect(await apply.getAttribute('href')).toMatch(/^#job=/);
    expect(warnings).toEqual([]);
    await page.close();
  });
});

describe('preflights of signed-in calls that change state', () => {
  let token = '';
  let documentId = '';
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${inject('stack').apiOrigin}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, ...init.headers },
    });

  beforeAll(async () => {
    // A candidate signed up through the widgets on the registered site, with one document.
    const { fixtureDir, fixtureOrigin, loaderUrl } = inject('stack');
    const jobs = await fetch(`${inject('stack').apiOrigin}/api/jobs/get-all-jobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page: 1, limit: 1 }),
    });
    const slug = ((await jobs.json()) as { results: { slug: string }[] }).results[0]?.slug;
    writeFileSync(
      join(fixtureDir, 'sign-up.html'),
      `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Sign up</title>
<script src="${loaderUrl}" async></script></head>
<body><baobab-job-detail slug="${slug}"></baobab-job-detail><baobab-auth-modal></baobab-auth-modal></body></html>`,
    );
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${fixtureOrigin}/sign-up.html`);
    await page.locator('baobab-job-detail').getByRole('button', { name: fr.jobs.apply }).click();
    await signUp(page.locator('baobab-auth-modal').getByRole('dialog'));
    await page.waitForFunction(() => document.cookie.includes('authToken='));
    token = decodeURIComponent(
      (await context.cookies(fixtureOrigin)).find((cookie) => cookie.name === 'authToken')?.value ?? '',
    );
    await context.close();
    const form = new FormData();
    form.set('type', DOCUMENT_TYPES[0]);
    form.set('file', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), 'cv.pdf');
    const uploaded = await api('/api/documents', { method: 'POST', body: form });
    expect(uploaded.status).toBe(201);
    documentId = String(((await uploaded.json()) as { id: string | number }).id);
  });

  /** `PUT /api/profile` and `DELETE /api/documents/:id` made by the page itself: a status, or `blocked`. */
  async function callsFrom(pageUrl: string) {
    const profile = (await (await api('/api/profile')).json()) as Record<string, unknown>;
    const { firstName, lastName, phone, headline, city, countryCode, locale } = profile;
    const update = { firstName, lastName: `${lastName}-updated`, phone, headline, city, countryCode, locale };
    const page = await browser.newPage();
    await page.goto(pageUrl);
    const statuses = await page.evaluate(
      async ({ apiOrigin, token, documentId, update }) => {
        const send = (method: string, path: string, body?: string) =>
          fetch(`${apiOrigin}${path}`, {
            method,
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body,
          }).then(
            (res) => res.status,
            () => 'blocked',
          );
        return {
          put: await send('PUT', '/api/profile', JSON.stringify(update)),
          delete: await send('DELETE', `/api/documents/${documentId}`),
        };
      },
      { apiOrigin: inject('stack').apiOrigin, token, documentId, update },
    );
    await page.close();
    return { statuses, lastName: `${lastName}-updated` };
  }

  const documentIds = async () =>
    ((await (await api('/api/documents')).json()) as { id: string | number }[]).map((doc) => String(doc.id));

  it('are stopped by the browser on an unregistered site: the server never sees them', async () => {
    const { statuses, lastName } = await callsFrom(`${foreignOrigin}/`);
    expect(statuses).toEqual({ put: 'blocked', delete: 'blocked' });
    expect(await documentIds()).toContain(documentId);
    expect(((await (await api('/api/profile')).json()) as { lastName: string }).lastName).not.toBe(lastName);
  });

  it('go through from the registered site', async () => {
    const { fixtureOrigin } = inject('stack');
    const { statuses, lastName } = await callsFrom(`${fixtureOrigin}/sign-up.html`);
    expect(statuses).toEqual({ put: 200, delete: 200 });
    expect(await documentIds()).not.toContain(documentId);
    expect(((await (await api('/api/profile')).json()) as { lastName: string }).lastName).toBe(lastName);
  });
});
