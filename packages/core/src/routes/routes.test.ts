import { describe, expect, it } from 'vitest';
import { buildPath, matchRoute, ROUTES } from './routes';

describe('route table', () => {
  it('has the 26 routes of docs/product.md §2 with unique names', () => {
    expect(ROUTES).toHaveLength(26);
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(26);
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
