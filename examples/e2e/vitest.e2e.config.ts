// A relative import: vitest's config loader bundles it, where Node 20 cannot load a workspace package's TypeScript.
import { e2eConfig } from '../../packages/testing/src/vitest-e2e.ts';

/** The examples in Debian Chromium against the real server; one stack for every spec file. */
export default e2eConfig({ include: ['*.e2e.ts'], globalSetup: 'global-setup.ts', testTimeout: 90_000 });
