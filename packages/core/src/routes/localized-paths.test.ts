import { describe, expect, it } from 'vitest';
import { ACCESSIBILITY_PAGE_PATH } from '../constants';
import { pathInLocale, routeTablePath } from './localized-paths';

describe('paths in a language’s own words', () => {
  it('spells the accessibility statement in English and keeps it French in French', () => {
    expect(pathInLocale('en', ACCESSIBILITY_PAGE_PATH)).toBe('/accessibility');
    expect(pathInLocale('fr', ACCESSIBILITY_PAGE_PATH)).toBe('/accessibilite');
    expect(routeTablePath('en', '/accessibility')).toBe(ACCESSIBILITY_PAGE_PATH);
  });

  it('leaves every other path as the route table writes it', () => {
    expect(pathInLocale('en', '/jobs')).toBe('/jobs');
    expect(routeTablePath('en', '/jobs/x')).toBe('/jobs/x');
    // The French reverse has no own words: an English spelling is not a French page.
    expect(routeTablePath('fr', '/accessibility')).toBe('/accessibility');
  });
});
