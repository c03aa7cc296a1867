import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Encoding, pickEncoding } from '../http/encoding';
import { type CachedPage, cachedPage, pageBody } from './page-cache';

/**
 * Shared caches (a CDN, nginx) may keep an anonymous page briefly and serve it stale while they
 * ask again; browsers always revalidate (ETag), so a reader never sees a page older than that.
 */
export const ANONYMOUS_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';
/** What a shared cache must key anonymous pages on, beside the URL (see the site's pageCacheKey). */
const VARY = 'Accept-Encoding, Accept-Language, Cookie, User-Agent';

/**
 * What Fastify's hooks put on every anonymous page request before the route runs (security
 * headers, CORS's exposed header…), as the full path last saw them at a cached page's answer. The
 * lane answers nothing before the full path has answered once: it learns them, it never guesses.
 */
export class AmbientHeaders {
  headers: [string, string][] | undefined;

  learn(headers: Record<string, string | number | string[] | undefined>) {
    if (this.headers) return;
    this.headers = Object.entries(headers).flatMap(([name, value]) =>
      typeof value === 'string'
        ? [[name, value] as [string, string]]
        : typeof value === 'number'
          ? [[name, String(value)] as [string, string]]
          : [],
    );
  }
}

/** The headers of a cached page's answer, in the order they are set; no encoding: a 304. */
export function cachedPageHeaders(page: CachedPage, state: 'hit' | 'miss', encoding?: Encoding): [string, string][] {
  const headers: [string, string][] = [
    ...page.headers,
    ['cache-control', ANONYMOUS_PAGE_CACHE_CONTROL],
    ['vary', VARY],
    ['etag', page.etag],
    ['x-page-cache', state],
  ];
  if (encoding && encoding !== 'identity') headers.push(['content-encoding', encoding]);
  return headers;
}

/**
 * Answers a cached page in the reader's encoding, or 304 when the reader already holds it. The
 * headers the hooks set before (learnt by `ambient`) are what the fast lane repeats (page-lane.ts).
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  state: 'hit' | 'miss',
  ambient?: AmbientHeaders,
) {
  if (request.headers.origin === undefined) ambient?.learn(reply.getHeaders());
  const notModified = request.headers['if-none-match'] === page.etag;
  const encoding = notModified ? undefined : pickEncoding(request.headers['accept-encoding']);
  for (const [name, value] of cachedPageHeaders(page, state, encoding)) reply.header(name, value);
  if (notModified || !encoding) return reply.status(304).send();
  return reply.status(page.status).send(pageBody(page, encoding));
}

/** A page as the site rendered it, its body read once as the bytes it sends. */
export interface RenderedPage {
  status: number;
  headers: Headers;
  body: Buffer;
}

export async function readRendered(response: Response): Promise<RenderedPage> {
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

/** A rendered answer the cache may keep: a 200 page that sets no cookie. */
export function cacheablePage(rendered: RenderedPage): CachedPage | null {
  if (rendered.status !== 200 || rendered.headers.getSetCookie().length > 0) return null;
  const headers = [...rendered.headers].filter(([name]) => name !== 'cache-control');
  return cachedPage(rendered.status, headers, rendered.body);
}
