import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { apiEndpoints, type EndpointDef } from '@baobab/core';
import type { FastifyInstance } from 'fastify';
import type { CachedDb } from '../catalogue/catalogue-cache';
import type { CountedDb } from '../db/write-count';
import { type FastLanes, type HeaderList, type Lane, recentVersion } from './fast-lane';
import { KeptAnswers } from './kept-answers';
import { isPreparedAnswer } from './prepared-json';

/**
 * Request headers left out of a learnt answer's key: they change from one visit or hop to the
 * next while a catalogue answer cannot depend on them (it depends on the catalogue only, and no
 * such endpoint is rate-limited by address). Every other header is part of the key.
 */
const UNKEYED = new Set([
  'content-length',
  'connection',
  'keep-alive',
  'referer',
  'x-forwarded-for',
  'x-real-ip',
  'forwarded',
  'x-request-id',
]);
/** Headers that make a call a signed-in one: the origin guard then reads the live origin registry. */
export const SESSION = /^(authorization|x-refresh-token)$/i;
/** Bytes of learnt answers kept (brotli bodies are mostly the catalogue cache's own buffers, shared). */
const LANE_BYTES = 8 * 1024 * 1024;
/** Bodies longer than this are not read by the lane (catalogue reads carry a few filters). */
const MAX_BODY = 16 * 1024;

/**
 * What an entry holds: its body, its key (two bytes a character at most; the key holds the request
 * headers, which a client may vary at will) and the header list, roughly.
 */
export const footprint = (key: string, body: Buffer) => body.length + key.length * 2 + 512;

interface Learnt {
  status: number;
  headers: HeaderList;
  body: Buffer;
}

/** Bodies the lane read before handing a request to Fastify, given back to its body parser. */
const readBodies = new WeakMap<IncomingMessage, Buffer>();

/**
 * Puts the lane of catalogue answers in front of `app` (before its routes are registered): `db`
 * is the database the catalogue is written through (its write count shows this process's writes).
 */
export function addAnswerLane(app: FastifyInstance, lanes: FastLanes, db: CountedDb & CachedDb) {
  replayReadBodies(app);
  lanes.add(
    answerLane({
      endpoints: laneEndpoints(apiEndpoints),
      version: recentVersion(db.catalogue.version, db.writes),
      maxBytes: LANE_BYTES,
    }),
  );
}

/**
 * The endpoints whose answers the lane may learn: `cache: 'catalogue'` (the answer depends on the
 * catalogue alone), open to `any` origin and without a session, captcha or upload.
 */
export function laneEndpoints(endpoints: Record<string, EndpointDef>): EndpointDef[] {
  return Object.values(endpoints).filter(
    (def) => def.cache === 'catalogue' && def.origins === 'any' && !def.auth && !def.captcha && !def.multipart,
  );
}

/** An endpoint's method and the pattern of its targets (path, then a query or nothing). */
export const laneTarget = (def: EndpointDef) => ({
  method: def.method,
  pattern: new RegExp(`^${def.path.replace(/:\w+/g, '[^/?]+')}(\\?|$)`),
});

/**
 * The lane of cached catalogue answers (job lists, searches, one offer…): the answer Fastify's
 * route sent to a request is kept as it went out (status, every header, body bytes) and sent again,
 * from the server's own listener, to a request with the same method, target, body and headers
 * (those in UNKEYED aside) while the catalogue version is the same and for TTL_MS at most. Nothing
 * is guessed: origin guard, CORS, security headers, compression negotiation and cache headers are
 * what the route answered to exactly that request. Only answers the route sent as a prepared
 * catalogue answer (http/prepared-json.ts), 200 (or 304) and setting no cookie, are kept. A POST's body is
 * read here (to key it) and handed back to Fastify's parser on a miss (`replayReadBodies`).
 */
function answerLane(options: {
  endpoints: EndpointDef[];
  /** The catalogue version now (a string when known without waiting). */
  version: () => string | Promise<string>;
  maxBytes: number;
}): Lane {
  const { version, maxBytes } = options;
  const paths = options.endpoints.map(laneTarget);
  const learnt = new KeptAnswers<Learnt>(maxBytes, (key, entry) => footprint(key, entry.body));

  const serve = (request: IncomingMessage, response: ServerResponse, body: Buffer | undefined) => {
    // Set first: should the version read fail, the request still reaches Fastify with its body.
    if (body) readBodies.set(request, body);
    const key = keyOf(request, body);
    const answer = (current: string): boolean => {
      const entry = learnt.get(key, current);
      if (entry) {
        response.writeHead(entry.status, entry.headers);
        response.end(entry.body);
        return true;
      }
      learnFrom(request, response, (status, headers, sent) =>
        learnt.keep(key, current, { status, headers, body: sent }),
      );
      return false;
    };
    const current = version();
    return typeof current === 'string' ? answer(current) : current.then(answer);
  };

  return (request, response) => {
    const { method, url = '' } = request;
    if (method !== 'GET' && method !== 'POST') return false;
    if (!paths.some((path) => path.method === method && path.pattern.test(url))) return false;
    const { rawHeaders } = request;
    for (let i = 0; i < rawHeaders.length; i += 2) if (SESSION.test(rawHeaders[i] ?? '')) return false;
    if (method === 'GET') return serve(request, response, undefined);
    const length = Number(request.headers['content-length']);
    if (!(length <= MAX_BODY) || request.headers['transfer-encoding'] !== undefined) return false;
    return readBody(request).then(
      (body) => serve(request, response, body),
      () => {
        // The client went away mid-body: nobody is left to answer.
        request.destroy();
        return true;
      },
    );
  };
}

/** Gives Fastify's body parser the bodies the lane read (a preParsing hook, before any route). */
function replayReadBodies(app: FastifyInstance) {
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const body = readBodies.get(request.raw);
    if (body === undefined) return done(null, payload);
    readBodies.delete(request.raw);
    done(null, Readable.from([body], { objectMode: false }));
  });
}

function keyOf(request: IncomingMessage, body: Buffer | undefined): string {
  let key = `${request.method} ${request.url}\n`;
  const { rawHeaders } = request;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = (rawHeaders[i] ?? '').toLowerCase();
    if (!UNKEYED.has(name)) key += `${name}:${rawHeaders[i + 1]}\n`;
  }
  return body === undefined ? key : `${key}\n${body.toString('latin1')}`;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * Watches what Fastify writes for this request and hands it to `learn` when it is a prepared
 * catalogue answer sent in one piece: status 200 or 304, no cookie, headers and body as they went out.
 */
function learnFrom(
  request: IncomingMessage,
  response: ServerResponse,
  learn: (status: number, headers: HeaderList, body: Buffer) => void,
) {
  const { writeHead, write, end } = response;
  let headers: HeaderList | undefined;
  let streamed = false;
  response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    const given = rest.find((arg) => typeof arg === 'object' && arg !== null) as OutgoingHttpHeaders | undefined;
    headers = headerList({ ...this.getHeaders(), ...given });
    // biome-ignore lint/suspicious/noExplicitAny: Node's overloads, passed on as they came.
    return (writeHead as any).call(this, status, ...rest);
  } as ServerResponse['writeHead'];
  response.write = function (this: ServerResponse, ...args: unknown[]) {
    streamed = true;
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    return (write as any).apply(this, args);
  } as ServerResponse['write'];
  response.end = function (this: ServerResponse, ...args: unknown[]) {
    const [chunk] = args;
    const { statusCode } = this;
    const body =
      typeof chunk === 'string'
        ? Buffer.from(chunk)
        : Buffer.isBuffer(chunk)
          ? chunk
          : statusCode === 304 && !chunk
            ? Buffer.alloc(0)
            : undefined;
    if (
      !streamed &&
      headers &&
      body &&
      (statusCode === 200 || statusCode === 304) &&
      isPreparedAnswer(request) &&
      !headers.some((value, i) => i % 2 === 0 && value === 'set-cookie')
    )
      learn(statusCode, headers, body);
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    return (end as any).apply(this, args);
  } as ServerResponse['end'];
}

/** Node's header object as the flat list `writeHead` takes (a list value as repeated names). */
function headerList(headers: OutgoingHttpHeaders): HeaderList {
  const list: HeaderList = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) list.push(name.toLowerCase(), String(one));
  }
  return list;
}
