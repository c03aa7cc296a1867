import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/errors';
import type { Services } from '../../services';
import { isOpenToEveryOrigin } from './open-calls';
import { isSameHost } from './origin';
import { originRegistry } from './origin-registry';

/** Chromium caps `Access-Control-Max-Age` at two hours; Firefox allows a day. */
export const PREFLIGHT_MAX_AGE = 7200;

/**
 * Cross-origin rules of the API (docs/embedding.md, "Origins"):
 * - every origin may read (partner pages list jobs and companies), so CORS answers every origin,
 *   and preflights are cached;
 * - a call that changes state or carries a session is answered only for the board's own origin
 *   (`PUBLIC_URL`, or the host the request was sent to) and the origins registered per company;
 *   others get 403 `FORBIDDEN_ORIGIN` before anything is read or written.
 * The check is on the real request, not the preflight: a registration or removal takes effect at
 * once whatever the browser cached, and simple (unpreflighted) requests are covered too.
 * Requests without `Origin` (curl, server to server, same-origin navigation) are not a browser's
 * cross-site call and pass.
 */
export async function registerOriginGuard(app: FastifyInstance, services: Services) {
  const boardOrigin = new URL(services.config.publicUrl).origin;
  const registry = originRegistry(services.db);
  await app.register(cors, { origin: true, maxAge: PREFLIGHT_MAX_AGE, cacheControl: PREFLIGHT_MAX_AGE });
  app.addHook('onRequest', async (request) => {
    const origin = request.headers.origin;
    if (!origin || origin === boardOrigin || isOpenToEveryOrigin(request)) return;
    // The raw Host header: a page cannot forge it, unlike the X-Forwarded-* headers behind `trustProxy`.
    if (isSameHost(origin, request.headers.host)) return;
    if (await registry.isRegistered(origin)) return;
    throw new ApiError(403, 'FORBIDDEN_ORIGIN');
  });
}
