import { defineConfig } from 'vitest/config';

/**
 * The vitest config of a browser suite (a package's vitest.e2e.config.ts): the real stack its
 * `globalSetup` starts, Debian Chromium, in forks. What differs per suite is passed in; what a
 * loaded 2-core machine needs is said once here.
 */
export function e2eConfig(suite: { include: string[]; globalSetup: string; testTimeout: number }) {
  return defineConfig({
    test: {
      include: suite.include,
      environment: 'node',
      globalSetup: [suite.globalSetup],
      testTimeout: suite.testTimeout,
      hookTimeout: 300_000,
      pool: 'forks',
      // Each file drives its own Chromium; two at a time is what a 2-core machine takes.
      maxWorkers: 2,
      // A browser on a loaded 2-core machine misses a deadline now and then; CI gives a test a second
      // try so one slow moment does not fail the run (a real failure fails twice).
      retry: process.env.CI ? 1 : 0,
      // What a page does after a click takes longer than expect.poll's 1 s default on a loaded machine;
      // a condition that never comes true still fails, only later.
      expect: { poll: { timeout: 15_000, interval: 100 } },
    },
  });
}
