import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPO } from './server-process';

const script = join(REPO, 'scripts/pg-test-server.sh');

/** A PostgreSQL server of its own on `port` (data under /tmp), never the shared test server. */
export function throwawayPostgres(port: number) {
  const dir = `/tmp/baobab-throwaway-pg-${port}`;
  const env = { ...process.env, PG_TEST_PORT: String(port), PG_TEST_DIR: dir };
  const url = execFileSync('bash', [script, 'start'], { env, encoding: 'utf8' }).trim();
  return {
    url,
    dir,
    stop() {
      execFileSync('bash', [script, 'stop'], { env, stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
