import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBackups } from '../src/backup/backup-dir';
import { checkBackup, PARTIAL_PREFIX } from '../src/backup/manifest';
import { countRows } from '../src/backup/snapshot';
import { openDatabase } from '../src/db/open';

/**
 * The real processes an operator runs: `baobab start` on PGlite with the demo data, and
 * `baobab backup`, `verify` and `restore` beside it. The server owns its data directory, so the
 * backup command asks it for the dump (its admin socket); then the server is killed (SIGKILL) in
 * the middle of a second backup: the first backup and the data must stay valid.
 */
const root = join(import.meta.dirname, '..');
const cli = join(root, 'dist', 'cli.js');
const run = promisify(execFile);
let dir: string;
let server: ChildProcess | undefined;
const env = () => ({ ...process.env, DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'warn', HOST: '127.0.0.1' });

/** A port free now (the server binds it a moment later; the same as test/shutdown.test.ts). */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function startServer() {
  const port = await freePort();
  server = spawn('node', [cli, 'start'], { env: { ...env(), PORT: String(port) }, stdio: 'ignore' });
  for (let waited = 0; waited < 180_000; waited += 250) {
    if ((await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.status === 200) return port;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server never became ready');
}

const baobab = (args: string[], extra: Record<string, string> = {}) =>
  run('node', [cli, ...args], { env: { ...env(), ...extra } }).then(
    ({ stdout }) => ({ code: 0, out: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      out: error.stdout + error.stderr,
    }),
  );

beforeAll(async () => {
  execFileSync('node', [join(root, 'scripts', 'ensure-built.mjs')], { stdio: 'ignore' });
  dir = mkdtempSync(join(tmpdir(), 'baobab-backup-process-'));
  await startServer();
}, 600_000);
afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

// PGlite's shape only (a PostgreSQL backup runs pg_dump from any process: backup.test.ts).
describe.skipIf(process.env.TEST_DATABASE_URL)('baobab backup beside a running PGlite server', () => {
  it('backs up through the server, verifies; a server killed mid-backup leaves the first backup and the data valid', async () => {
    const backups = join(dir, 'backups');
    const first = await baobab(['backup', '--to', backups]);
    expect(first.out).toMatch(
      /^backup written to .*baobab-\d{8}T\d{6}Z-[0-9a-f]{8} in [\d.]+ s\npglite schema \d+, \d+ rows/,
    );
    console.info(first.out.trim());
    const [name] = await listBackups(backups);
    const firstPath = join(backups, name ?? '');
    const manifest = await checkBackup(firstPath);
    expect(manifest.tables.jobs).toBeGreaterThan(10);
    expect((await baobab(['verify', firstPath])).out).toMatch(
      /^verified: pglite .* every row count and file hash matches/,
    );

    // A second backup, and the server killed once it has begun writing it.
    const second = baobab(['backup', '--to', backups]);
    await expect
      .poll(() => readdirSync(backups).some((entry) => entry.startsWith(PARTIAL_PREFIX)), {
        interval: 10,
        timeout: 60_000,
      })
      .toBe(true);
    server?.kill('SIGKILL');
    const failed = await second;
    expect(failed.code).not.toBe(0);
    expect(failed.out).toMatch(/running server/);
    expect(await listBackups(backups)).toEqual([name]);
    await checkBackup(firstPath);
    const partial = readdirSync(backups).find((entry) => entry.startsWith(PARTIAL_PREFIX)) ?? '';
    const refused = await baobab(['restore', join(backups, partial)], { DATA_DIR: join(dir, 'elsewhere') });
    expect(refused).toEqual({
      code: 1,
      out: expect.stringMatching(/no manifest\.json: it is no backup, or a partial one/),
    });
    const restored = await baobab(['restore', firstPath], { DATA_DIR: join(dir, 'elsewhere') });
    expect(restored).toEqual({ code: 0, out: expect.stringMatching(/^restored pglite schema \d+, \d+ rows/) });
    expect((await baobab(['restore', firstPath], { DATA_DIR: join(dir, 'elsewhere') })).out).toMatch(/is not empty/);

    // The data directory opens again (the killed server's lock is taken over) with the backup's rows.
    const db = await openDatabase({ dataDir: join(dir, 'data') });
    try {
      const rows = await countRows(db);
      for (const table of ['jobs', 'companies', 'users', 'applications', 'documents', 'chat_messages']) {
        expect(rows[table], table).toBe(manifest.tables[table]);
      }
    } finally {
      await db.close();
    }
  }, 600_000);
});
