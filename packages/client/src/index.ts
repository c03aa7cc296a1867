import { DEFAULT_LOCALE, type Locale } from '@baobab/core';
import { createAccount } from './account';
import { createCatalogue } from './catalogue';
import { createHttp } from './http';
import { type CookieJar, documentCookieJar, memoryCookieJar } from './session/cookie-jar';
import { createSessionStore } from './session/session-store';

export { REFRESH_MARGIN_SECONDS } from './account';
export { ApiRequestError } from './errors';
export type { CallInput, CallOutput } from './http';
export { type CookieJar, documentCookieJar, memoryCookieJar } from './session/cookie-jar';
export type { Session, SessionStore } from './session/session-store';

export interface ClientOptions {
  /** API origin, '' for the page's own. */
  baseUrl?: string;
  locale?: () => Locale;
  /** Defaults to the document's cookies in a browser, memory elsewhere. */
  cookies?: CookieJar;
  fetch?: typeof fetch;
  now?: () => number;
}

/** One client per page: the catalogue, the account calls and the shared session. */
export function createBaobabClient(options: ClientOptions = {}) {
  const cookies = options.cookies ?? (typeof document === 'undefined' ? memoryCookieJar() : documentCookieJar());
  const locale = options.locale ?? (() => DEFAULT_LOCALE);
  const http = createHttp({
    baseUrl: (options.baseUrl ?? '').replace(/\/$/, ''),
    locale,
    fetch: options.fetch,
  });
  const session = createSessionStore(cookies);
  return {
    http,
    session,
    catalogue: createCatalogue(http),
    account: createAccount(http, session, locale, options.now),
  };
}

export type BaobabClient = ReturnType<typeof createBaobabClient>;
