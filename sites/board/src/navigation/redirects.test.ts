import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../routes/app-context';
import { isAbsolute, redirectFor } from './redirects';

const config = { recruiterSpaceUrl: 'https://recruteur.example' } as SiteConfig;

describe('redirect table', () => {
  it('maps old paths, with their params', () => {
    expect(redirectFor('/offres', config)).toEqual({ location: '/jobs', status: 301 });
    expect(redirectFor('/offres/dev-react', config)).toEqual({ location: '/jobs/dev-react', status: 301 });
  });

  it('leads absolute targets off-site', () => {
    const target = redirectFor('/recruteurs', config);
    expect(target).toEqual({ location: 'https://recruteur.example', status: 302 });
    expect(isAbsolute(target?.location ?? '')).toBe(true);
    expect(isAbsolute('/jobs')).toBe(false);
  });

  it('leaves other paths alone', () => {
    expect(redirectFor('/jobs', config)).toBeNull();
  });
});
