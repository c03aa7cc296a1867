import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliText, pickEncoding } from './encoding';

/**
 * A JSON answer made ready to be sent many times (a cached catalogue answer): its text and, once a
 * reader that accepts brotli has asked for it, its brotli bytes, compressed once for all the
 * readers after. A reader that takes the text as it is never pays for the compression.
 */
export interface PreparedJson {
  /**
   * The text's UTF-8 bytes, made once: hashed for the ETag and sent as they are (a text would be
   * encoded again at every send, and by the answer lane that learns it), and outside the JS heap,
   * so the garbage collector does not copy a cached answer around.
   */
  body: Buffer;
  /** Whether it is big enough to travel compressed (then its answers vary by Accept-Encoding). */
  compressible: boolean;
  /** Its brotli bytes, made by the first reader that accepts them (see brotliOf). */
  br?: Buffer;
  /** A strong validator of the text: a GET whose reader holds it is answered 304. */
  etag: string;
  /**
   * What it holds, in bytes (the cache's bound counts it, once, when it is stored): the text, and
   * room for the brotli bytes it may get later.
   */
  size: number;
}

/** Below this, an answer travels as it is (the same threshold as the compression of other answers). */
export const COMPRESS_THRESHOLD = 1024;
/** Brotli quality of answers compressed as they are made: cheap enough to pay while a reader waits. */
export const ANSWER_BROTLI_QUALITY = 5;
/**
 * The room counted for an answer's brotli bytes, as a share of its text: JSON answers of the
 * catalogue shrink to well under a fifth of their text at ANSWER_BROTLI_QUALITY.
 */
const BROTLI_ROOM = 0.25;

/** A JSON answer, as text or already as its UTF-8 bytes (http/written-json.ts). */
export function prepareJson(json: string | Buffer): PreparedJson {
  const body = typeof json === 'string' ? Buffer.from(json) : json;
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const compressible = body.length >= COMPRESS_THRESHOLD;
  return { body, compressible, etag, size: compressible ? Math.ceil(body.length * (1 + BROTLI_ROOM)) : body.length };
}

/** The answer's brotli bytes, compressed the first time they are asked for and kept with it. */
function brotliOf(answer: PreparedJson): Buffer {
  if (answer.br) return answer.br;
  const compressed = brotliText(answer.body, ANSWER_BROTLI_QUALITY);
  // zlib's one-shot output is a view of a larger work buffer: a copy holds its own bytes only.
  answer.br = Buffer.from(compressed);
  return answer.br;
}

/** Requests answered with a prepared answer: the answer lane (http/answer-lane.ts) may learn those. */
const prepared = new WeakSet<object>();

/** Whether this request (Node's) was answered with a prepared catalogue answer. */
export const isPreparedAnswer = (request: object): boolean => prepared.has(request);

/**
 * Sends a prepared answer: its brotli bytes to a reader that accepts them, else the text (which
 * the compression hook still gzips for a reader that accepts only that).
 */
export function sendPreparedJson(request: FastifyRequest, reply: FastifyReply, status: number, answer: PreparedJson) {
  prepared.add(request.raw);
  reply.status(status).type('application/json; charset=utf-8').header('etag', answer.etag);
  if (answer.compressible) {
    // Lower case, as the compression hook writes it (it checks for this spelling before adding its own).
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  }
  if (request.method === 'GET' && request.headers['if-none-match'] === answer.etag) return reply.status(304).send();
  if (!answer.compressible) return reply.send(answer.body);
  if (pickEncoding(request.headers['accept-encoding']) !== 'br') return reply.send(answer.body);
  return reply.header('content-encoding', 'br').send(brotliOf(answer));
}
