import { apiEndpoints, type EndpointDef } from '@baobab/core';
import { laneEndpoints, laneTarget, SESSION, TTL_MS } from '../../http/answer-lane';

/** What the router answered to one in-process call, as it answered it. */
export interface Answer {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

interface Remembered extends Answer {
  version: string;
  expires: number;
}

/** One in-process call: its method, target (path and query), headers and text body. */
interface Call {
  method: string;
  target: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/**
 * The catalogue answers a page's loaders read in process, kept as the router answered them: a
 * second page reading the same offer, list or company skips the router, its hooks, validation and
 * light-my-request's request and response objects (about a tenth of a page miss, by the profile in
 * docs/page-serving.md). Only what the answer lane of http/answer-lane.ts may keep for a browser
 * is kept here: an endpoint declared `cache: 'catalogue'`, open to any origin, without session,
 * captcha or upload, answered 200 as a prepared catalogue answer with no cookie; for the
 * catalogue version it was read at and 30 s at most, within `maxBytes` (bodies and keys).
 */
export class InProcessAnswers {
  readonly #paths: { method: string; pattern: RegExp }[];
  readonly #kept = new Map<string, Remembered>();
  #bytes = 0;

  constructor(
    /** The catalogue version now (a string when known without waiting: http/fast-lane.ts `recentVersion`). */
    private readonly version: () => string | Promise<string>,
    private readonly maxBytes: number,
    endpoints: Record<string, EndpointDef> = apiEndpoints,
  ) {
    this.#paths = laneEndpoints(endpoints).map(laneTarget);
  }

  /**
   * The remembered answer to `call`, else `answer()`'s, kept when `keepable` says the router sent
   * a prepared catalogue answer.
   */
  async read(call: Call, answer: () => Promise<Answer & { keepable: boolean }>): Promise<Answer> {
    const key = this.#keyOf(call);
    if (key === null) return answer();
    const found = this.#kept.get(key);
    const current = await this.version();
    if (found && found.version === current && found.expires > Date.now()) return found;
    if (found) this.#forget(key);
    const { keepable, ...fresh } = await answer();
    if (keepable && fresh.status === 200 && !fresh.headers.has('set-cookie'))
      this.#keep(key, { ...fresh, version: current, expires: Date.now() + TTL_MS });
    return fresh;
  }

  #keyOf({ method, target, headers, body }: Call): string | null {
    if (method !== 'GET' && method !== 'POST') return null;
    if (!this.#paths.some((path) => path.method === method && path.pattern.test(target))) return null;
    let key = `${method} ${target}\n`;
    for (const name of Object.keys(headers).sort()) {
      if (SESSION.test(name)) return null;
      key += `${name.toLowerCase()}:${headers[name]}\n`;
    }
    return body === undefined ? key : `${key}\n${body}`;
  }

  #footprint = (key: string, entry: Answer) => entry.bytes.length + key.length * 2 + 512;

  #forget(key: string) {
    const entry = this.#kept.get(key);
    if (!entry) return;
    this.#bytes -= this.#footprint(key, entry);
    this.#kept.delete(key);
  }

  #keep(key: string, entry: Remembered) {
    if (this.#footprint(key, entry) > this.maxBytes) return;
    this.#kept.set(key, entry);
    this.#bytes += this.#footprint(key, entry);
    while (this.#bytes > this.maxBytes) this.#forget(this.#kept.keys().next().value as string);
  }
}
