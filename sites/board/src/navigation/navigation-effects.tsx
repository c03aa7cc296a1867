import { matchRoute } from '@baobab/core';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useCurrentRoute, useSite } from '../layout/site-context';
import type { AppContext } from '../routes/app-context';
import { stripLocale } from '../routes/locale-path';
import { watchBuilds } from './build-watch';
import { createPreloadQueue, mayPrefetch } from './preload-queue';

const preloads = createPreloadQueue();

/** Preloads the page chunk of a same-site link (when the connection allows it). */
function preloadLink(anchor: Element | null, preloadPage: AppContext['preloadPage']) {
  if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) return;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  if (!mayPrefetch(connection)) return;
  const match = matchRoute(stripLocale(anchor.pathname));
  if (match) preloads.add(match.route.name, () => preloadPage(match.route.name));
}

/**
 * What happens around navigations in the browser: scroll to the hash target or the top (except on
 * routes that keep the position, docs/product.md §2), the page chunk of a link preloaded as soon as the reader
 * shows the intent to follow it (pointer over, touch, focus: not every link in view, which would
 * spend a phone's data on pages never opened), and the new-build watch.
 */
export function NavigationEffects() {
  const location = useLocation();
  const route = useCurrentRoute();
  const { shell, app } = useSite();
  const first = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (key) scrolls, even to the same path.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
      return;
    }
    if (route?.scrollToTop !== false) window.scrollTo(0, 0);
  }, [location.key, location.hash, route]);

  useEffect(() => {
    const onIntent = (event: Event) =>
      preloadLink((event.target as Element | null)?.closest?.('a') ?? null, app.preloadPage);
    const events = ['pointerover', 'touchstart', 'focusin'] as const;
    for (const type of events) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      for (const type of events) document.removeEventListener(type, onIntent);
    };
  }, [app.preloadPage]);

  useEffect(() => watchBuilds(shell.config.buildId), [shell.config.buildId]);

  return null;
}
