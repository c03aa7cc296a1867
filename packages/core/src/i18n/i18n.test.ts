import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './error-codes';
import { catalogues, pickLocale, translate } from './index';

function leaves(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of leaves(v, key)) out.set(kk, vv);
  }
  return out;
}
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('catalogues', () => {
  const fr = leaves(catalogues.fr);
  const en = leaves(catalogues.en);

  it('have the same keys and the same placeholders', () => {
    expect([...en.keys()].sort()).toEqual([...fr.keys()].sort());
    for (const [key, text] of fr) expect(placeholders(en.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('give every error code a message in both languages', () => {
    for (const key of Object.values(ERROR_CODES)) {
      expect(fr.get(key), key).toBeTruthy();
      expect(en.get(key), key).toBeTruthy();
    }
  });

  it("keep docs/product.md §8's wording", () => {
    expect(translate('en', 'errors.invalid_credentials')).toBe('Incorrect email or password');
    expect(translate('en', 'errors.newsletter_failed')).toBe(
      'A problem has occurred while subscribing to our newsletter. Please try again.',
    );
    expect(translate('en', 'errors.no_match')).toBe('None of our offers match your search.');
    expect(translate('fr', 'errors.generic')).toBe('Une erreur est survenue.');
    expect(translate('fr', 'errors.logout_failed')).toBe('Erreur lors de la déconnexion.');
    expect(translate('en', 'errors.page_not_found', { path: '/x' })).toBe('Page not found: /x');
    expect(translate('en', 'errors.page_not_found_rule', { path: '/x' })).toBe('Page Not Found: /x');
  });
});

describe('pickLocale', () => {
  it('honours quality order and falls back to French', () => {
    expect(pickLocale('en-GB,en;q=0.9,fr;q=0.8')).toBe('en');
    expect(pickLocale('de-DE, fr;q=0.5, en;q=0.7')).toBe('en');
    expect(pickLocale('de-DE')).toBe('fr');
    expect(pickLocale(undefined)).toBe('fr');
  });
});
