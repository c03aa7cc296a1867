import type { NextConfig } from 'next';

const config: NextConfig = {
  // The repository's typecheck runs `tsc -p` on this app; the build need not check it a second time.
  typescript: { ignoreBuildErrors: true },
  // The app lives in a pnpm workspace: its root is this folder, not the lockfile's.
  turbopack: { root: new URL('../..', import.meta.url).pathname },
};

export default config;
