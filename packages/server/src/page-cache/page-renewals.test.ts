import { describe, expect, it, vi } from 'vitest';
import { cachedPage, PAGE_TTL_MS, PageCache, STALE_PAGE_MS } from './page-cache';
import { PageRenewals } from './page-renewals';

const page = (text: string, now: number) => cachedPage(200, [['content-type', 'text/html']], `<p>${text}</p>`, now);
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('PageRenewals', () => {
  it('runs renewals one at a time, letting other work run between two', async () => {
    const errors: unknown[] = [];
    const renewals = new PageRenewals((error) => errors.push(error));
    const log: string[] = [];
    let release: () => void = () => {};
    renewals.add(async () => {
      log.push('first starts');
      await new Promise<void>((resolve) => (release = resolve));
      log.push('first ends');
    });
    renewals.add(async () => {
      log.push('second');
      throw new Error('render failed');
    });
    await turn();
    expect(log).toEqual(['first starts']);
    release();
    await turn();
    await turn();
    await turn();
    expect(log).toEqual(['first starts', 'first ends', 'second']);
    expect(errors).toEqual([new Error('render failed')]);
  });

  it('refuses renewals past its queue, so a flood of expiries falls back to misses', () => {
    const renewals = new PageRenewals(() => {});
    const accepted = Array.from({ length: 300 }, () => renewals.add(() => new Promise(() => {})));
    // One runs, 256 wait.
    expect(accepted.filter(Boolean).length).toBe(257);
    expect(renewals.waiting).toBe(256);
  });

  it('moves on from a renewal that never ends', async () => {
    vi.useFakeTimers();
    try {
      const renewals = new PageRenewals(() => {});
      let second = false;
      renewals.add(() => new Promise(() => {}));
      renewals.add(async () => {
        second = true;
      });
      await vi.advanceTimersByTimeAsync(9_000);
      expect(second).toBe(false);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(second).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('PageCache with renewals', () => {
  it('serves a page past its life while it is rendered again, queueing one renewal for many readers', async () => {
    const cache = new PageCache(1_000_000, new PageRenewals(() => {}));
    const now = 1_000_000;
    let renders = 0;
    const renew = async () => {
      renders++;
      cache.set('a', 'v1', page('a, again', now + PAGE_TTL_MS), renew);
    };
    const first = page('a', now);
    cache.set('a', 'v1', first, renew);
    const later = now + PAGE_TTL_MS + 1;
    expect(cache.get('a', 'v1', later)).toBe(first);
    expect(cache.get('a', 'v1', later)).toBe(first);
    await turn();
    await turn();
    expect(renders).toBe(1);
    expect(cache.get('a', 'v1', later)).not.toBe(first);
  });

  it('stops serving a page too long past its life, or one whose renewal found it gone', async () => {
    const cache = new PageCache(1_000_000, new PageRenewals(() => {}));
    const now = 1_000_000;
    const stuck = page('a', now);
    cache.set('a', 'v1', stuck, () => new Promise(() => {}));
    expect(cache.get('a', 'v1', now + PAGE_TTL_MS + 1)).toBe(stuck);
    expect(cache.get('a', 'v1', stuck.expires + STALE_PAGE_MS - 1)).toBe(stuck);
    expect(cache.get('a', 'v1', stuck.expires + STALE_PAGE_MS + 1)).toBeUndefined();
    expect(cache.bytes).toBe(0);

    const other = new PageCache(1_000_000, new PageRenewals(() => {}));
    other.set('b', 'v1', page('b', now), async () => other.delete('b'));
    expect(other.get('b', 'v1', now + PAGE_TTL_MS + 1)).toBeDefined();
    await turn();
    await turn();
    expect(other.get('b', 'v1', now + PAGE_TTL_MS + 1)).toBeUndefined();
    expect(other.bytes).toBe(0);
  });

  it('drops an expired page with no renewal, as before', () => {
    const cache = new PageCache(1_000_000, new PageRenewals(() => {}));
    cache.set('a', 'v1', page('a', 0));
    expect(cache.get('a', 'v1', PAGE_TTL_MS)).toBeUndefined();
  });
});
