import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const REPO = fileURLToPath(new URL('../../', import.meta.url));

/** Builds the server (and the CDN bundle it serves) when its sources changed since the last build. */
export function ensureServerBuilt() {
  execFileSync('node', [`${REPO}packages/server/scripts/ensure-built.mjs`], { stdio: 'inherit' });
}

export interface RunningProcess {
  child: ChildProcess;
  origin: string;
  /** Resident and peak resident memory of the process, in MB (from /proc). */
  memory(): { rssMb: number; peakMb: number };
  /** CPU time the process has used so far (user + system), in microseconds (from /proc). */
  cpuMicros(): number;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? Number.NaN);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

/** Clock ticks per second of /proc's CPU counters (`getconf CLK_TCK`; 100 on Linux). */
let ticksPerSecond: number | undefined;

/**
 * The process's own CPU time (utime + stime, fields 14 and 15 of /proc/<pid>/stat), in µs: what a
 * request costs the server, whatever the load generator beside it on the same cores takes.
 */
export function cpuMicrosOf(pid: number): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks / ticksPerSecond) * 1_000_000;
}

/**
 * Waits until the process is idle (under 2 % of a core over half a second, or `timeoutMs`): work
 * it does in the background (the word index loading after a first search, a cache warming) would
 * otherwise be counted against the requests of the next measure.
 */
export async function settle(process: Pick<RunningProcess, 'cpuMicros'>, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const before = process.cpuMicros();
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (process.cpuMicros() - before < 10_000) return;
  }
}

export async function waitForHttp(url: string, child: ChildProcess, logs: () => string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode}):\n${logs()}`);
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${logs()}`);
}

/** Starts a node process listening on `port` and waits until `readyPath` answers. */
export async function startProcess(
  args: string[],
  {
    port,
    env = {},
    readyPath = '/',
    // A 100 000-job PGlite database opens in 30 s on a quiet machine and several minutes on a busy one.
    readyWithinMs = Number(process.env.BENCH_START_SECONDS ?? 120) * 1000,
  }: { port: number; env?: Record<string, string>; readyPath?: string; readyWithinMs?: number },
): Promise<RunningProcess> {
  const origin = `http://127.0.0.1:${port}`;
  // Another server there would be measured instead of ours.
  if (
    await fetch(origin).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is already in use`);
  let logs = '';
  const child = spawn(process.execPath, args, {
    cwd: REPO,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk) => (logs = (logs + chunk).slice(-5000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitForHttp(`${origin}${readyPath}`, child, () => logs, readyWithinMs);
  return {
    child,
    origin,
    memory: () => memoryOf(child.pid as number),
    cpuMicros: () => cpuMicrosOf(child.pid as number),
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/**
 * The checkout whose built server the benches start: this one, or SERVER_CHECKOUT's (a "before"
 * worktree, to compare two builds under the same load script).
 */
const SERVER_CHECKOUT = process.env.SERVER_CHECKOUT ? `${process.env.SERVER_CHECKOUT.replace(/\/$/, '')}/` : REPO;

const CLI = 'packages/server/dist/cli.js';

/**
 * How production starts the server: the checkout's `pnpm start` script (`NAME=value… node <flags>
 * packages/server/dist/cli.js start`), so a bench measures the server as it runs: V8's young
 * generation (a size V8 reads at start only) and malloc's arenas (MALLOC_ARENA_MAX, read by glibc
 * at start) included.
 */
function startCommand(checkout = SERVER_CHECKOUT): { env: Record<string, string>; flags: string[] } {
  const { scripts } = JSON.parse(readFileSync(`${checkout}package.json`, 'utf8')) as { scripts: { start: string } };
  const launch = scripts.start.split('&&').find((command) => command.includes(`${CLI} start`));
  if (!launch) throw new Error(`${checkout}package.json: the start script does not run ${CLI} start`);
  const words = launch.trim().split(/\s+/);
  const node = words.indexOf('node');
  const env = Object.fromEntries(words.slice(0, node).map((word) => word.split('=', 2) as [string, string]));
  return { env, flags: words.slice(node + 1, words.indexOf(CLI)) };
}

/** The environment variables the checkout's `pnpm start` sets before `node`. */
export const serverStartEnv = (checkout = SERVER_CHECKOUT) => startCommand(checkout).env;

/** The built server's `start` command line after `node`, with production's flags and `extra` ones. */
export const serverArgs = (extra: string[] = [], checkout = SERVER_CHECKOUT) => [
  ...startCommand(checkout).flags,
  ...extra,
  `${checkout}${CLI}`,
  'start',
];

/**
 * The real Baobab server (built `dist/cli.js start`, as `pnpm start` runs it) on `env`'s database;
 * `flags` adds node flags (`--cpu-prof`, which NODE_OPTIONS refuses).
 */
export const startServer = (port: number, env: Record<string, string>, flags: string[] = []) =>
  startProcess(serverArgs(flags), { port, env: { ...serverStartEnv(), ...env }, readyPath: '/api/config' });

/** A port nothing listens on now. */
export const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
