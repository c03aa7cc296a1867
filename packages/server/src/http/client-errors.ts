import type { Socket } from 'node:net';
import { DEFAULT_LOCALE, ERROR_CODES, type ErrorCode, translate } from '@baobab/core';
import type { FastifyRequest } from 'fastify';

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (headers too large, a broken
 * request line). They still answer `{ message, code }` like every other refusal; the headers were
 * not read, so in the default language.
 */
export function answerParserError(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) return socket.destroy();
  const [status, reason, code]: [number, string, ErrorCode] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'VALIDATION']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'GENERIC']
        : [400, 'Bad Request', 'VALIDATION'];
  const body = JSON.stringify({ message: translate(DEFAULT_LOCALE, ERROR_CODES[code]), code });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/**
 * The reader hung up mid-request (an aborted upload on a flaky network): their socket error, not a
 * database outage, and nobody is left to answer.
 */
export const isClientGone = (request: FastifyRequest, error: { code?: string; message: string }) =>
  request.raw.destroyed && (error.code === 'ECONNRESET' || error.message === 'aborted');
