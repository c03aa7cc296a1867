import { describe, expect, it } from 'vitest';
import { alternates, localeCookie, localeOfPath, localePath, stripLocale } from './locale-path';

describe('language in the URL', () => {
  it('puts French at the root and English under /en', () => {
    expect(localePath('fr', 'jobs')).toBe('/jobs');
    expect(localePath('en', 'jobs-slug', { slug: 'dev' })).toBe('/en/jobs/dev');
    expect(localePath('en', 'index')).toBe('/en');
    expect(localePath('fr', 'index')).toBe('/');
  });

  it('reads the language and the route-table path back', () => {
    expect(localeOfPath('/en/jobs')).toBe('en');
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/entreprises')).toBe('fr');
    expect(stripLocale('/en')).toBe('/');
    expect(stripLocale('/en/emploi-senegal')).toBe('/emploi-senegal');
    expect(stripLocale('/entreprises/orange')).toBe('/entreprises/orange');
  });

  it('spells the accessibility statement in each language’s words, and reads it back', () => {
    expect(localePath('fr', 'accessibilite')).toBe('/accessibilite');
    expect(localePath('en', 'accessibilite')).toBe('/en/accessibility');
    expect(stripLocale('/en/accessibility')).toBe('/accessibilite');
    expect(alternates('/accessibilite')).toEqual({ fr: '/accessibilite', en: '/en/accessibility' });
  });

  it('gives each page its alternates', () => {
    expect(alternates('/en/jobs/x')).toEqual({ fr: '/jobs/x', en: '/en/jobs/x' });
    expect(alternates('/')).toEqual({ fr: '/', en: '/en' });
  });

  it('writes the spec cookie: 365 days, path /, SameSite lax', () => {
    expect(localeCookie('en')).toBe('i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=lax');
  });
});
