import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Files share their worker's process: a fresh one per file imported the server and compiled
    // PGlite's WebAssembly again, 230 of a 500 s run. Each file opens its own database and app.
    isolate: false,
    // The migrated schema each test database is copied from, made once per run.
    globalSetup: 'test/database-template.ts',
  },
});
