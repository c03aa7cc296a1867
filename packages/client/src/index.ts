import { DEFAULT_LOCALE, type Locale } from '@baobab/core';
import type { createAccount } from './account';
import { createCatalogue } from './catalogue';
import { createHttp, type Http, type PageEndpointName } from './http';
import { lazyMethods } from './lazy-methods';
import { singleFlight } from './refresh';
import { type CookieJar, documentCookieJar, memoryCookieJar } from './session/cookie-jar';
import { createSessionStore, type SessionStore } from './session/session-store';

export { ApiRequestError } from './errors';
export { failureCode, failureMessage } from './failure-message';
export type { CallInput, CallOutput } from './http';
export { REFRESH_MARGIN_SECONDS } from './refresh';
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

export interface BaobabClient {
  /** The API's origin (and path prefix) this client calls; '' for the page's own. */
  apiBase: string;
  /** Calls by name; the account module's calls go through `account`, which brings their routes. */
  http: Http<PageEndpointName>;
  session: SessionStore;
  catalogue: ReturnType<typeof createCatalogue>;
  account: ReturnType<typeof createAccount>;
  /** The same client (session, cookies, refresh) whose calls carry another language. */
  inLanguage(locale: () => Locale): BaobabClient;
  /**
   * The board's address once an answer said this page's origin is not registered: candidates sign
   * in and apply there, since the browser stops those calls here. Undefined otherwise.
   */
  board(): string | undefined;
}

/**
 * One client per page: the catalogue, the account calls and the shared session. Its calls ask for
 * the language of `locale`; a widget in another language takes a view of it (`inLanguage`).
 */
export function createBaobabClient(options: ClientOptions = {}): BaobabClient {
  const cookies = options.cookies ?? (typeof document === 'undefined' ? memoryCookieJar() : documentCookieJar());
  const session = createSessionStore(cookies);
  const refreshOnce = singleFlight();
  let board: string | undefined;
  const onUnregistered = (url: string) => {
    // The message loads only on the pages that need it.
    if (!board) void import('./warn-unregistered').then((module) => module.warnUnregistered(url));
    board = url;
  };
  const apiBase = (options.baseUrl ?? '').replace(/\/$/, '');
  const inLanguage = (locale: () => Locale): BaobabClient => {
    const http = createHttp({
      baseUrl: apiBase,
      locale,
      fetch: options.fetch,
      onUnregistered,
    });
    return {
      apiBase,
      http,
      session,
      catalogue: createCatalogue(http),
      // Loaded at the first account call: a page that only reads never fetches it.
      account: lazyMethods(
        () =>
          import('./account').then((module) => module.createAccount(http, session, locale, options.now, refreshOnce)),
        { refresh: (startedWith = session.read()?.refreshToken) => [startedWith] },
      ),
      inLanguage,
      board: () => board,
    };
  };
  return inLanguage(options.locale ?? (() => DEFAULT_LOCALE));
}
