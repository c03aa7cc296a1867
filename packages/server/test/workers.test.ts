import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { freePort } from './free-port';
import { createTestDatabase } from './harness';

const root = join(import.meta.dirname, '..');

/** The processes whose parent is `pid`, from /proc. */
function children(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid ? [Number(entry)] : [];
      } catch {
        return [];
      }
    });
}

describe('SERVER_WORKERS', () => {
  it('is refused above 1 without DATABASE_URL: PGlite lives in one process', () => {
    expect(() => loadConfig({ SERVER_WORKERS: '2' })).toThrow(/SERVER_WORKERS above 1 needs DATABASE_URL/);
    expect(loadConfig({}).workers).toBe(1);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('start with SERVER_WORKERS=2 on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: ChildProcess;
  let origin: string;
  const workers = () => children(server.pid as number);

  beforeAll(async () => {
    execFileSync('node', [join(root, 'scripts', 'ensure-built.mjs')], { stdio: 'ignore' });
    database = await createTestDatabase();
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = spawn('node', [join(root, 'dist', 'cli.js'), 'start'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: database.url,
        DATA_DIR: 'memory',
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
        SERVER_WORKERS: '2',
      },
      stdio: 'ignore',
    });
    for (let waited = 0; waited < 120_000; waited += 250) {
      if (workers().length === 2 && (await fetch(`${origin}/readyz`).catch(() => null))?.status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('the two workers never became ready');
  }, 180_000);
  afterAll(async () => {
    server?.kill('SIGKILL');
    await database?.close();
  });

  it('serves from two workers, replaces one that dies, and stops them all on SIGTERM', async () => {
    const [first, second] = workers();
    // Each new connection goes to the next worker: both answer.
    const statuses = await Promise.all(
      Array.from({ length: 4 }, () => fetch(`${origin}/api/config`, { headers: { connection: 'close' } })),
    );
    expect(statuses.map((r) => r.status)).toEqual([200, 200, 200, 200]);

    process.kill(first as number, 'SIGKILL');
    await expect.poll(() => workers().filter((pid) => pid !== first).length, { timeout: 60_000 }).toBe(2);
    await expect.poll(() => fetch(`${origin}/readyz`).then((r) => r.status), { timeout: 60_000 }).toBe(200);
    expect(workers()).toContain(second);

    const all = workers();
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    const alive = (pid: number) => existsSync(`/proc/${pid}`);
    await expect.poll(() => all.filter(alive), { timeout: 15_000 }).toEqual([]);
  }, 120_000);
});
