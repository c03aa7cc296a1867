import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, PARTNER_COMPANY } from '@baobab/testing';
import { inject } from 'vitest';
import { startServerProcess } from './server-process';

const app = new URL('../../nextjs-app/', import.meta.url).pathname;
const next = join(app, 'node_modules/.bin/next');
// A partner's build sends nothing to Next's telemetry.
const quiet = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };

const newest = (dir: string): number =>
  Math.max(
    ...readdirSync(dir, { withFileTypes: true }).map((entry) =>
      entry.isDirectory() ? newest(join(dir, entry.name)) : statSync(join(dir, entry.name)).mtimeMs,
    ),
  );

/** `next build` when the app has no build or its sources are newer (offline: all it needs is installed). */
function ensureBuilt() {
  const id = join(app, '.next', 'BUILD_ID');
  const sources = Math.max(newest(join(app, 'app')), statSync(join(app, 'next.config.ts')).mtimeMs);
  if (existsSync(id) && statSync(id).mtimeMs >= sources) return;
  execFileSync(next, ['build'], { cwd: app, env: quiet, stdio: 'ignore' });
}

/**
 * examples/nextjs-app as a partner runs it (`next start`, its own origin), told where the stack's
 * board is through its environment. Answers its origin and a stop.
 */
export async function startNextApp(): Promise<{ origin: string; stop(): Promise<void> }> {
  ensureBuilt();
  const { apiOrigin, loaderUrl } = inject('stack');
  const port = await freePort();
  const env = { ...quiet, BAOBAB_API: apiOrigin, BAOBAB_LOADER: loaderUrl, BAOBAB_COMPANY: PARTNER_COMPANY };
  return startServerProcess('the Next.js app', next, ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: app,
    env,
    port,
  });
}
