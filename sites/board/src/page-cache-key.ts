import {
  DEFAULT_LOCALE,
  isCanonicalListQuery,
  isLocale,
  isTrackingParameter,
  LIST_QUERY_PARAMETERS,
  LOCALE_COOKIE,
  pickLocale,
  SESSION_COOKIES,
} from '@baobab/core';
import { isColorMode } from './layout/color-mode';
import { isCrawler } from './navigation/crawler';
import { COLOR_MODE_COOKIE } from './routes/app-context';
import { pageOf } from './routes/page-data';
import { requestCookieJar } from './session/request-cookies';

/**
 * The query parameters a page's HTML depends on: a crawlable page number, and a list's state
 * (docs/product.md §2.1). Tracking ones (`utm_*`, `fbclid`…) are left out of the key: one entry
 * per page, not one per campaign. A request with any other one is not cached.
 */
const CACHED_QUERY_PARAMETERS = new Set<string>(['page', ...LIST_QUERY_PARAMETERS]);

/**
 * What makes two requests for a page get the same HTML: its path and known query, the language
 * the reader wants (which decides `/`'s redirect), the colour mode painted on the server, and
 * whether a crawler reads it. Null when the page must be rendered for this request alone: a
 * signed-in reader, or a query parameter the cache does not know (random ones must not fill it),
 * or a list's state written otherwise than the site writes it (`pages=02`, `domains=5,3`).
 */
export function pageCacheKey(
  request: Pick<Request, 'method' | 'url'> & { headers: Pick<Headers, 'get' | 'has'> },
): string | null {
  if (request.method !== 'GET' || request.headers.has('authorization')) return null;
  const cookies = requestCookieJar(request.headers.get('cookie'));
  if (cookies.get(SESSION_COOKIES.accessToken) || cookies.get(SESSION_COOKIES.refreshToken)) return null;
  const url = new URL(request.url);
  for (const name of [...url.searchParams.keys()]) if (isTrackingParameter(name)) url.searchParams.delete(name);
  if ([...url.searchParams.keys()].some((name) => !CACHED_QUERY_PARAMETERS.has(name))) return null;
  if (!isCanonicalListQuery(url.searchParams)) return null;
  // A page number the site would write otherwise (`page=1aaaa…`, `page=01`) is read as another: no entry of its own.
  const pages = url.searchParams.getAll('page');
  if (pages.length > 1 || (pages[0] !== undefined && pages[0] !== String(pageOf(url)))) return null;
  url.searchParams.sort();
  const colorMode = cookies.get(COLOR_MODE_COOKIE);
  // Only what the site reads goes in the key: a saved language that is none reads as the default.
  const savedLocale = cookies.get(LOCALE_COOKIE.name);
  return [
    url.pathname + url.search,
    savedLocale === undefined
      ? pickLocale(request.headers.get('accept-language'))
      : isLocale(savedLocale)
        ? savedLocale
        : DEFAULT_LOCALE,
    isColorMode(colorMode) ? colorMode : 'system',
    isCrawler(request.headers.get('user-agent')) ? 'crawler' : 'reader',
  ].join(' ');
}
