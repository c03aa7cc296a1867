import { ERROR_CODES, type ErrorCode } from '@baobab/core';
import { ApiRequestError } from './errors';

/**
 * Whether a call failed on the way or on the server (no answer, 5xx, an unreadable answer) rather
 * than because the server refused the request: the reader can only try again.
 */
const isServerFailure = (error: unknown) =>
  !(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500 || error.code === 'BAD_ANSWER';

/**
 * What a form shows for a failed call: the server's catalogue message when it refused the request
 * (4xx, already in the reader's language), else the form's own message for a failure it cannot
 * explain (docs/product.md §8: 'Unable to connect' for login, 'Unable to register' for sign-up...).
 */
export function failureMessage(error: unknown, t: (key: string) => string, whenServerFails: ErrorCode = 'GENERIC') {
  return refused(error) ? (error as ApiRequestError).message : t(ERROR_CODES[whenServerFails]);
}

/** Refused by the server with its own message (a 4xx answer), rather than failed on the way. */
const refused = (error: unknown) => !isServerFailure(error) && Boolean((error as ApiRequestError).message);

/**
 * The catalogue code of what `failureMessage` shows (`baobab:error`'s `detail.code`): the server's
 * code when it refused the request, else the form's own.
 */
export const failureCode = (error: unknown, whenServerFails: ErrorCode): string =>
  refused(error) ? (error as ApiRequestError).code : whenServerFails;
