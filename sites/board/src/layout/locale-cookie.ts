import { LOCALE_COOKIE, type Locale } from '@baobab/core';

/**
 * The i18n_redirected cookie that remembers the reader's language (docs/product.md §4), written by
 * the language switch's link when followed (navigation/cookie-links.ts).
 */
export const localeCookie = (locale: Locale) =>
  `${LOCALE_COOKIE.name}=${locale}; Path=${LOCALE_COOKIE.path}; Max-Age=${LOCALE_COOKIE.maxAgeDays * 24 * 3600}; SameSite=${LOCALE_COOKIE.sameSite}`;
