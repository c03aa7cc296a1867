import type { Db, Queryable } from '../db/db';

/**
 * How long an answer is reused at most. Writes are noticed sooner, through the catalogue version
 * (below); the limit is for what changes with time alone: a job whose closing date passes.
 */
const TTL_MS = 30_000;
/**
 * How often the catalogue version is read: a write from another process shows within this; one
 * from this process shows at once (its write count changes, see db/write-count.ts).
 */
const VERSION_POLL_MS = 1_000;
const MAX_ENTRIES = 2_000;
/**
 * Text answers (JSON) are counted by length, prepared answers (http/prepared-json.ts) by the bytes
 * they hold: distinct big pages must not grow memory without end.
 */
const MAX_TEXT_CHARS = 16_000_000;

/** How much of the bound an answer takes: a string's length, a prepared answer's size, else nothing. */
function textSize(answer: unknown): number {
  if (typeof answer === 'string') return answer.length;
  const size = (answer as { size?: unknown } | null)?.size;
  return typeof size === 'number' ? size : 0;
}

interface Entry {
  value: Promise<unknown>;
  expires: number;
  /** Length of the answer once it is known to be text. */
  chars: number;
}

interface Cache {
  entries: Map<string, Entry>;
  /** Sum of the entries' `chars`. */
  chars: number;
  version?: string;
  /** The last version read successfully. */
  known?: string;
  /** The version read last, when, and this process's write count then. */
  poll?: { at: number; writes: number; version: Promise<string> };
}

/** The catalogue version (migration 003), read at most once per VERSION_POLL_MS. */
function currentVersion(db: Queryable, cache: Cache, writeCount: () => number, now: number): Promise<string> {
  const writes = writeCount();
  if (cache.poll && now - cache.poll.at < VERSION_POLL_MS && cache.poll.writes === writes) return cache.poll.version;
  const known = cache.known;
  const read = readCatalogueVersion(db).then((version) => {
    cache.known = version;
    return version;
  });
  // The database unreachable: nobody can write the catalogue either, so what was cached at the last
  // version read stays true; readers keep their cached answers and pages while writers get 503.
  const version = known === undefined ? read : read.catch(() => known);
  cache.poll = { at: now, writes, version };
  // A failed first read is forgotten at once; after that, the next attempt waits for the next poll.
  read.catch(() => {
    if (known === undefined) cache.poll = undefined;
  });
  return version;
}

/** The catalogue version (migration 003) as it is now in the database: a triggered counter of catalogue writes. */
export async function readCatalogueVersion(db: Queryable): Promise<string> {
  const [row] = await db.query<{ version: string }>('select version::text as version from catalogue_version');
  return row?.version ?? '';
}

/**
 * The answer of `load` for `key`: counts and whole answers of the public catalogue, which cost
 * tens of milliseconds at 100 000 jobs and change only when the catalogue is written. Reused
 * until the catalogue version changes (a write, seen within a second) or for TTL_MS at most.
 * Concurrent callers share one load; a failed load is forgotten at once; the oldest entries make
 * room when the cache is full (by count, or by the length of its text answers).
 */
async function cached<T>(
  db: Queryable,
  cache: Cache,
  writeCount: () => number,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const now = Date.now();
  const version = await currentVersion(db, cache, writeCount, now);
  const { entries } = cache;
  if (version !== cache.version) {
    entries.clear();
    cache.chars = 0;
    cache.version = version;
  }
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  forget(cache, key);
  if (entries.size >= MAX_ENTRIES) forget(cache, entries.keys().next().value as string);
  const value = load();
  const entry: Entry = { value, expires: now + TTL_MS, chars: 0 };
  entries.set(key, entry);
  value.then(
    (answer) => {
      const size = textSize(answer);
      if (size === 0 || entries.get(key) !== entry) return;
      entry.chars = size;
      cache.chars += size;
      while (cache.chars > MAX_TEXT_CHARS && entries.size > 0) forget(cache, entries.keys().next().value as string);
    },
    () => forget(cache, key),
  );
  return value;
}

function forget(cache: Cache, key: string) {
  const entry = cache.entries.get(key);
  if (!entry) return;
  cache.chars -= entry.chars;
  cache.entries.delete(key);
}

/** The catalogue cache of one database handle (services.ts makes it, with the handle's write count). */
export interface CatalogueCache {
  /** See cached above. */
  cached<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** The catalogue version as last polled (see currentVersion): what cached structures compare against. */
  version(): Promise<string>;
}

/** A database handle that carries its catalogue cache: the one services.ts hands to the features. */
export interface CachedDb extends Db {
  readonly catalogue: CatalogueCache;
}

/**
 * A cache of `db`'s catalogue answers. One per database handle, so two apps in one process (tests)
 * never see each other's answers; `writeCount` is how many writes this process has made through
 * `db` (db/write-count.ts), so its own writes are noticed at once.
 */
export function createCatalogueCache(db: Queryable, writeCount: () => number): CatalogueCache {
  const cache: Cache = { entries: new Map(), chars: 0 };
  return {
    cached: (key, load) => cached(db, cache, writeCount, key, load),
    version: () => currentVersion(db, cache, writeCount, Date.now()),
  };
}

/**
 * The handle's catalogue cache. Stores receive a plain handle and cache through it when it has one
 * (services.db); one without (a transaction, a command-line tool) reads the database every time.
 */
const cacheOf = (db: Queryable): CatalogueCache | undefined => (db as Partial<CachedDb>).catalogue;

/** `load`'s answer for `key`, from `db`'s catalogue cache when it has one (see cached). */
export function cachedCatalogue<T>(db: Queryable, key: string, load: () => Promise<T>): Promise<T> {
  const cache = cacheOf(db);
  return cache ? cache.cached(key, load) : load();
}

/** The catalogue version: as last polled by `db`'s cache, or read now when it has none. */
export function catalogueVersion(db: Queryable): Promise<string> {
  return cacheOf(db)?.version() ?? readCatalogueVersion(db);
}
