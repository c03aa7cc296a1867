import { describe, expect, it } from 'vitest';
import { rememberLogoutFailure, takeLogoutFailure } from './logout-failure';

/** sessionStorage's three methods over a Map (tests run in Node, which has no sessionStorage). */
const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

describe('logout failure across the reload', () => {
  it('is told once after a failed logout, never after a successful one', () => {
    const store = memory();
    expect(takeLogoutFailure(store)).toBe(false);
    rememberLogoutFailure(store);
    expect(takeLogoutFailure(store)).toBe(true);
    expect(takeLogoutFailure(store)).toBe(false);
  });
});
