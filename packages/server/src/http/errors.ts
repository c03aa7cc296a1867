import { ERROR_CODES, ERROR_MESSAGE_VALUES, type ErrorBody, type ErrorCode, translate } from '@baobab/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isClientGone } from './client-errors';
import { requestLocale } from './locale';

/** A failure the client caused or must be told about; answered as `{ message, code }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    /** Field-level problems, answered as `fields` beside message and code. */
    readonly fields?: Record<string, string>,
    /**
     * Further facts the client needs (e.g. the `url` of an external application), spread into the
     * answer and filling the message's blanks.
     */
    readonly extra?: Record<string, string>,
  ) {
    super(code);
  }
}

export const notFound = () => new ApiError(404, 'NOT_FOUND');
export const validation = (fields?: Record<string, string>) => new ApiError(400, 'VALIDATION', fields);

/** Fastify's own errors that are the client's fault, with the code they answer. */
const FASTIFY_CLIENT_ERRORS: Record<string, [number, ErrorCode]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'VALIDATION'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'VALIDATION'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'VALIDATION'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'VALIDATION'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'VALIDATION'],
  FST_ERR_VALIDATION: [400, 'VALIDATION'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [406, 'VALIDATION'],
  FST_REQ_FILE_TOO_LARGE: [413, 'FILE_UPLOAD'],
  FST_PARTS_LIMIT: [413, 'VALIDATION'],
  FST_FILES_LIMIT: [413, 'VALIDATION'],
  FST_FIELDS_LIMIT: [413, 'VALIDATION'],
  FST_PROTO_VIOLATION: [400, 'VALIDATION'],
  FST_ERR_BAD_URL: [400, 'VALIDATION'],
};

/**
 * Database refusals of a value the client sent (SQLSTATE): text PostgreSQL cannot store, such as a
 * NUL character, is bad input, not a server fault; the statement failed, so nothing was written.
 */
const DATABASE_CLIENT_ERRORS = new Set(['22021', '22P05']);

/**
 * The database is unreachable or restarting (socket errors, SQLSTATE classes 08 and 57P): a
 * passing outage, answered 503 with Retry-After so clients and load balancers try again; the pool
 * reconnects by itself once the server is back (scripts/crash/postgres-restart.ts measures it).
 */
const isDatabaseDown = (code: string | undefined, message: string) =>
  (code !== undefined && /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|08\w{3}|57P0[123])$/.test(code)) ||
  /^Connection terminated/.test(message);

/** The disk (or quota) holding uploaded files is full: nothing was stored; the client may try again later. */
const isStorageFull = (code: string | undefined) => code === 'ENOSPC' || code === 'EDQUOT';

/** `{ message, code }`; `values` fill the message's own blanks (the sentence a refusal names). */
export function errorBody(
  locale: ReturnType<typeof requestLocale>,
  code: ErrorCode,
  values?: Record<string, string>,
): ErrorBody {
  return { message: translate(locale, ERROR_CODES[code], { ...ERROR_MESSAGE_VALUES, ...values }), code };
}

/** Every error leaves as JSON `{ message, code }` in the request's language; no stack ever does. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const locale = requestLocale(request);
    if (error instanceof ApiError) {
      return reply.status(error.status).send({
        ...error.extra,
        ...errorBody(locale, error.code, error.extra),
        ...(error.fields && { fields: error.fields }),
      });
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known[0]).send(errorBody(locale, known[1]));
    if (DATABASE_CLIENT_ERRORS.has(error.code)) return reply.status(400).send(errorBody(locale, 'VALIDATION'));
    if (isClientGone(request, error)) {
      request.log.info('client closed the connection mid-request');
      return reply.status(400).send(errorBody(locale, 'VALIDATION'));
    }
    if (isStorageFull(error.code)) {
      request.log.error({ err: error }, 'file storage full');
      return reply.status(507).header('retry-after', '60').send(errorBody(locale, 'STORAGE_FULL'));
    }
    if (isDatabaseDown(error.code, error.message)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '1').send(errorBody(locale, 'TRY_AGAIN'));
    }
    if (error.statusCode === 429) return reply.status(429).send(errorBody(locale, 'RATE_LIMITED'));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(errorBody(locale, 'VALIDATION'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(locale, 'GENERIC'));
  });
  app.setNotFoundHandler((request, reply) => reply.status(404).send(errorBody(requestLocale(request), 'NOT_FOUND')));
}
