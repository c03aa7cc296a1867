import { RECRUITER_SPACE_PATHS } from '@baobab/core';
import { matchPath } from 'react-router';
import type { SiteConfig } from '../routes/app-context';

/**
 * Server-defined redirects (docs/product.md §2): old or short addresses and where they lead now. A target
 * that is a function of the configuration may be absolute: the browser then changes location.
 * Paths use React Router's pattern syntax; `:params` carry over into the target.
 */
export const REDIRECTS: readonly { from: string; to: string | ((config: SiteConfig) => string); status: 301 | 302 }[] =
  [
    { from: '/offres', to: '/jobs', status: 301 },
    { from: '/emplois', to: '/jobs', status: 301 },
    { from: '/offres/:slug', to: '/jobs/:slug', status: 301 },
    { from: '/companies', to: '/entreprises', status: 301 },
    { from: '/companies/:alias', to: '/entreprises/:alias', status: 301 },
    // The English spelling typed on the French site (English pages translate it: routes/locale-path).
    { from: '/accessibility', to: '/accessibilite', status: 301 },
    { from: '/login', to: '/?modal=login', status: 302 },
    { from: '/inscription', to: '/?modal=signup', status: 302 },
    { from: '/recruteurs', to: (config) => config.recruiterSpaceUrl || RECRUITER_SPACE_PATHS.fr, status: 302 },
  ];

/** A path segment as the reader typed it: the URL's percent-encoding undone once (never twice). */
const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The target's own query, then the request's (`/login?next=/profil` → `/?modal=login&next=/profil`). */
function withQuery(target: string, search: string): string {
  if (!search || search === '?') return target;
  const hash = target.indexOf('#');
  const [base, fragment] = hash < 0 ? [target, ''] : [target.slice(0, hash), target.slice(hash)];
  return `${base}${base.includes('?') ? '&' : '?'}${search.replace(/^\?/, '')}${fragment}`;
}

/** Where a path (without language prefix) redirects to, if the table has it; the query is kept. */
export function redirectFor(
  path: string,
  config: SiteConfig,
  search = '',
): { location: string; status: 301 | 302 } | null {
  for (const entry of REDIRECTS) {
    const match = matchPath(entry.from, path);
    if (!match) continue;
    const target = typeof entry.to === 'function' ? entry.to(config) : entry.to;
    const location = target.replace(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(decodeSegment(match.params[name] ?? '')),
    );
    return { location: withQuery(location, search), status: entry.status };
  }
  return null;
}

export const isAbsolute = (location: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(location);
