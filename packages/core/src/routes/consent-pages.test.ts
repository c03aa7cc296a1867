import { describe, expect, it } from 'vitest';
import { CONSENTS } from '../constants';
import { consentPageHref } from './consent-pages';
import { matchRoute } from './routes';

describe('consent pages', () => {
  it('link each consent to a legal page of the route table, in the reader’s language', () => {
    expect(CONSENTS.map((consent) => consentPageHref('', 'fr', consent))).toEqual([
      '/pages/cgu',
      '/pages/confidentialite',
      '/pages/confidentialite#consentement',
      '/pages/confidentialite#conservation',
    ]);
    expect(consentPageHref('https://baobab.jobs/', 'en', 'acceptDataRetention')).toBe(
      'https://baobab.jobs/en/pages/confidentialite#conservation',
    );
    for (const consent of CONSENTS) {
      const path = consentPageHref('', 'fr', consent).split('#')[0] ?? '';
      expect(matchRoute(path)?.route.name).toMatch(/^pages-/);
    }
  });
});
