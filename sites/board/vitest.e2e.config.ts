// A relative import: vitest's config loader bundles it, where Node 20 cannot load a workspace package's TypeScript.
import { e2eConfig } from '../../packages/testing/src/vitest-e2e.ts';

/** End-to-end: the real server (API + this site) and Debian Chromium; stacks from e2e/global-setup.ts. */
export default e2eConfig({ include: ['e2e/**/*.e2e.ts'], globalSetup: 'e2e/global-setup.ts', testTimeout: 90_000 });
