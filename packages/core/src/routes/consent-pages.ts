import { type Consent, DEFAULT_LOCALE, type Locale } from '../constants';
import { buildPath, type RouteName } from './routes';

/**
 * Language in the board's URLs: French (the default) at the root, English under `/en`
 * (`/jobs` ↔ `/en/jobs`).
 */
export const localePrefix = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/**
 * Where each consent of docs/product.md §5 is written out: a legal page of the board's route
 * table, at its section when the page covers more (the privacy page's `id`s).
 */
export const CONSENT_PAGES = {
  acceptTerms: { route: 'pages-cgu' },
  acceptPrivacy: { route: 'pages-confidentialite' },
  acceptConsentForm: { route: 'pages-confidentialite', section: 'consentement' },
  acceptDataRetention: { route: 'pages-confidentialite', section: 'conservation' },
} as const satisfies Record<Consent, { route: RouteName; section?: string }>;

/** The text of a consent on the board at `board` (its origin, '' on the board itself), in a language. */
export function consentPageHref(board: string, locale: Locale, consent: Consent): string {
  const page: { route: RouteName; section?: string } = CONSENT_PAGES[consent];
  const hash = page.section ? `#${page.section}` : '';
  return `${board.replace(/\/$/, '')}${localePrefix(locale)}${buildPath(page.route as 'pages-cgu')}${hash}`;
}
