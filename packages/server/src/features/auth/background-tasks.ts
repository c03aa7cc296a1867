import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundTasks {
  /** Starts `task` without making the caller wait for it; a failure is logged. */
  run(description: string, task: () => Promise<unknown>): void;
  /** Resolves once every started task has settled (on shutdown, before the database closes). */
  drain(): Promise<void>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(description, task) {
      const running: Promise<unknown> = Promise.resolve()
        .then(task)
        .catch((err: unknown) => log.error({ err }, `${description} failed`))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async drain() {
      await Promise.allSettled([...pending]);
    },
  };
}
