import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port';

const server = join(import.meta.dirname, '..');
const repo = join(server, '..', '..');

/** What a package's `start` script launches `dist/cli.js start` with: the variables it sets, node's flags. */
function startCommand(packageDir: string): { env: Record<string, string>; flags: string[] } {
  const { scripts } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const launch = scripts.start.split('&&').find((command) => /dist\/cli\.js start$/.test(command.trim()));
  const words = launch?.trim().split(/\s+/) ?? [];
  const node = words.indexOf('node');
  expect(node).toBeGreaterThanOrEqual(0);
  const env = Object.fromEntries(words.slice(0, node).map((word) => word.split('=', 2) as [string, string]));
  return { env, flags: words.slice(node + 1, -2) };
}

/**
 * The largest young generation V8 gives a process that keeps 200 000 objects alive while it makes
 * millions more (a server's requests do the same): V8 grows it while many objects survive.
 */
function youngGenerationMb(flags: string[]): number {
  const script = `
    const { getHeapSpaceStatistics } = require('node:v8');
    const kept = new Array(200000);
    let most = 0;
    for (let i = 0; i < 3000000; i++) {
      kept[i % kept.length] = { i, text: 'r' + i };
      if (i % 10000 === 0)
        most = Math.max(most, getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size);
    }
    process.stdout.write(String(most / 1048576));`;
  return Number(execFileSync(process.execPath, [...flags, '-e', script], { encoding: 'utf8' }));
}

/**
 * glibc's arenas for other threads than the main one, in a process's memory map: each is a 64 MB
 * reservation aligned on 64 MB, its used part readable and writable, the rest without access.
 */
function threadArenas(maps: string): number {
  const arena = 64n << 20n;
  const rows = maps.split('\n').flatMap((line) => {
    const row = line.match(/^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/);
    return row ? [{ from: BigInt(`0x${row[1]}`), to: BigInt(`0x${row[2]}`), perms: row[3] ?? '', path: row[4] }] : [];
  });
  return rows.filter((row, i) => {
    const rest = rows[i + 1];
    const reservedTo = rest?.from === row.to && rest.perms.startsWith('---') ? rest.to : row.to;
    return !row.path && row.perms.startsWith('rw') && row.from % arena === 0n && reservedTo - row.from === arena;
  }).length;
}

/** Thread arenas of a node process whose thread pool ran brotli compressions (as compressed responses do). */
function arenasAfterCompressing(env: Record<string, string>): number {
  const { MALLOC_ARENA_MAX: _, ...inherited } = process.env;
  const script = `
    const zlib = require('node:zlib');
    const data = Buffer.alloc(1 << 20, 'baobab ');
    let left = 8;
    for (let i = 0; i < 8; i++)
      zlib.brotliCompress(data, () => {
        if (--left === 0) process.stdout.write(require('node:fs').readFileSync('/proc/self/maps', 'utf8'));
      });`;
  const maps = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8', env: { ...inherited, ...env } });
  return threadArenas(maps);
}

describe('the start command', () => {
  it('launches the server with the same variables and node flags from the root and from the server package', () => {
    expect(startCommand(repo)).toEqual(startCommand(server));
    expect(startCommand(repo).flags).toContain('--max-semi-space-size=4');
    expect(startCommand(repo).env).toEqual({ MALLOC_ARENA_MAX: '1' });
  });

  it("keeps V8's young generation within 8 MB, where node's default grows it to 32 MB", () => {
    expect(youngGenerationMb(startCommand(repo).flags)).toBeLessThanOrEqual(8);
    expect(youngGenerationMb([])).toBeGreaterThan(8);
  });

  it.runIf(process.platform === 'linux')(
    "keeps malloc to the main arena, where glibc gives the thread pool's threads arenas of their own",
    () => {
      expect(arenasAfterCompressing(startCommand(repo).env)).toBe(0);
      expect(arenasAfterCompressing({})).toBeGreaterThan(0);
    },
  );
});

describe.runIf(process.platform === 'linux')('the built server, started as `pnpm start` starts it', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'baobab-start-'));
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('opens PGlite, answers, and allocates in one malloc arena', async () => {
    const { env, flags } = startCommand(repo);
    const port = await freePort();
    let output = '';
    child = spawn(process.execPath, [...flags, join(server, 'dist', 'cli.js'), 'start'], {
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => (output += chunk));
    let config: Response | undefined;
    for (let waited = 0; !config && waited < 240_000; waited += 250) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
      config = await fetch(`http://127.0.0.1:${port}/api/config`).catch(() => undefined);
      if (!config) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(config?.status, output).toBe(200);
    const jobs = await fetch(`http://127.0.0.1:${port}/api/jobs/get-all-jobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
      body: JSON.stringify({ page: 1, limit: 20 }),
    });
    expect(jobs.status).toBe(200);
    expect(threadArenas(readFileSync(`/proc/${child.pid}/maps`, 'utf8'))).toBe(0);
  }, 270_000);
});
