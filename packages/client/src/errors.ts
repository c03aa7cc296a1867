import {
  DEFAULT_LOCALE,
  type GENERIC_ERROR,
  isLocale,
  type Locale,
  loadCatalogue,
  lookupMessage,
  type SESSION_EXPIRED_ERROR,
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

/**
 * The catalogue message of the client's own fallbacks, in its language (the catalogue loaded on
 * demand). Not the code table: a page that only reads leaves it out.
 */
export async function catalogueMessage(
  locale: Locale,
  key: typeof GENERIC_ERROR | typeof SESSION_EXPIRED_ERROR,
): Promise<string> {
  return lookupMessage(await loadCatalogue(isLocale(locale) ? locale : DEFAULT_LOCALE), key);
}
