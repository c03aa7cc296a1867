import { defineConfig } from 'vitest/config';

/**
 * Every test suite of the workspace as a vitest project: each package's `vitest.config.ts` (unit,
 * named after the package) and `vitest.e2e.config.ts` (end-to-end: real server and Chromium, named
 * `<package>:e2e`). `npx vitest run --project @baobab/core` runs one suite from the root; inside a
 * package, `npx vitest run <file>` (or `-c vitest.e2e.config.ts <file>`) still runs one file with
 * that package's config. `pnpm test` (scripts/test.mjs) runs the suites one by one.
 */
const E2E = { widgets: 'packages/widgets', examples: 'examples/e2e', board: 'sites/board' };

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'sites/*/vitest.config.ts',
      ...Object.entries(E2E).map(([name, root]) => ({
        extends: `./${root}/vitest.e2e.config.ts`,
        test: { name: `${name}:e2e`, root },
      })),
    ],
  },
});
