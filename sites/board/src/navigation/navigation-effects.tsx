import { matchRoute } from '@baobab/core';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { useCurrentRoute, useSite } from '../layout/site-context';
import type { AppContext } from '../routes/app-context';
import { stripLocale } from '../routes/locale-path';
import { watchBuilds } from './build-watch';
import { createPreloadQueue } from './preload-queue';
import { createScrollMemory, scrollMoveFor } from './scroll-memory';
import { sparingData } from './sparing-data';

const preloads = createPreloadQueue();

type ScrollMemory = ReturnType<typeof createScrollMemory>;

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage refused by the browser's settings
  }
}

/** Whether this document load is a reload or a back/forward to a page that left the tab. */
function loadedByReturn(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/** Preloads the page chunk of a same-site link (when the connection allows it). */
function preloadLink(anchor: Element | null, preloadPage: AppContext['preloadPage']) {
  if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) return;
  // No prefetch on data-saver mode or a slow (2G) connection (docs/product.md §9).
  if (sparingData()) return;
  const match = matchRoute(stripLocale(anchor.pathname));
  if (match) preloads.add(match.route.name, () => preloadPage(match.route.name));
}

/**
 * What happens around navigations in the browser: the scroll (a kept-alive page returned to opens
 * where the reader left it; otherwise the hash target or the top, except on routes that keep the
 * position, docs/product.md §2.2), the page chunk of a link preloaded as soon as the reader
 * shows the intent to follow it (pointer over, touch, focus: not every link in view, which would
 * spend a phone's data on pages never opened), and the new-build watch.
 */
export function NavigationEffects() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const route = useCurrentRoute();
  const { shell, app } = useSite();
  const first = useRef(true);
  const memory = useRef<ScrollMemory | null>(null);
  // The router's key tells history entries apart; a fresh tab's first entry has a shared one.
  const entry = `${location.key}:${location.pathname}`;
  const current = useRef(entry);

  // Before paint, once the new page is in the document: a restored list shows at its place at once.
  // Scroll events from then on (the browser clamping a shorter page too) belong to the new entry.
  useLayoutEffect(() => {
    memory.current ??= createScrollMemory(sessionStore());
    current.current = entry;
    const move = scrollMoveFor({
      returning: first.current ? loadedByReturn() : navigationType === 'POP',
      first: first.current,
      route,
      hash: location.hash,
      saved: memory.current.recall(entry),
    });
    first.current = false;
    if (move?.to === 'position') window.scrollTo(0, move.y);
    else if (move?.to === 'hash') document.getElementById(move.id)?.scrollIntoView();
    else if (move?.to === 'top') window.scrollTo(0, 0);
  }, [entry, location.hash, route, navigationType]);

  useEffect(() => {
    // The browser would restore positions itself on back, before the router renders the page.
    window.history.scrollRestoration = 'manual';
    const onScroll = () => memory.current?.remember(current.current, window.scrollY);
    const onHide = () => memory.current?.save();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onHide);
    };
  }, []);

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
