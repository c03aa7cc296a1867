import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors';

/**
 * Time to receive a whole request (Node's `requestTimeout`; Fastify leaves it at 0, none, so a
 * client sending a byte a minute holds its socket for ever): long enough for a 5 MB document on a
 * 400 kbit/s phone connection (105 s) and for each 256 KB piece of a resumable upload.
 */
export const REQUEST_TIMEOUT_MS = 180_000;

/**
 * A request line whose target is not a path (`GET * HTTP/1.1`, or the absolute form
 * `GET http://host/path HTTP/1.1` that only proxies are sent) is refused before any route reads
 * it: the site would otherwise build a page URL from it.
 */
export function refuseNonPathTargets(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/')) throw new ApiError(400, 'VALIDATION');
  });
}
