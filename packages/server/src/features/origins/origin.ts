/**
 * An origin as browsers send it in the `Origin` header: `scheme://host[:port]`, lower case, no
 * default port, no path. Answers `null` for anything else (a URL with a path, `null`, a typo),
 * so what is stored always compares equal to what browsers send.
 */
export function normalizeOrigin(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') return null;
  return url.origin;
}

/** Whether an `Origin` header names the site the request was sent to (its `Host` header). */
export function isSameHost(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}
