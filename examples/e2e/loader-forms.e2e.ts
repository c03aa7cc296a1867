import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { resources } from '@baobab/core';
import { launchBrowser } from '@baobab/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';

/**
 * Every way partners include the script tag: classic (the form the docs show first), module,
 * inserted by a tag manager, and twice. Each page queues `Baobab('init', { lang: 'en' })` before the
 * script, so an English list proves the queue ran too.
 */
const en = resources.en.translation;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const queue = `<script>
  window.Baobab = window.Baobab || function () { (Baobab.q = Baobab.q || []).push(arguments) };
  Baobab('init', { lang: 'en' });
</script>`;

/** Opens a partner page with `head`, counting each element definition and collecting page errors. */
async function open(name: string, head: string): Promise<{ page: Page; errors: string[] }> {
  const { fixtureDir, fixtureOrigin } = inject('stack');
  writeFileSync(
    join(fixtureDir, name),
    `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${name}</title>${queue}${head}</head>
<body><baobab-job-list></baobab-job-list></body></html>`,
  );
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const defined: string[] = [];
    Object.assign(window, { defined });
    const define = customElements.define.bind(customElements);
    customElements.define = (tag, ...rest) => {
      defined.push(tag);
      define(tag, ...rest);
    };
  });
  await page.goto(`${fixtureOrigin}/${name}`);
  return { page, errors };
}

/** The list shows cards and speaks English (the queued init), each element defined once, no error. */
async function expectWorkingList({ page, errors }: { page: Page; errors: string[] }) {
  const list = page.locator('baobab-job-list');
  await list.locator('[part~="card"]').first().waitFor();
  await list.getByRole('button', { name: en.jobs.search, exact: true }).waitFor();
  const defined = await page.evaluate(() => (window as unknown as { defined: string[] }).defined);
  expect(defined.filter((tag) => tag === 'baobab-job-list')).toEqual(['baobab-job-list']);
  expect(new Set(defined).size).toBe(defined.length);
  expect(errors).toEqual([]);
  await page.close();
}

it('runs as a classic <script src async>', async () => {
  await expectWorkingList(await open('classic.html', `<script src="${inject('stack').loaderUrl}" async></script>`));
});

it('runs as <script type="module">', async () => {
  await expectWorkingList(
    await open('module.html', `<script type="module" src="${inject('stack').loaderUrl}"></script>`),
  );
});

it('runs when inserted by a script, as tag managers do', async () => {
  const inserted = `<script>
  (function () {
    var script = document.createElement('script');
    script.src = ${JSON.stringify(inject('stack').loaderUrl)};
    script.async = true;
    document.head.appendChild(script);
  })();
</script>`;
  await expectWorkingList(await open('inserted.html', inserted));
});

it('defines the elements once when included twice, even from the version and its alias', async () => {
  const { loaderUrl } = inject('stack');
  const alias = loaderUrl.replace(/baobab@(\d+)[^/]*/, 'baobab@$1');
  expect(alias).not.toBe(loaderUrl);
  const twice = `<script src="${loaderUrl}" async></script>
<script type="module" src="${loaderUrl}"></script>
<script src="${alias}" async></script>`;
  await expectWorkingList(await open('twice.html', twice));
});
