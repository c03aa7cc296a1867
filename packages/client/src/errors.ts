import {
  DEFAULT_LOCALE,
  ERROR_CODES,
  ERROR_MESSAGE_VALUES,
  type ErrorCode,
  isLocale,
  type Locale,
  loadCatalogue,
  lookupMessage,
} from '@baobab/core';

/** A failed call: the server's `{ message, code }` when it sent one, a catalogue fallback otherwise. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** The catalogue message of a code, in the client's language (its catalogue loaded on demand). */
export async function catalogueMessage(locale: Locale, code: ErrorCode): Promise<string> {
  return lookupMessage(
    await loadCatalogue(isLocale(locale) ? locale : DEFAULT_LOCALE),
    ERROR_CODES[code],
    ERROR_MESSAGE_VALUES,
  );
}

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
  return !isServerFailure(error) && (error as ApiRequestError).message
    ? (error as ApiRequestError).message
    : t(ERROR_CODES[whenServerFails]);
}
