import type { Queryable } from '../../db/db';

/**
 * How long a count is reused. Counting every public job costs tens of milliseconds at 100 000
 * jobs (PGlite), far more than the page itself; jobs change only through data loads (seed,
 * import), so a total up to this old is harmless.
 */
const COUNT_TTL_MS = 30_000;
const MAX_ENTRIES = 1_000;

interface Entry {
  value: Promise<unknown>;
  expires: number;
}

/** One cache per database, so two apps in one process (tests) never see each other's counts. */
const caches = new WeakMap<Queryable, Map<string, Entry>>();

/**
 * The answer of `load` for `key`, reused for COUNT_TTL_MS. Concurrent callers share one load;
 * a failed load is forgotten at once. The oldest entry makes room when the cache is full.
 */
export function cachedCount<T>(db: Queryable, key: string, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  cache.delete(key);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  const value = load();
  cache.set(key, { value, expires: now + COUNT_TTL_MS });
  value.catch(() => cache.delete(key));
  return value;
}

/** Forgets every cached count of `db`: a write through the partner API shows on the board at once. */
export function invalidateCounts(db: Queryable) {
  caches.delete(db);
}
