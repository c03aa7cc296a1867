import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/db';
import { countingWrites } from '../db/write-count';
import { cachedCatalogue, catalogueVersion, createCatalogueCache } from './catalogue-cache';

/**
 * A database whose only table is the catalogue version; `version` is what it answers. `db` is
 * counted and cached the way services.ts makes it; `plain` is the same database without a cache.
 */
function fakeDb() {
  const state = { version: 1, versionReads: 0 };
  const counted = countingWrites({
    kind: 'pglite',
    query: async <T>(sql: string) => {
      if (sql.startsWith('select version')) state.versionReads++;
      return [{ version: String(state.version) }] as T[];
    },
    exec: async () => undefined,
    transaction: async (fn) => fn({ query: async () => [], exec: async () => undefined }),
    close: async () => undefined,
    listen: async () => async () => undefined,
  } as Db);
  const db = { ...counted, catalogue: createCatalogueCache(counted, counted.writes) };
  return { db, plain: counted, state };
}

describe('cachedCatalogue', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reuses an answer for 30 seconds at most, then loads again', async () => {
    vi.useFakeTimers();
    const { db } = fakeDb();
    const load = vi.fn(async () => 42);
    expect(await cachedCatalogue(db, 'k', load)).toBe(42);
    vi.advanceTimersByTime(29_000);
    expect(await cachedCatalogue(db, 'k', load)).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_000);
    await cachedCatalogue(db, 'k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops every answer once the catalogue version changes, reading the version once a second', async () => {
    vi.useFakeTimers();
    const { db, state } = fakeDb();
    const load = vi.fn(async () => 'answer');
    await cachedCatalogue(db, 'k', load);
    state.version = 2; // written by another process
    await cachedCatalogue(db, 'k', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(state.versionReads).toBe(1);
    vi.advanceTimersByTime(1_001);
    await cachedCatalogue(db, 'k', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(state.versionReads).toBe(2);
  });

  it("reads the version again at once after this process's own write", async () => {
    const { db, state } = fakeDb();
    const load = vi.fn(async () => 'answer');
    await cachedCatalogue(db, 'k', load);
    await db.query('select 1'); // a read changes nothing
    await cachedCatalogue(db, 'k', load);
    expect(state.versionReads).toBe(1);
    state.version = 2;
    await db.query('update jobs set closed = true');
    await cachedCatalogue(db, 'k', load);
    expect(state.versionReads).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
    // A write that leaves the catalogue alone (same version) keeps the answers.
    await db.transaction(async () => undefined);
    await cachedCatalogue(db, 'k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent callers, per database and key', async () => {
    const { db } = fakeDb();
    const load = vi.fn(async () => 1);
    await Promise.all([cachedCatalogue(db, 'a', load), cachedCatalogue(db, 'a', load)]);
    expect(load).toHaveBeenCalledTimes(1);
    await cachedCatalogue(db, 'b', load);
    await cachedCatalogue(fakeDb().db, 'a', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps at most 16 million characters of text answers, dropping the oldest first', async () => {
    const { db } = fakeDb();
    const big = 'x'.repeat(6_000_000);
    for (const key of ['a', 'b', 'c']) await cachedCatalogue(db, key, async () => big);
    const load = vi.fn(async () => big);
    await cachedCatalogue(db, 'c', load);
    await cachedCatalogue(db, 'b', load);
    expect(load).not.toHaveBeenCalled();
    await cachedCatalogue(db, 'a', load); // evicted when c came in (18 M > 16 M)
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load', async () => {
    const { db } = fakeDb();
    await expect(cachedCatalogue(db, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cachedCatalogue(db, 'k', async () => 7)).toBe(7);
  });

  it('reads through, every time, on a handle without a cache (a transaction, a command)', async () => {
    const { plain, state } = fakeDb();
    const load = vi.fn(async () => 'answer');
    await cachedCatalogue(plain, 'k', load);
    await cachedCatalogue(plain, 'k', load);
    expect(load).toHaveBeenCalledTimes(2);
    await catalogueVersion(plain);
    await catalogueVersion(plain);
    expect(state.versionReads).toBe(2);
  });
});
