import {
  buildPath,
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALES,
  type Locale,
  localePrefix,
  pathInLocale,
  type RouteName,
  type RouteParams,
  routeTablePath,
} from '@baobab/core';

export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return LOCALES.find((l) => l !== DEFAULT_LOCALE && l === first) ?? DEFAULT_LOCALE;
}

/** The pathname without its language prefix: the path of the core route table (`/en/accessibility` → `/accessibilite`). */
export function stripLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  return routeTablePath(locale, pathname.slice(localePrefix(locale).length) || '/');
}

/** A path of the route table in one language, in that language's own words where it has them. */
export function withLocale(locale: Locale, path: string): string {
  const prefix = localePrefix(locale);
  return path === '/' && prefix ? prefix : `${prefix}${pathInLocale(locale, path)}`;
}

/** `buildPath` in a language: `localePath('en', 'jobs-slug', { slug })` → `/en/jobs/{slug}`. */
export function localePath<N extends RouteName>(
  locale: Locale,
  name: N,
  ...params: keyof RouteParams<N> extends never ? [] : [RouteParams<N>]
): string {
  return withLocale(locale, buildPath(name, ...params));
}

/** The same page in every language (hreflang alternates, the language switch). */
export function alternates(pathname: string): Record<Locale, string> {
  const path = stripLocale(pathname);
  return Object.fromEntries(LOCALES.map((l) => [l, withLocale(l, path)])) as Record<Locale, string>;
}

/** docs/product.md §9's locale cookie, as a `document.cookie` / `Set-Cookie` value. */
export function localeCookie(locale: Locale): string {
  const maxAge = LOCALE_COOKIE.maxAgeDays * 24 * 3600;
  return `${LOCALE_COOKIE.name}=${locale}; Max-Age=${maxAge}; Path=${LOCALE_COOKIE.path}; SameSite=${LOCALE_COOKIE.sameSite}`;
}
