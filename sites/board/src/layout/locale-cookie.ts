import { documentCookieJar } from '@baobab/client';
import { LOCALE_COOKIE, type Locale } from '@baobab/core';

/** The reader's language choice, kept in the i18n_redirected cookie (docs/product.md §4). */
export function rememberLocale(locale: Locale) {
  documentCookieJar().set(LOCALE_COOKIE.name, locale, LOCALE_COOKIE.maxAgeDays * 24 * 3600);
}

/** The language switch's link: its `hreflang` is the language it leads to. */
export const LANGUAGE_SWITCH = 'a.bj-site-lang[hreflang]';
