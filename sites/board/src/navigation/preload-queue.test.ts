import { describe, expect, it } from 'vitest';
import { createPreloadQueue } from './preload-queue';

describe('route preloads', () => {
  it('runs at most four at once, each route once', async () => {
    const queue = createPreloadQueue();
    const release: (() => void)[] = [];
    let peak = 0;
    for (let i = 0; i < 10; i++)
      queue.add(`r${i % 8}`, () => {
        peak = Math.max(peak, queue.running);
        return new Promise<void>((resolve) => release.push(resolve));
      });
    expect(queue.running).toBe(4);
    while (release.length > 0) {
      release.shift()?.();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(peak).toBeLessThanOrEqual(4);
    expect(queue.running).toBe(0);
  });
});
