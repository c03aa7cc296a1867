import { defineConfig } from 'vitest/config';

/** End-to-end: the real server and Debian Chromium, one stack for all spec files (e2e/global-setup.ts). */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
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
