import { DEFAULT_LOCALE, LOCALES, type Locale } from '../constants';
import type { Messages } from './fr';

export { catalogues, resources, type ServerMessages, translate } from './catalogues';
export { langAttribute } from './content-lang';
export { ERROR_CODES, ERROR_MESSAGE_VALUES, type ErrorCode } from './error-codes';
export { GENERIC_ERROR, SESSION_EXPIRED_ERROR } from './fallback-errors';
export { loadCatalogue, loadListCatalogue, lookupMessage } from './load';
export { loadPhoneCatalogue } from './load-phone';
export type { MailMessages } from './mail-fr';
export type { Messages };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Picks fr or en from an Accept-Language header (or any language tag); fr is the fallback. */
export function pickLocale(acceptLanguage: string | undefined | null): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const tags = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', q] = part.trim().split(';q=');
      return { lang: tag.slice(0, 2).toLowerCase(), q: q === undefined ? 1 : Number(q) };
    })
    .sort((a, b) => b.q - a.q);
  return (tags.find((t) => isLocale(t.lang))?.lang as Locale | undefined) ?? DEFAULT_LOCALE;
}
