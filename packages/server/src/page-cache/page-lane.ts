import type { IncomingMessage, ServerResponse } from 'node:http';
import { pickEncoding } from '../http/encoding';
import { flatHeaders, type HeaderList, type Lane, recentVersion } from '../http/fast-lane';
import type { CachedPage, PageCache } from './page-cache';
import { type AmbientHeaders, cachedPageHeaders } from './serve-cached';

/**
 * What the page cache's key reads of a request. A hit needs no more, so it is not worth a whole
 * fetch `Request` (with its `Headers` copy and abort signal): those cost a cached page a tenth of
 * its CPU time; only a render builds one.
 */
export type PageKeyRequest = Pick<Request, 'method' | 'url'> & { headers: Pick<Headers, 'get' | 'has'> };

/** A raw target the page route would read as another (`/a/../b`, `%2e`, `//`), or not a path at all. */
const UNUSUAL_TARGET = /%|\/\.|\/\/|\\/;
/** Paths that belong to the API side (the site route refuses them). */
const NOT_SITE = /^\/(api|cdn|_ipx|examples)(\/|$)/;

interface Answers {
  br?: HeaderList;
  gzip?: HeaderList;
  notModified?: HeaderList;
}

/**
 * The lane of cached anonymous pages: a GET whose page is in the cache, for a reader who accepts
 * brotli (or gzip, once the page has its gzip body) and sends no Origin, is answered with the
 * headers the full path sends (computed once per page and encoding) and the stored compressed
 * bytes. Anything else (a miss, a signed-in reader, a HEAD, a reader wanting neither encoding, a
 * page's first gzip reader) falls through to Fastify's route.
 */
export function pageLane(options: {
  pages: PageCache;
  ambient: AmbientHeaders;
  key: (request: PageKeyRequest) => string | null;
  version: () => Promise<string>;
  /** Writes this process has made to the catalogue's database so far (db/write-count.ts). */
  writes: () => number;
  publicUrl: string;
}): Lane {
  const { pages, ambient, publicUrl } = options;
  const key = memoisedKey(options.key);
  const version = recentVersion(options.version, options.writes);
  const answers = new WeakMap<CachedPage, Answers>();
  const headerList = (page: CachedPage, kind: keyof Answers, body?: Buffer): HeaderList => {
    const known = answers.get(page) ?? {};
    answers.set(page, known);
    const cached = known[kind];
    if (cached) return cached;
    const all = new Map<string, string>(ambient.headers);
    for (const [name, value] of cachedPageHeaders(page, 'hit', kind === 'notModified' ? undefined : kind))
      all.set(name.toLowerCase(), value);
    if (body) all.set('content-length', String(body.length));
    const list = flatHeaders(all);
    known[kind] = list;
    return list;
  };

  return (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '';
    const { headers } = request;
    if (request.method !== 'GET' || !ambient.headers || headers.origin !== undefined) return false;
    if (!url.startsWith('/') || UNUSUAL_TARGET.test(url) || NOT_SITE.test(url)) return false;
    const encoding = pickEncoding(headers['accept-encoding']);
    if (encoding === 'identity') return false;
    const pageKey = key(request, `${publicUrl}${url}`);
    if (pageKey === null) return false;
    const answer = (current: string) => {
      const page = pages.get(pageKey, current);
      if (!page) return false;
      if (headers['if-none-match'] === page.etag) {
        response.writeHead(304, headerList(page, 'notModified'));
        response.end();
        return true;
      }
      const body = page.bodies[encoding];
      // No gzip body yet: the full path makes it (pageBody), and this lane serves it from then on.
      if (!body) return false;
      response.writeHead(page.status, headerList(page, encoding, body));
      response.end(body);
      return true;
    };
    const current = version();
    return typeof current === 'string' ? answer(current) : current.then(answer);
  };
}

/**
 * The request headers a page key may read for the memo below to hold (the board's reads these);
 * a page's renewal renders it again from these alone (features/site/routes.ts).
 */
export const KEY_HEADERS = new Set(['authorization', 'cookie', 'accept-language', 'user-agent']);
const MEMO_ENTRIES = 4_096;

/**
 * The site's key function, remembered per target and the headers it reads: browsers repeat the
 * same cookie, language and user agent on every request, and the key parses a URL and cookies.
 * A key function found reading any other header is never memoised.
 */
function memoisedKey(key: (request: PageKeyRequest) => string | null) {
  const memo = new Map<string, string | null>();
  let memoisable = true;
  return (request: IncomingMessage, url: string): string | null => {
    const { headers } = request;
    if (headers.authorization !== undefined) return key(keyRequest(request, url));
    const memoKey = `${url}\n${headers.cookie ?? ''}\n${headers['accept-language'] ?? ''}\n${headers['user-agent'] ?? ''}`;
    const known = memo.get(memoKey);
    if (known !== undefined) return known;
    const read = new Set<string>();
    const value = key(keyRequest(request, url, read));
    if ([...read].some((name) => !KEY_HEADERS.has(name))) memoisable = false;
    if (!memoisable) return value;
    if (memo.size >= MEMO_ENTRIES) memo.clear();
    memo.set(memoKey, value);
    return value;
  };
}

/** The request as the page cache's key reads it, straight from Node's parsed headers; `read` collects the names read. */
export function keyRequest(
  request: { method?: string; headers: IncomingMessage['headers'] },
  url: string,
  read?: Set<string>,
): PageKeyRequest {
  const header = (name: string) => {
    read?.add(name.toLowerCase());
    const value = request.headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  return {
    method: request.method ?? 'GET',
    url,
    headers: { get: (name) => header(name) ?? null, has: (name) => header(name) !== undefined },
  };
}
