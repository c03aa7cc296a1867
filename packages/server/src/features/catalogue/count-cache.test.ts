import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../../db/db';
import { cachedCount } from './count-cache';

const fakeDb = () => ({}) as Queryable;

describe('cachedCount', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reuses an answer for 30 seconds, then loads again', async () => {
    vi.useFakeTimers();
    const db = fakeDb();
    const load = vi.fn(async () => 42);
    expect(await cachedCount(db, 'k', load)).toBe(42);
    vi.advanceTimersByTime(29_000);
    expect(await cachedCount(db, 'k', load)).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_000);
    await cachedCount(db, 'k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent callers, per database and key', async () => {
    const db = fakeDb();
    const load = vi.fn(async () => 1);
    await Promise.all([cachedCount(db, 'a', load), cachedCount(db, 'a', load)]);
    expect(load).toHaveBeenCalledTimes(1);
    await cachedCount(db, 'b', load);
    await cachedCount(fakeDb(), 'a', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('forgets a failed load', async () => {
    const db = fakeDb();
    await expect(cachedCount(db, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cachedCount(db, 'k', async () => 7)).toBe(7);
  });
});
