/** Test support (subpath `@baobab/client/testing`): not part of the runtime client. */
/** A scripted `fetch` for unit tests: answers by "METHOD path" and records every request. */
export interface Recorded {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | 'network-error';

export function scriptedFetch(routes: Record<string, Answer | ((req: Recorded) => Answer)>) {
  const requests: Recorded[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const req: Recorded = {
      method: init.method ?? 'GET',
      url,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    requests.push(req);
    const route = routes[`${req.method} ${new URL(url, 'http://x').pathname}`];
    const answer = typeof route === 'function' ? route(req) : route;
    if (!answer || answer === 'network-error') throw new TypeError('fetch failed');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

/** A login's answer (Awa Diop; tokens `access-1` and `refresh-1`, 15 minutes), for tests that need a session. */
export const sessionAnswer = {
  user: {
    id: '0d4b9f8e-6a4c-4e0a-9c3b-2d1f0e9a8b7c',
    firstName: 'Awa',
    lastName: 'Diop',
    email: 'a@b.co',
    phone: null,
  },
  tokenization: { accessToken: 'access-1', refreshToken: 'refresh-1', expiresIn: 900 },
};
