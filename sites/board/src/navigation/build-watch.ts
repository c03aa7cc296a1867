import { BUILD_CHECK_DELAY_MS, ROUTE_RELOAD_GUARD_MS } from '@baobab/core';

/** How often the build manifest is asked again after the first check. */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface BuildManifest {
  id: string;
  timestamp: number;
}

let newBuildSeen = false;

/**
 * Checks `/builds/latest.json` one second after the page is idle (docs/product.md §9), then every hour; a
 * different id is confirmed by its `/builds/meta/{id}.json` before it counts as a new build.
 */
export function watchBuilds(currentId: string, doFetch: typeof fetch = fetch): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = async () => {
    try {
      const latest = (await (await doFetch('/builds/latest.json', { cache: 'no-store' })).json()) as BuildManifest;
      if (latest.id !== currentId && (await doFetch(`/builds/meta/${encodeURIComponent(latest.id)}.json`)).ok)
        newBuildSeen = true;
    } catch {
      // Offline or mid-deploy: ask again at the next interval.
    }
    if (!newBuildSeen) timer = setTimeout(check, BUILD_CHECK_INTERVAL_MS);
  };
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
  idle(() => {
    timer = setTimeout(check, BUILD_CHECK_DELAY_MS);
  });
  return () => clearTimeout(timer);
}

/** Marks a new build as seen (tests, and the check above). */
export function markNewBuild(seen = true) {
  newBuildSeen = seen;
}

/**
 * After a new build, a failed chunk load reloads the page: at most once per path within the
 * route-reload guard (docs/product.md §4), so a chunk that is really gone cannot loop.
 */
export function shouldReloadForChunk(path: string, storage: Pick<Storage, 'getItem' | 'setItem'>, now = Date.now()) {
  if (!newBuildSeen) return false;
  const key = `bj-chunk-reload:${path}`;
  const last = Number(storage.getItem(key) ?? 0);
  if (now - last < ROUTE_RELOAD_GUARD_MS) return false;
  storage.setItem(key, String(now));
  return true;
}

/** Called when a page chunk failed to load: reloads when a new build explains it. */
export function onChunkLoadError() {
  if (typeof window === 'undefined') return;
  if (shouldReloadForChunk(window.location.pathname, window.sessionStorage)) window.location.reload();
}
