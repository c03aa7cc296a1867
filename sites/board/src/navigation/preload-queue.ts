import { ROUTE_PRELOAD_CONCURRENCY } from '@baobab/core';

/** Runs preload tasks at most `limit` at a time (docs/product.md §9: 4), each key once. */
export function createPreloadQueue(limit = ROUTE_PRELOAD_CONCURRENCY) {
  const seen = new Set<string>();
  const waiting: (() => Promise<unknown>)[] = [];
  let running = 0;
  const pump = () => {
    while (running < limit && waiting.length > 0) {
      const task = waiting.shift()!;
      running++;
      void task()
        .catch(() => undefined)
        .finally(() => {
          running--;
          pump();
        });
    }
  };
  return {
    add(key: string, task: () => Promise<unknown>) {
      if (seen.has(key)) return;
      seen.add(key);
      waiting.push(task);
      pump();
    },
    get running() {
      return running;
    },
  };
}
