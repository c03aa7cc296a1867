import { type ReactNode, useMemo, useState } from 'react';
import { createPath, type Navigator, parsePath, Router, type To } from 'react-router';

const here = () => parsePath(`${window.location.pathname}${window.location.search}${window.location.hash}`);
const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * The router an island's components see: the page's own URL, and every navigation a full load of
 * the server's page (the board has no client router on an islands page). Replacing the query of the
 * same page (a mailed link's parameters, once used) edits the address bar without a load.
 */
export function IslandRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(here);
  const navigator = useMemo<Navigator>(
    () => ({
      createHref: hrefOf,
      encodeLocation: (to) => {
        const { pathname, search, hash } = new URL(hrefOf(to), window.location.href);
        return { pathname, search, hash };
      },
      go: (delta) => window.history.go(delta),
      push: (to) => window.location.assign(hrefOf(to)),
      replace: (to) => {
        const url = new URL(hrefOf(to), window.location.href);
        if (url.pathname !== window.location.pathname) return window.location.replace(url.href);
        window.history.replaceState(window.history.state, '', url.href);
        setLocation(here());
      },
    }),
    [],
  );
  return (
    <Router location={location} navigator={navigator}>
      {children}
    </Router>
  );
}
