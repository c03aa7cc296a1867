import {
  type AuthAnswer,
  computeExpireAt,
  DEFAULT_REFRESH_TOKEN_TTL_SECONDS,
  isExpired,
  SESSION_COOKIES,
  type User,
  userSchema,
} from '@baobab/core';
import type { CookieJar } from './cookie-jar';

/** docs/product.md §3's session: user, tokens, expiresIn and the computed expireAt (epoch seconds). */
export interface Session {
  user: User;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  expireAt: number;
}

type Listener = (session: Session | null) => void;

/**
 * The session kept in the spec's five cookies (authToken, refreshToken, expireIn, expireAt, user).
 * Every widget of a page reads the same store, so logging in once logs in all of them.
 */
export function createSessionStore(jar: CookieJar) {
  const listeners = new Set<Listener>();

  function read(): Session | null {
    const accessToken = jar.get(SESSION_COOKIES.accessToken);
    if (!accessToken) return null;
    let user: User;
    try {
      const stored: unknown = JSON.parse(jar.get(SESSION_COOKIES.user) ?? '');
      // Checked against the contract as the API's answers are (see http.ts): in development only.
      user = process.env.NODE_ENV === 'production' ? (stored as User) : userSchema.parse(stored);
    } catch {
      return null;
    }
    return {
      user,
      accessToken,
      refreshToken: jar.get(SESSION_COOKIES.refreshToken) ?? '',
      expiresIn: Number(jar.get(SESSION_COOKIES.expiresIn) ?? 0),
      expireAt: Number(jar.get(SESSION_COOKIES.expireAt) ?? 0),
    };
  }

  const notify = () => {
    const session = read();
    for (const listener of listeners) listener(session);
  };

  return {
    read,
    /** Authenticated means the authToken cookie is non-empty (docs/product.md §4). */
    isAuthenticated: () => Boolean(jar.get(SESSION_COOKIES.accessToken)),
    /** Expired when now (seconds) is at or past expireAt (docs/product.md §4). */
    isExpired(now: number = Date.now()) {
      const expireAt = Number(jar.get(SESSION_COOKIES.expireAt) ?? 0);
      return isExpired(expireAt, now);
    },
    /** Stores the answer of login, register or refresh-token. */
    store(answer: AuthAnswer, now: number = Date.now()) {
      const { accessToken, refreshToken, expiresIn, refreshExpiresIn } = answer.tokenization;
      // The cookies live as long as the server keeps the refresh token, which renews the access token.
      const maxAge = refreshExpiresIn ?? DEFAULT_REFRESH_TOKEN_TTL_SECONDS;
      jar.set(SESSION_COOKIES.accessToken, accessToken, maxAge);
      jar.set(SESSION_COOKIES.refreshToken, refreshToken, maxAge);
      jar.set(SESSION_COOKIES.expiresIn, String(expiresIn), maxAge);
      jar.set(SESSION_COOKIES.expireAt, String(computeExpireAt(expiresIn, now)), maxAge);
      jar.set(SESSION_COOKIES.user, JSON.stringify(answer.user), maxAge);
      notify();
    },
    clear() {
      for (const name of Object.values(SESSION_COOKIES)) jar.remove(name);
      notify();
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
