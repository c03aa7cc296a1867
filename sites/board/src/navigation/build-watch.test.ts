import { ROUTE_RELOAD_GUARD_MS } from '@baobab/core';
import { afterEach, describe, expect, it } from 'vitest';
import { markNewBuild, shouldReloadForChunk } from './build-watch';

const memory = () => {
  const values = new Map<string, string>();
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) };
};

afterEach(() => markNewBuild(false));

describe('chunk reload rule', () => {
  it('never reloads before a new build is detected', () => {
    expect(shouldReloadForChunk('/jobs', memory(), 1_000_000)).toBe(false);
  });

  it('reloads once per path within the guard, then again after it', () => {
    markNewBuild();
    const storage = memory();
    expect(shouldReloadForChunk('/jobs', storage, 1_000_000)).toBe(true);
    expect(shouldReloadForChunk('/jobs', storage, 1_000_000 + ROUTE_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(shouldReloadForChunk('/entreprises', storage, 1_000_001)).toBe(true);
    expect(shouldReloadForChunk('/jobs', storage, 1_000_000 + ROUTE_RELOAD_GUARD_MS)).toBe(true);
  });
});
