import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteFr } from '../i18n/fr';

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

  // A page's own words live in its module (i18n/page-texts.ts); the words it still reads from the
  // site catalogues must be there: a key moved out of fr.ts/en.ts and still read would show as is.
  it('declares its own words with pageTexts, and reads only catalogue keys that exist', () => {
    const sources = readdirSync(pagesDir)
      .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
      .map((file) => ({ file, source: read(new URL(file, pagesDir)) }));
    const exists = (key: string) =>
      [key, `${key}_one`].some((path) =>
        path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], siteFr),
      );
    for (const { file, source } of sources) {
      if (/^\s+en: \{/m.test(source)) expect(source, file).toContain('pageTexts({');
      for (const [, key] of source.matchAll(/\bt\(\s*'site\.([\w.]+)'/g))
        expect(exists(key ?? ''), `${file}: site.${key}`).toBe(true);
    }
  });
});
