import { endpoints, IDEMPOTENCY_KEY_HEADER, REFRESH_TOKEN_HEADER, UNREGISTERED_ORIGIN_HEADER } from '@baobab/core';
import cors from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors';
import type { Services } from '../../services';
import { announcesOpenCall, isOpenToEveryOrigin } from './open-calls';
import { isSameHost } from './origin';

/** What a tus client sends (resumable uploads, features/resumable-uploads). */
const TUS_REQUEST_HEADERS = ['tus-resumable', 'upload-length', 'upload-offset', 'upload-metadata'];

/** Chromium caps `Access-Control-Max-Age` at two hours; Firefox allows a day. */
export const PREFLIGHT_MAX_AGE = 7200;

/** What a page that may change state is granted: every method and header the widgets' calls use. */
const FULL_GRANT = {
  // PATCH: the resumable uploads' (tus) chunks, with the protocol's headers.
  methods: [...new Set(['GET', 'HEAD', 'PATCH', ...Object.values(endpoints).map((def) => def.method)])],
  allowedHeaders: [
    'accept',
    'accept-language',
    'authorization',
    'content-type',
    REFRESH_TOKEN_HEADER,
    ...TUS_REQUEST_HEADERS,
    IDEMPOTENCY_KEY_HEADER,
  ],
};
/** What any other page is granted: the anonymous reads. */
const READ_GRANT = {
  methods: ['GET', 'HEAD', 'POST'],
  allowedHeaders: ['accept', 'accept-language', 'content-type'],
};

/**
 * Cross-origin rules of the API (docs/embedding.md, "Origins"):
 * - every origin may read (partner pages list jobs and companies), so CORS answers every origin,
 *   and preflights are cached; a preflight for any other call is granted (every method and header
 *   the widgets use) only to the origins below, so the browser stops the call before it is sent;
 * - a call that changes state or carries a session is answered only for the board's own origin
 *   (`PUBLIC_URL`, or the host the request was sent to) and the origins registered per company;
 *   others get 403 `FORBIDDEN_ORIGIN` before anything is read or written.
 * The check is on the real request, not the preflight: a registration or removal takes effect at
 * once whatever the browser cached (and on every node: live-origins.ts), and simple
 * (unpreflighted) requests are covered too.
 * Requests without `Origin` (curl, server to server, same-origin navigation) are not a browser's
 * cross-site call and pass.
 * Every answer to an unregistered origin names the board (UNREGISTERED_ORIGIN_HEADER, readable by
 * the page): its widgets learn from the reads they make anyway that sign-in and Apply happen there.
 */
export async function registerOriginGuard(app: FastifyInstance, services: Services) {
  const boardOrigin = new URL(services.config.publicUrl).origin;
  const mayChangeState = async (origin: string, request: FastifyRequest) =>
    origin === boardOrigin ||
    // The raw Host header: a page cannot forge it, unlike the X-Forwarded-* headers behind `trustProxy`.
    isSameHost(origin, request.headers.host) ||
    (await services.origins.has(origin));
  await app.register(cors, {
    delegator: async (request: FastifyRequest) => {
      const origin = request.headers.origin;
      const cached = { maxAge: PREFLIGHT_MAX_AGE, cacheControl: PREFLIGHT_MAX_AGE };
      // Real requests keep their CORS headers whoever sends them: a refused page may read why.
      if (!origin || request.method !== 'OPTIONS')
        return { ...cached, ...FULL_GRANT, origin: true, exposedHeaders: UNREGISTERED_ORIGIN_HEADER };
      if (await mayChangeState(origin, request)) return { ...cached, ...FULL_GRANT, origin: true };
      return { ...cached, ...READ_GRANT, origin: announcesOpenCall(request) };
    },
  });
  const guard = async (origin: string, request: FastifyRequest, reply: FastifyReply) => {
    if (await mayChangeState(origin, request)) return;
    reply.header(UNREGISTERED_ORIGIN_HEADER, services.config.publicUrl);
    if (!isOpenToEveryOrigin(request)) throw new ApiError(403, 'FORBIDDEN_ORIGIN');
  };
  // Most requests carry no Origin (pages, same-origin reads): they pass without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    if (!origin) return done();
    guard(origin, request, reply).then(() => done(), done);
  });
}
