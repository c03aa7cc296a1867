import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../routes/app-context';
import { isAbsolute, redirectFor } from './redirects';

const config = { recruiterSpaceUrl: 'https://recruteur.example' } as SiteConfig;

describe('redirect table', () => {
  it('maps old paths, with their params', () => {
    expect(redirectFor('/offres', config)).toEqual({ location: '/jobs', status: 301 });
    expect(redirectFor('/offres/dev-react', config)).toEqual({ location: '/jobs/dev-react', status: 301 });
  });

  it('encodes a parameter once, whatever the reader typed', () => {
    expect(redirectFor('/offres/caf%C3%A9-manager', config)?.location).toBe('/jobs/caf%C3%A9-manager');
    expect(redirectFor('/companies/a%20b', config)?.location).toBe('/entreprises/a%20b');
    expect(redirectFor('/offres/100%', config)?.location).toBe('/jobs/100%25');
  });

  it("keeps the query, after the target's own", () => {
    expect(redirectFor('/offres', config, '?keyword=ing%C3%A9nieur')?.location).toBe('/jobs?keyword=ing%C3%A9nieur');
    expect(redirectFor('/login', config, '?next=%2Fprofil')?.location).toBe('/?modal=login&next=%2Fprofil');
    expect(redirectFor('/offres', config, '')?.location).toBe('/jobs');
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
