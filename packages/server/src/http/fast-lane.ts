import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';

/**
 * A lane answers a request it can serve from memory and says so (true), or leaves it to Fastify
 * (false). It must answer exactly what Fastify's route would (headers included): it only skips
 * Fastify's per-request work (request and reply objects, hooks, routing), which cost a cached
 * answer several times node:http's own CPU time (docs/benchmarks.md).
 */
export type Lane = (request: IncomingMessage, response: ServerResponse) => boolean | Promise<boolean>;

/**
 * The lanes in front of one Fastify app. Fastify's `serverFactory` builds the HTTP server with a
 * listener that tries each lane, then falls through to Fastify's own handler.
 */
export class FastLanes {
  #lanes: Lane[] = [];
  #closing = false;
  /** Every request to Fastify (a test compares the two paths' answers to one request). */
  paused = false;
  /** Requests a lane answered (tests read it to tell the two paths apart). */
  served = 0;

  add(lane: Lane) {
    this.#lanes.push(lane);
  }

  /** From now on every request goes through Fastify (whose onSend asks clients to close). */
  close() {
    this.#closing = true;
  }

  /** Fastify's `serverFactory`: the HTTP/1 server Fastify would build, its timeouts included. */
  readonly serverFactory: FastifyServerFactory = (handler, options) => {
    const server: Server = createServer(options.http ?? {}, (request, response) => {
      if (this.#closing || this.paused || this.#lanes.length === 0) return handler(request, response);
      this.#try(0, request, response, handler);
    });
    // As Fastify sets them on the server it builds itself (its defaults: 72 s keep-alive, no idle limit).
    const { keepAliveTimeout, requestTimeout, connectionTimeout } = options as Record<string, number | undefined>;
    server.keepAliveTimeout = keepAliveTimeout ?? 72_000;
    if (requestTimeout !== undefined) server.requestTimeout = requestTimeout;
    server.setTimeout(connectionTimeout ?? 0);
    return server;
  };

  #try(
    from: number,
    request: IncomingMessage,
    response: ServerResponse,
    handler: (request: IncomingMessage, response: ServerResponse) => void,
  ): void {
    for (let i = from; i < this.#lanes.length; i++) {
      const answered = this.#lanes[i]?.(request, response);
      if (answered === true) {
        this.served++;
        return;
      }
      if (answered instanceof Promise) {
        // A lane that failed leaves the request to Fastify, whose error handling answers it.
        answered.then(
          (done) => (done ? this.served++ : this.#try(i + 1, request, response, handler)),
          () => handler(request, response),
        );
        return;
      }
    }
    handler(request, response);
  }
}

const lanesOf = new WeakMap<FastifyInstance, FastLanes>();

/** Ties the lanes to the app built on their server, so routes can add theirs. */
export function attachFastLanes(app: FastifyInstance, lanes: FastLanes) {
  lanesOf.set(app, lanes);
  app.addHook('preClose', async () => lanes.close());
}

/** The lanes of `app`, when it was built with them (an app built otherwise, in a test, has none). */
export const fastLanesOf = (app: FastifyInstance): FastLanes | undefined => lanesOf.get(app);

/** Node's header list form, flat: [name, value, name, value…], ready for `writeHead`. */
export type HeaderList = string[];

export const flatHeaders = (headers: Iterable<[string, string]>): HeaderList => [...headers].flat();

/**
 * How long a catalogue version read is reused without asking again, unless this process wrote
 * meanwhile: short beside the catalogue cache's own 1 s poll, so another process's write still
 * shows within about a second, while a busy lane skips a promise per request.
 */
const VERSION_REUSE_MS = 200;

export function recentVersion(read: () => Promise<string>, writes: () => number): () => string | Promise<string> {
  let last: { at: number; writes: number; version: string } | undefined;
  return () => {
    const now = Date.now();
    const written = writes();
    if (last && now - last.at < VERSION_REUSE_MS && last.writes === written) return last.version;
    return read().then((version) => {
      last = { at: now, writes: written, version };
      return version;
    });
  };
}
