import { describe, expect, it } from 'vitest';
import { langAttribute } from './content-lang';

describe('langAttribute', () => {
  it('marks content whose language differs from the page’s, and only that', () => {
    expect(langAttribute('en', 'fr')).toBe('fr');
    expect(langAttribute('fr', 'en')).toBe('en');
    expect(langAttribute('fr', 'fr')).toBeUndefined();
    expect(langAttribute('en', 'en')).toBeUndefined();
  });

  it('takes content without a language as French', () => {
    expect(langAttribute('en')).toBe('fr');
    expect(langAttribute('fr')).toBeUndefined();
  });
});
