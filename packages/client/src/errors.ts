import { ERROR_CODES, type ErrorCode, isLocale, type Locale, translate } from '@baobab/core';

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

/** The catalogue message of a code, in the client's language. */
export function catalogueMessage(locale: Locale, code: ErrorCode): string {
  return translate(isLocale(locale) ? locale : 'fr', ERROR_CODES[code]);
}
