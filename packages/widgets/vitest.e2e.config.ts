// A relative import: vitest's config loader bundles it, where Node 20 cannot load a workspace package's TypeScript.
import { e2eConfig } from '../testing/src/vitest-e2e.ts';

/** End-to-end: the real server and Debian Chromium, one stack for all spec files (e2e/global-setup.ts). */
export default e2eConfig({ include: ['e2e/**/*.e2e.ts'], globalSetup: 'e2e/global-setup.ts', testTimeout: 60_000 });
