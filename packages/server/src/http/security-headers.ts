import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/*
 * One policy for every answer (pages, API, assets). Pages carry no executable inline script at all
 * (the hydration data travels as a JSON data block), so `script-src 'self'` is stricter than a
 * nonce and survives the anonymous page cache, which serves the same bytes to every reader: a
 * nonce repeated across readers would protect nothing. Inline styles stay allowed (the widgets'
 * CSS travels in <style>). ALTCHA solves its proof of work in a blob: worker. The embeddable surface
 * is the widget scripts, so pages may only be framed by the board itself, while scripts and images
 * stay loadable from partner pages (Cross-Origin-Resource-Policy: cross-origin). The recruiter
 * space shows an applicant's PDF in a frame from a blob: URL it fetched with its own token
 * (widgets/recruiter/inbox/pdf-frame.tsx); no other frame source is allowed.
 */
const DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  frameSrc: ["'self'", 'blob:'],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
};

/** HSTS for a year once the board is served over https (a plain-http dev setup must not be pinned). */
const HSTS_SECONDS = 365 * 24 * 60 * 60;

/**
 * The headers helmet sets for `options`, read once by running its middleware on a recorder: the
 * policy is the same for every request, and building helmet's middleware per request (as
 * @fastify/helmet does) was a tenth of a cached answer's CPU time.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    // helmet removes X-Powered-By, which Fastify never sets.
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string) {
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: DIRECTIVES },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: publicUrl.startsWith('https:')
      ? { maxAge: HSTS_SECONDS, includeSubDomains: false }
      : false,
    xFrameOptions: { action: 'sameorigin' },
  });
  // Every answer, errors and unknown paths included (onRequest runs before routing decides).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
