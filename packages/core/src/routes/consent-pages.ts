import { type Consent, DEFAULT_LOCALE, type Locale, PRIVACY_PAGE_PATH, TERMS_PAGE_PATH } from '../constants';

/**
 * Language in the board's URLs: French (the default) at the root, English under `/en`
 * (`/jobs` ↔ `/en/jobs`).
 */
export const localePrefix = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/**
 * Where each consent of docs/product.md §5 is written out: a legal page of the board's route table
 * (by its path constant, so that a form's bundle does not carry the whole table), at its section
 * when the page covers more (the privacy page's `id`s).
 */
export const CONSENT_PAGES: Readonly<Record<Consent, { path: string; section?: string }>> = {
  acceptTerms: { path: TERMS_PAGE_PATH },
  acceptPrivacy: { path: PRIVACY_PAGE_PATH },
  acceptConsentForm: { path: PRIVACY_PAGE_PATH, section: 'consentement' },
  acceptDataRetention: { path: PRIVACY_PAGE_PATH, section: 'conservation' },
};

/** The text of a consent on the board at `board` (its origin, '' on the board itself), in a language. */
export function consentPageHref(board: string, locale: Locale, consent: Consent): string {
  const { path, section } = CONSENT_PAGES[consent];
  return `${board.replace(/\/$/, '')}${localePrefix(locale)}${path}${section ? `#${section}` : ''}`;
}
