/**
 * `pnpm bench:crash` (2/2): restart PostgreSQL under load — an immediate stop (as a crash), a few
 * seconds down, a start — and measure how soon the API answers again from the database, without
 * restarting the server process. Uses its OWN throwaway PostgreSQL instance (CRASH_PG_PORT,
 * default 55499, data under /tmp), never the shared test server.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { startServer } from '../bench/server-process';
import { throwawayPostgres } from '../bench/throwaway-postgres';
import { httpTimer } from '../load/http-timer';

const PG_PORT = Number(process.env.CRASH_PG_PORT ?? 55_499);

/** pg_ctl on the throwaway instance, as the postgres user when run as root (like pg-test-server.sh). */
function pgCtl(dir: string, args: string) {
  const bin = execFileSync('bash', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1'], {
    encoding: 'utf8',
  }).trim();
  const command = `${bin}/pg_ctl -D ${dir} ${args}`;
  const asPostgres =
    process.getuid?.() === 0 ? ['su', 'postgres', '-s', '/bin/bash', '-c', command] : ['bash', '-c', command];
  execFileSync(asPostgres[0] as string, asPostgres.slice(1), { stdio: 'ignore' });
}

/** A new, empty database on the throwaway instance (started if need be); answers its URL. */
export async function throwawayDatabase(name: string): Promise<string> {
  const { url: admin } = throwawayPostgres(PG_PORT);
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface RestartResult {
  downSeconds: number;
  /** From PostgreSQL accepting connections again to the first answer read from it. */
  recoverySeconds: number;
  failedWhileDown: number;
  non200WhileDown: string[];
  errorsAfterRecovery: number;
  serverRestarted: boolean;
}

export async function restartPostgresUnderLoad(port: number, downMs = 3_000): Promise<RestartResult> {
  const postgres = throwawayPostgres(PG_PORT);
  const PG_DIR = postgres.dir;
  const server = await startServer(port, {
    DATABASE_URL: postgres.url,
    DATA_DIR: `${PG_DIR}-files`,
    SEED_DEMO: '1',
    LOG_LEVEL: 'silent',
  });
  const http = httpTimer(server.origin, 16);
  const log: { at: number; status: number; body: string }[] = [];
  let running = true;
  let n = 0;
  // Distinct searches: each needs the database (no cached answer can hide an outage).
  const worker = async () => {
    while (running) {
      const res = await http.send('POST', `/api/jobs/get-all-jobs?keyword=x${n++}`, '{"page":1,"limit":20}', {
        'content-type': 'application/json',
      });
      log.push({ at: performance.now(), status: res.status, body: res.body.slice(0, 100) });
      if (res.status !== 200) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const workers = Promise.all(Array.from({ length: 16 }, worker));
  try {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const downAt = performance.now();
    pgCtl(PG_DIR, '-m immediate stop');
    await new Promise((resolve) => setTimeout(resolve, downMs));
    pgCtl(
      PG_DIR,
      `-l ${PG_DIR}/server.log -w -o '-p ${PG_PORT} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off' start`,
    );
    const upAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    running = false;
    await workers;
    const firstOk = log.find((e) => e.at > upAt && e.status === 200)?.at ?? Number.POSITIVE_INFINITY;
    const down = log.filter((e) => e.at > downAt && e.at < firstOk);
    return {
      downSeconds: (upAt - downAt) / 1000,
      recoverySeconds: (firstOk - upAt) / 1000,
      failedWhileDown: down.filter((e) => e.status !== 200).length,
      non200WhileDown: [...new Set(down.filter((e) => e.status !== 200).map((e) => `${e.status} ${e.body}`))].slice(
        0,
        3,
      ),
      errorsAfterRecovery: log.filter((e) => e.at > firstOk && e.status !== 200).length,
      serverRestarted: server.child.exitCode !== null,
    };
  } finally {
    running = false;
    http.close();
    await server.stop();
    postgres.stop();
    rmSync(`${PG_DIR}-files`, { recursive: true, force: true });
  }
}
