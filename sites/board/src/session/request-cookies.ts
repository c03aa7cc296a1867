import type { CookieJar } from '@baobab/client';

/**
 * The request's cookies as the client's cookie jar, on the server: the session is read from them
 * (so the first HTML already knows who is signed in); nothing is written back from a render.
 */
export function requestCookieJar(header: string | null): CookieJar {
  const values = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    try {
      values.set(name, decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      // A malformed cookie is ignored, as a browser would not have sent it encoded this way.
    }
  }
  return { get: (name) => values.get(name), set: () => undefined, remove: () => undefined };
}
