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
