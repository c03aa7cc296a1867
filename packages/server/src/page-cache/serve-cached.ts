import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding } from '../http/encoding';
import { type CachedPage, cachedPage, pageBody } from './page-cache';

/**
 * Shared caches (a CDN, nginx) may keep an anonymous page briefly and serve it stale while they
 * ask again; browsers always revalidate (ETag), so a reader never sees a page older than that.
 */
export const ANONYMOUS_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';
/** What a shared cache must key anonymous pages on, beside the URL (see the site's pageCacheKey). */
const VARY = 'Accept-Encoding, Accept-Language, Cookie, User-Agent';

/** Answers a cached page in the reader's encoding, or 304 when the reader already holds it. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, page: CachedPage, state: 'hit' | 'miss') {
  for (const [name, value] of page.headers) reply.header(name, value);
  reply
    .header('cache-control', ANONYMOUS_PAGE_CACHE_CONTROL)
    .header('vary', VARY)
    .header('etag', page.etag)
    .header('x-page-cache', state);
  if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.status(page.status).send(pageBody(page, encoding));
}

/** A rendered answer the cache may keep: a 200 page that sets no cookie. */
export async function cacheableResponse(response: Response): Promise<CachedPage | null> {
  if (response.status !== 200 || response.headers.getSetCookie().length > 0) return null;
  const headers = [...response.headers].filter(([name]) => name !== 'cache-control');
  return cachedPage(response.status, headers, await response.text());
}
