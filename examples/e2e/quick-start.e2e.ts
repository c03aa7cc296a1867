import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '@baobab/testing';
import { expect, inject, it } from 'vitest';

const doc = readFileSync(new URL('../../docs/embedding.md', import.meta.url), 'utf8');

/** The first HTML block of docs/embedding.md, as a partner copies it, pointed at this stack's board. */
function quickStartSnippet(): string {
  const html = /```html\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!html) throw new Error('docs/embedding.md has no html block');
  return html.replaceAll('https://jobs.example.org', inject('stack').apiOrigin);
}

it("docs/embedding.md's quick start, pasted into a page of a registered origin, shows the company's offers", async () => {
  const { fixtureDir, fixtureOrigin } = inject('stack');
  const snippet = quickStartSnippet();
  expect(snippet).toContain('/cdn/baobab@0/baobab.js');
  writeFileSync(join(fixtureDir, 'quick-start.html'), snippet);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto(`${fixtureOrigin}/quick-start.html`);
    const list = page.locator('baobab-job-list');
    await list.locator('[part~="card"]').first().waitFor();
    expect(new Set(await list.locator('.bj-job-card__company').allTextContents())).toEqual(
      new Set(['Teranga Digital']),
    );
    const href = await list.locator('a').first().getAttribute('href');
    expect(href).toMatch(/^\/careers\/job\.html\?slug=[\w-]+$/);
  } finally {
    await browser.close();
  }
});
