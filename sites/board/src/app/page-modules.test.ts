import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// That every route of core has its page is typed (PAGE_MODULES is a Record<RouteName, …>);
// what types cannot see is a page module the table forgets, or a table entry that is no page.
const pagesDir = new URL('../pages/', import.meta.url);
const read = (url: URL) => readFileSync(url, 'utf8');

describe('page registration', () => {
  it('loads exactly the modules of pages/ that export a Component, each for some route', () => {
    const pages = readdirSync(pagesDir)
      .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
      .filter((file) => /export (const|function) Component\b/.test(read(new URL(file, pagesDir))))
      .map((file) => file.replace(/\.tsx$/, ''));
    const source = read(new URL('page-modules.ts', import.meta.url));
    const loaded = [...new Set([...source.matchAll(/import\('\.\.\/pages\/([\w-]+)'\)/g)].map((m) => m[1]))];
    expect(pages.length).toBeGreaterThan(10);
    expect(loaded.sort()).toEqual(pages.sort());
  });
});
