/** Where the session cookies live: `document.cookie` in a browser, memory elsewhere (Node, tests). */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, maxAgeSeconds: number): void;
  remove(name: string): void;
}

/** First-party cookies of the page that hosts the widget: path /, SameSite=Lax, Secure on https. */
export function documentCookieJar(doc: Document = document): CookieJar {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  const write = (name: string, value: string, maxAge: number) => {
    doc.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
  };
  return {
    get(name) {
      for (const part of doc.cookie.split(';')) {
        const [key, ...rest] = part.trim().split('=');
        if (key === name) return decodeURIComponent(rest.join('='));
      }
      return undefined;
    },
    set: write,
    remove: (name) => write(name, '', 0),
  };
}

export function memoryCookieJar(): CookieJar {
  const values = new Map<string, string>();
  return {
    get: (name) => values.get(name),
    set: (name, value, maxAge) => (maxAge > 0 ? values.set(name, value) : values.delete(name)),
    remove: (name) => values.delete(name),
  };
}
