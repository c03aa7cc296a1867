import { ROUTES } from '@baobab/core';
import { describe, expect, it } from 'vitest';
import { routerPath } from './router-path';

describe('router paths from the core table', () => {
  it('converts whole-segment and inner parameters', () => {
    expect(routerPath('/')).toBeNull();
    expect(routerPath('/jobs/{slug}')).toBe('jobs/:slug');
    expect(routerPath('/emploi-{location}/{slug}')).toBe(':locationSegment/:slug');
    expect(routerPath('/carriere/{alias}/{subMenu}')).toBe('carriere/:alias/:subMenu');
  });

  it('gives every route a distinct path', () => {
    const paths = ROUTES.map((r) => routerPath(r.path));
    expect(new Set(paths).size).toBe(ROUTES.length);
  });
});
