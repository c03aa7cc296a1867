import type { FastifyInstance } from 'fastify';

const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * A `fetch` answered by the app's own router (`app.inject`), for server rendering: the site's
 * loaders call the same API routes, validation and errors as the browser does, but without a
 * socket, a port or the public address (which may not be reachable from the server itself, e.g.
 * behind a proxy), and with the reader's address kept for rate limits.
 */
export function injectFetch(app: FastifyInstance, remoteAddress: string): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const { pathname, search } = new URL(url, 'http://in-process');
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${pathname}${search}`,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
      remoteAddress,
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) answerHeaders.append(name, String(one));
    }
    return new Response(NO_BODY.has(res.statusCode) ? null : res.rawPayload, {
      status: res.statusCode,
      headers: answerHeaders,
    });
  };
}
