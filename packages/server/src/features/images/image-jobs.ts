import { ApiError } from '../../http/errors';

/**
 * Resizing runs on libuv's thread pool (4 threads), which file reads, argon2 and compression
 * share: past a couple of image jobs at once a static asset waited 11.7 s instead of 175 ms. So at
 * most this many run, the rest wait their turn.
 */
export const IMAGE_JOBS_AT_ONCE = 2;
/** Past this many waiting, a request is told to come back rather than queued (memory, not fairness). */
const IMAGE_JOBS_WAITING_MAX = 64;

export interface ImageJobs {
  /** Runs `job` when a slot is free; a second request for the same `key` shares the first's result. */
  run<T>(key: string, job: () => Promise<T>): Promise<T>;
  /** Jobs running now (for tests and probes). */
  readonly running: number;
}

export function createImageJobs(atOnce = IMAGE_JOBS_AT_ONCE): ImageJobs {
  let running = 0;
  const waiting: Array<() => void> = [];
  const inFlight = new Map<string, Promise<unknown>>();

  const slot = async () => {
    if (running < atOnce) {
      running++;
      return;
    }
    if (waiting.length >= IMAGE_JOBS_WAITING_MAX) throw new ApiError(503, 'GENERIC');
    // The slot is handed over by `release`, so `running` stays counted.
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    get running() {
      return running;
    },
    run<T>(key: string, job: () => Promise<T>): Promise<T> {
      const shared = inFlight.get(key);
      if (shared) return shared as Promise<T>;
      const result = (async () => {
        await slot();
        try {
          return await job();
        } finally {
          release();
        }
      })().finally(() => inFlight.delete(key));
      inFlight.set(key, result);
      return result;
    },
  };
}
