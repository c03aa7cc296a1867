import type { FastifyInstance } from 'fastify';
import { isPreparedAnswer } from '../../http/prepared-json';
import type { Answer, InProcessAnswers } from './in-process-answers';

const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * An answer whose body is already whole in memory (the router wrote it), read from there: a fetch
 * Response would make a stream of it, pull and collect it, then decode it, for each of a page's
 * API calls. Every way of reading it gives the router's bytes; reading twice is allowed.
 */
class InMemoryResponse extends Response {
  readonly #bytes: Buffer;

  constructor(bytes: Buffer, init: ResponseInit) {
    super(null, init);
    this.#bytes = bytes;
  }

  static {
    Object.defineProperty(InMemoryResponse.prototype, 'body', {
      get(this: InMemoryResponse) {
        return new Blob([this.#bytes]).stream();
      },
    });
  }

  override readonly text = async () => this.#bytes.toString('utf8');
  override readonly json = async () => JSON.parse(this.#bytes.toString('utf8'));
  readonly bytes = async () => new Uint8Array(this.#bytes);
  override readonly arrayBuffer = async () => new Uint8Array(this.#bytes).buffer;
  override readonly blob = async () => new Blob([this.#bytes], { type: this.headers.get('content-type') ?? '' });
  override readonly clone = () =>
    new InMemoryResponse(this.#bytes, { status: this.status, statusText: this.statusText, headers: this.headers });
}

/**
 * The Response of a remembered answer, made once: reading an InMemoryResponse changes nothing in
 * it (its body is never consumed), so the renders that read the same answer share it.
 */
const responses = new WeakMap<Answer, Response>();

/**
 * A `fetch` answered by the app's own router (`app.inject`), for server rendering: the site's
 * loaders call the same API routes, validation and errors as the browser does, but without a
 * socket, a port or the public address (which may not be reachable from the server itself, e.g.
 * behind a proxy), and with the reader's address kept for rate limits. With `answers`, a
 * catalogue answer already read in process is given again without the router (in-process-answers.ts).
 */
export function injectFetch(app: FastifyInstance, remoteAddress: string, answers?: InProcessAnswers): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const { pathname, search } = new URL(url, 'http://in-process');
    const call = {
      method: init?.method ?? 'GET',
      target: `${pathname}${search}`,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === 'string' ? init.body : undefined,
    };
    const inject = async () => {
      const res = await app.inject({
        method: call.method as 'GET',
        url: call.target,
        headers: call.headers,
        payload: call.body,
        remoteAddress,
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(res.headers)) {
        if (value === undefined) continue;
        for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
      }
      return { status: res.statusCode, headers, bytes: res.rawPayload, keepable: isPreparedAnswer(res.raw.req) };
    };
    const answer = answers ? await answers.read(call, inject) : await inject();
    let response = responses.get(answer);
    if (!response) {
      const { status, headers, bytes } = answer;
      response = NO_BODY.has(status)
        ? new Response(null, { status, headers })
        : new InMemoryResponse(bytes, { status, headers });
      responses.set(answer, response);
    }
    return response;
  };
}
