import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PageKeyRequest } from '../features/site/site-bundle';
import { pickEncoding } from '../http/encoding';
import { flatHeaders, type HeaderList, type Lane } from '../http/fast-lane';
import type { CachedPage, PageCache } from './page-cache';
import { type AmbientHeaders, cachedPageHeaders } from './serve-cached';

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
 * brotli or gzip and sends no Origin, is answered with the headers the full path sends (computed
 * once per page and encoding) and the stored compressed bytes. Anything else (a miss, a signed-in
 * reader, a HEAD, a reader wanting neither encoding) falls through to Fastify's route.
 */
export function pageLane(options: {
  pages: PageCache;
  ambient: AmbientHeaders;
  key: (request: PageKeyRequest) => string | null;
  version: () => Promise<string>;
  publicUrl: string;
}): Lane {
  const { pages, ambient, key, version, publicUrl } = options;
  const answers = new WeakMap<CachedPage, Answers>();
  const headerList = (page: CachedPage, kind: keyof Answers): HeaderList => {
    const known = answers.get(page) ?? {};
    answers.set(page, known);
    const cached = known[kind];
    if (cached) return cached;
    const all = new Map<string, string>(ambient.headers);
    for (const [name, value] of cachedPageHeaders(page, 'hit', kind === 'notModified' ? undefined : kind))
      all.set(name.toLowerCase(), value);
    if (kind !== 'notModified') all.set('content-length', String(page.bodies[kind].length));
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
    const pageKey = key(keyRequest(request, `${publicUrl}${url}`));
    if (pageKey === null) return false;
    return version().then((current) => {
      const page = pages.get(pageKey, current);
      if (!page) return false;
      if (headers['if-none-match'] === page.etag) {
        response.writeHead(304, headerList(page, 'notModified'));
        response.end();
        return true;
      }
      response.writeHead(page.status, headerList(page, encoding));
      response.end(page.bodies[encoding]);
      return true;
    });
  };
}

/** The request as the page cache's key reads it, straight from Node's parsed headers. */
export function keyRequest(
  request: { method?: string; headers: IncomingMessage['headers'] },
  url: string,
): PageKeyRequest {
  const header = (name: string) => {
    const value = request.headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  return {
    method: request.method ?? 'GET',
    url,
    headers: { get: (name) => header(name) ?? null, has: (name) => header(name) !== undefined },
  };
}
