import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/*
 * One policy for every answer (pages, API, assets). Pages carry no executable inline script at all
 * (the hydration data travels as a JSON data block), so `script-src 'self'` is stricter than a
 * nonce and survives the anonymous page cache, which serves the same bytes to every reader: a
 * nonce repeated across readers would protect nothing. Inline styles stay allowed (the widgets'
 * CSS travels in <style>). ALTCHA solves its proof of work in a blob: worker. The embeddable surface
 * is the widget scripts, so pages may only be framed by the board itself, while scripts and images
 * stay loadable from partner pages (Cross-Origin-Resource-Policy: cross-origin).
 */
const DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
};

/** HSTS for a year once the board is served over https (a plain-http dev setup must not be pinned). */
const HSTS_SECONDS = 365 * 24 * 60 * 60;

export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: DIRECTIVES },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: publicUrl.startsWith('https:')
      ? { maxAge: HSTS_SECONDS, includeSubDomains: false }
      : false,
    xFrameOptions: { action: 'sameorigin' },
  });
}
