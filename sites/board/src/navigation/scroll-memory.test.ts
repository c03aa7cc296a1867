import { describe, expect, it } from 'vitest';
import { createScrollMemory, scrollMoveFor } from './scroll-memory';

const storage = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
};

describe('scroll memory', () => {
  it('recalls each entry and survives a reload through storage', () => {
    const store = storage();
    const memory = createScrollMemory(store);
    memory.remember('a:/jobs', 1200);
    memory.remember('b:/jobs/x', 40);
    memory.remember('a:/jobs', 1500);
    memory.save();
    const reloaded = createScrollMemory(store);
    expect(reloaded.recall('a:/jobs')).toBe(1500);
    expect(reloaded.recall('b:/jobs/x')).toBe(40);
    expect(reloaded.recall('c:/')).toBeUndefined();
  });

  it('forgets the oldest entries past a hundred, and shrugs off a damaged value', () => {
    const memory = createScrollMemory(undefined);
    for (let i = 0; i <= 100; i++) memory.remember(`k${i}`, i);
    expect(memory.recall('k0')).toBeUndefined();
    expect(memory.recall('k100')).toBe(100);
    const damaged = storage();
    damaged.setItem('bj-scroll-positions', '{not json');
    expect(createScrollMemory(damaged).recall('x')).toBeUndefined();
  });
});

describe('where a navigation scrolls', () => {
  const jobs = { scrollToTop: true, keepAlive: true };
  const offer = { scrollToTop: false, keepAlive: true };
  const countryOffer = { scrollToTop: false, keepAlive: false };
  const base = { returning: false, first: false, hash: '', saved: undefined };

  it('brings a kept-alive page back where it was left, on back, forward or reload', () => {
    expect(scrollMoveFor({ ...base, returning: true, route: jobs, saved: 2400 })).toEqual({ to: 'position', y: 2400 });
    expect(scrollMoveFor({ ...base, returning: true, first: true, route: jobs, saved: 900 })).toEqual({
      to: 'position',
      y: 900,
    });
  });

  it('does not restore a page that is never kept alive, nor on a new navigation', () => {
    expect(scrollMoveFor({ ...base, returning: true, route: countryOffer, saved: 700 })).toBeNull();
    expect(scrollMoveFor({ ...base, route: jobs, saved: 2400 })).toEqual({ to: 'top' });
  });

  it('scrolls to the hash, else to the top, except on routes keeping the position and on first paint', () => {
    expect(scrollMoveFor({ ...base, route: jobs, hash: '#faq%20a' })).toEqual({ to: 'hash', id: 'faq a' });
    expect(scrollMoveFor({ ...base, route: offer })).toBeNull();
    expect(scrollMoveFor({ ...base, returning: true, route: jobs })).toEqual({ to: 'top' });
    expect(scrollMoveFor({ ...base, first: true, route: jobs })).toBeNull();
  });
});
