import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildPath, matchRoute, ROUTES } from './routes';

/** The names in the first column of docs/product.md §2.1's route table. */
function documentedNames(): string[] {
  const product = readFileSync(new URL('../../../../docs/product.md', import.meta.url), 'utf8');
  const table = product.slice(product.indexOf('### 2.1'), product.indexOf('### 2.2'));
  return [...table.matchAll(/^\| ([a-z][\w-]*(?:, [a-z][\w-]*)*) +\|/gm)]
    .flatMap((row) => (row[1] ?? '').split(', '))
    .filter((name) => name !== 'name');
}

describe('route table', () => {
  it('has unique names, and every route docs/product.md §2.1 lists', () => {
    const names = ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    const documented = documentedNames();
    expect(documented.length).toBeGreaterThan(20);
    expect(names).toEqual(expect.arrayContaining(documented));
  });

  it('builds and matches every route with its params', () => {
    expect(buildPath('index')).toBe('/');
    expect(buildPath('jobs-slug', { slug: 'dev-react' })).toBe('/jobs/dev-react');
    expect(buildPath('emploi-location-slug', { location: 'senegal', slug: 'x' })).toBe('/emploi-senegal/x');
    expect(matchRoute('/emploi-senegal')).toMatchObject({
      route: { name: 'emploi-location' },
      params: { location: 'senegal' },
    });
    expect(matchRoute('/emploi-cote-d-ivoire/dev')).toMatchObject({
      route: { name: 'emploi-location-slug', scrollToTop: false, keepAlive: false },
      params: { location: 'cote-d-ivoire', slug: 'dev' },
    });
    expect(matchRoute('/carriere/orange/offres-d-emploi')).toMatchObject({
      route: { name: 'carriere-alias-subMenu', layout: 'without-frame' },
      params: { alias: 'orange', subMenu: 'offres-d-emploi' },
    });
    expect(matchRoute('/jobs/')?.route.name).toBe('jobs');
  });

  it('round-trips every route through buildPath and matchRoute', () => {
    for (const r of ROUTES) {
      const path = r.path.replace(/\{(\w+)\}/g, 'p-$1');
      expect(matchRoute(path)?.route.name, path).toBe(r.name);
    }
  });

  it('leaves unmatched paths unmatched', () => {
    expect(matchRoute('/nope')).toBeNull();
    expect(matchRoute('/jobs/a/b')).toBeNull();
  });
});
