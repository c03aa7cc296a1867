import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '@baobab/testing';
import { expect, inject, it } from 'vitest';

/** Two widgets in two languages on one page: each one's calls ask the server for its own language. */
it('sends each widget’s calls with its own Accept-Language', async () => {
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
    const sent: Record<string, string | undefined> = {};
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/jobs/get-all-jobs' || path === '/api/companies/list')
        sent[path] = request.headers()['accept-language'];
    });
    await page.goto(`${fixtureOrigin}/two-languages.html`);
    await page.locator('baobab-job-list [part~="card"]').first().waitFor();
    await page.locator('baobab-company-list [part~="card"]').first().waitFor();
    expect(sent).toEqual({ '/api/jobs/get-all-jobs': 'en', '/api/companies/list': 'fr' });
  } finally {
    await browser.close();
  }
});
