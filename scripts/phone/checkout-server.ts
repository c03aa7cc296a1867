import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, type RunningProcess, startProcess } from '../bench/server-process';

/**
 * The built server of another checkout (its packages/server/dist/cli.js and the site build beside
 * it) on the demo data, in a fresh data directory, on a free port: "before" and "after" side by side.
 */
export async function startCheckout(checkout: string): Promise<RunningProcess & { label: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'baobab-phone-'));
  const server = await startProcess([join(resolve(checkout), 'packages/server/dist/cli.js'), 'start'], {
    port: await freePort(),
    env: { DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: '1', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    readyPath: '/api/config',
    // Loading the demo data takes over a minute on a busy 2-core machine.
    readyWithinMs: 600_000,
  });
  return {
    ...server,
    label: checkout,
    async stop(signal?: NodeJS.Signals) {
      await server.stop(signal);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
