import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { resources } from '@baobab/core';
import { launchBrowser } from '@baobab/testing';
import { expect, inject, it } from 'vitest';

const en = resources.en.translation;

/**
 * Two widgets in two languages on one page: each one asks the server for its own language. The
 * job list's first request is the board's markup for it (the loader's), whose language is its
 * `lang` query; its own calls, once it runs, carry it as Accept-Language, as the company list's do.
 */
it('asks for each widget’s own language: the served markup’s lang, then the calls’ Accept-Language', async () => {
  const { fixtureDir, fixtureOrigin, loaderUrl } = inject('stack');
  writeFileSync(
    join(fixtureDir, 'two-languages.html'),
    `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Two languages</title>
<script src="${loaderUrl}" async></script></head>
<body><baobab-job-list lang="en"></baobab-job-list><baobab-company-list lang="fr"></baobab-company-list></body></html>`,
  );
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const sent: Record<string, string | null | undefined> = {};
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/widgets/baobab-job-list/shadow') sent.markup = url.searchParams.get('lang');
      if (url.pathname === '/api/jobs/get-all-jobs' || url.pathname === '/api/companies/list')
        sent[url.pathname] = request.headers()['accept-language'];
    });
    await page.addInitScript(() => {
      addEventListener('baobab:ready', (event) => {
        if ((event as CustomEvent<{ widget: string }>).detail.widget === 'job-list')
          Object.assign(window, { jobListReady: true });
      });
    });
    await page.goto(`${fixtureOrigin}/two-languages.html`);
    const list = page.locator('baobab-job-list');
    await list.locator('[part~="card"]').first().waitFor();
    await page.locator('baobab-company-list [part~="card"]').first().waitFor();
    // The markup was asked for and served in English (its search label, before or after hydration).
    expect(sent.markup).toBe('en');
    expect(await list.locator('[part~="search"] label').textContent()).toBe(en.jobs.search_label);
    // Once the widget took the markup over, its own search is asked for in English too.
    await page.waitForFunction(() => (window as { jobListReady?: boolean }).jobListReady);
    await list.getByRole('searchbox', { name: en.jobs.search_label }).fill('zzz');
    await list.getByRole('button', { name: en.jobs.search, exact: true }).click();
    await expect.poll(() => sent['/api/jobs/get-all-jobs']).toBe('en');
    expect(sent['/api/companies/list']).toBe('fr');
  } finally {
    await browser.close();
  }
});
