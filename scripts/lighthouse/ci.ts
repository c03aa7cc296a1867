/**
 * The CI budget step: starts the built server on the demo data (fresh DATA_DIR, free port), runs
 * Lighthouse on the host site's pages (budgets.ts SITE_PAGES) with --check, stops the server.
 * scripts/test.mjs calls it only when the host site exists (sites/board).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureServerBuilt, freePort, REPO, startServer } from '../bench/server-process';
import { SITE_PAGES } from './budgets';

const port = await freePort();
ensureServerBuilt();
const dataDir = mkdtempSync(join(tmpdir(), 'baobab-lighthouse-'));
const server = await startServer(port, { DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: '1', LOG_LEVEL: 'warn' });
let ok = true;
try {
  execFileSync(
    process.execPath,
    [
      ...process.execArgv,
      join(REPO, 'scripts/lighthouse/lighthouse.ts'),
      '--base',
      server.origin,
      '--paths',
      SITE_PAGES.join(','),
      '--check',
    ],
    { stdio: 'inherit' },
  );
} catch {
  ok = false;
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
