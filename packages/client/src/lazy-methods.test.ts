import { describe, expect, it } from 'vitest';
import { lazyMethods } from './lazy-methods';

const counter = () => {
  let count = 0;
  return { next: async (step: number) => (count += step) };
};

describe('lazyMethods', () => {
  it('loads nothing before the first call, then once, and calls the loaded methods', async () => {
    let loads = 0;
    const calls = lazyMethods(async () => {
      loads += 1;
      return counter();
    });
    expect(loads).toBe(0);
    expect(await Promise.all([calls.next(1), calls.next(2)])).toEqual([1, 3]);
    expect(loads).toBe(1);
  });

  it('tries the load again after it failed', async () => {
    let fail = true;
    const calls = lazyMethods(async () => {
      if (fail) throw new Error('offline');
      return counter();
    });
    await expect(calls.next(1)).rejects.toThrow('offline');
    fail = false;
    expect(await calls.next(1)).toBe(1);
  });

  it('settles arguments at the call, not once loaded, and is not taken for a promise', async () => {
    let step = 5;
    const calls = lazyMethods(async () => counter(), { next: () => [step] as [number] });
    const first = calls.next(1);
    step = 0;
    expect(await first).toBe(5);
    expect(await Promise.resolve(calls)).toBe(calls);
  });
});
