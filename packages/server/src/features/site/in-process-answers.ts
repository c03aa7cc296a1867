import { apiEndpoints, type EndpointDef } from '@baobab/core';
import { footprint, laneEndpoints, laneTarget, SESSION } from '../../http/answer-lane';
import { KeptAnswers } from '../../http/kept-answers';

/** What the router answered to one in-process call, as it answered it. */
export interface Answer {
  status: number;
  headers: Headers;
  bytes: Buffer;
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
  readonly #kept: KeptAnswers<Answer>;

  constructor(
    /** The catalogue version now (a string when known without waiting: http/fast-lane.ts `recentVersion`). */
    private readonly version: () => string | Promise<string>,
    maxBytes: number,
    endpoints: Record<string, EndpointDef> = apiEndpoints,
  ) {
    this.#paths = laneEndpoints(endpoints).map(laneTarget);
    this.#kept = new KeptAnswers(maxBytes, (key, answer) => footprint(key, answer.bytes));
  }

  /**
   * The remembered answer to `call`, else `answer()`'s, kept when `keepable` says the router sent
   * a prepared catalogue answer.
   */
  async read(call: Call, answer: () => Promise<Answer & { keepable: boolean }>): Promise<Answer> {
    const key = this.#keyOf(call);
    if (key === null) return answer();
    const current = await this.version();
    const found = this.#kept.get(key, current);
    if (found) return found;
    const { keepable, ...fresh } = await answer();
    if (keepable && fresh.status === 200 && !fresh.headers.has('set-cookie')) this.#kept.keep(key, current, fresh);
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
}
