/**
 * Where the server's memory goes at 100 000 jobs: the built server (as `pnpm bench` starts it) is
 * read at each step of the bench's life — started, word index loaded, after the throughput-like
 * traffic, after the page cache filled — with the V8 heap, external memory, PGlite's WebAssembly
 * heap and the RSS, before and after a full collection (memory-probe.mjs, preloaded).
 * `tsx bench/memory-steps.ts [pglite|postgres]…`; env as the bench (BENCH_JOBS, BENCH_PORT,
 * BENCH_NAME, BENCH_DURATION, BENCH_CACHED_PAGES), MEMORY_SNAPSHOT=<dir> writes a heap snapshot
 * at the end, SERVER_NODE_FLAGS adds node flags to those `pnpm start` passes (the server also gets the variables
 * that script sets), SERVER_CHECKOUT runs
 * another checkout's built server (a "before" worktree) with this probe. What the memory costs in speed is
 * printed beside it: each case's requests per second, p99 and server CPU per request, and the
 * distinct pages' reading (page misses, eight at a time).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fillPageCache, pageCases, SEARCH_KEYWORD } from './api-throughput';
import { DATABASE_KINDS, type DatabaseKind, openSeeded } from './seeded-database';
import { cpuMicrosOf, ensureServerBuilt, REPO, serverArgs, serverStartEnv, waitForHttp } from './server-process';
import { type Case, hammer } from './throughput';

const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const PORT = Number(process.env.BENCH_PORT ?? 3103);
const PAGES = Number(process.env.BENCH_CACHED_PAGES ?? 4000);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);

type Figures = Record<string, number>;

function ask<T>(child: ChildProcess, message: unknown): Promise<T> {
  return new Promise((resolve) => {
    child.once('message', (answer) => resolve(answer as T));
    child.send(message as string);
  });
}

/** CPU time the process used, in ms (utime + stime, at 100 ticks a second). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Waits until the process has been idle for two seconds (the word index loads in the background). */
async function idle(pid: number) {
  let quiet = 0;
  let last = cpuMs(pid);
  while (quiet < 4) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = cpuMs(pid);
    quiet = now - last <= 20 ? quiet + 1 : 0;
    last = now;
  }
}

async function measure(kind: DatabaseKind) {
  const seeded = await openSeeded(kind, JOBS);
  await seeded.close();
  const { env } = seeded;
  const flags = (process.env.SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  let logs = '';
  const child = spawn(
    process.execPath,
    serverArgs([...flags, '--expose-gc', '--import', `${REPO}scripts/bench/memory-probe.mjs`]),
    {
      cwd: REPO,
      env: { ...process.env, ...serverStartEnv(), ...env, PORT: String(PORT), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk) => (logs = (logs + chunk).slice(-5000)));
  child.once('exit', (code, signal) => console.error(`${kind}: server exited (${code ?? signal})\n${logs}`));
  const origin = `http://127.0.0.1:${PORT}`;
  const rows: [string, { before: Figures; afterGc: Figures }][] = [];
  const speed: string[] = [];
  const step = async (name: string) => {
    rows.push([name, await ask(child, 'memory')]);
    console.error(kind, name, JSON.stringify(rows.at(-1)?.[1]));
    console.error(kind, name, 'large anonymous mappings:', await ask<string[]>(child, 'mappings'));
  };
  try {
    await waitForHttp(`${origin}/api/config`, child, () => logs);
    await idle(child.pid as number);
    await step('started');
    const search = `/api/jobs/get-all-jobs?keyword=${encodeURIComponent(SEARCH_KEYWORD)}`;
    const page1 = JSON.stringify({ page: 1, limit: 20 });
    await fetch(origin + search, { method: 'POST', headers: { 'content-type': 'application/json' }, body: page1 });
    await idle(child.pid as number);
    await step('word index loaded');
    const list = await fetch(`${origin}/api/jobs/get-all-jobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: page1,
    });
    const slug = ((await list.json()) as { results: { slug: string }[] }).results[0]?.slug as string;
    const pages = await pageCases(origin, slug);
    const cases: Case[] = [
      { name: 'list', method: 'POST', path: '/api/jobs/get-all-jobs', body: page1 },
      { name: 'search', method: 'POST', path: search, body: page1 },
      { name: 'detail', method: 'GET', path: `/api/jobs/${slug}` },
      ...(typeof pages === 'string' ? [] : pages),
    ];
    const cpuMicros = () => cpuMicrosOf(child.pid as number);
    for (const c of cases) {
      const t = await hammer(origin, c, { durationSeconds: DURATION, cpuMicros });
      speed.push(
        `| ${c.name} | ${t.requestsPerSecond.toFixed(0)} | ${t.p99Ms} | ${t.cpuMicrosPerRequest?.toFixed(0)} | ${t.errors + t.non2xx} |`,
      );
    }
    await step('after traffic');
    const [fillStarted, fillCpu] = [performance.now(), cpuMicros()];
    const cached = await fillPageCache(origin, PAGES);
    const fillMs = performance.now() - fillStarted;
    speed.push(
      `| ${cached} distinct pages (misses) | ${((cached * 1000) / fillMs).toFixed(0)} | – | ${((cpuMicros() - fillCpu) / cached).toFixed(0)} | – |`,
    );
    await step(`after ${cached} pages read`);
    if (process.env.MEMORY_SNAPSHOT)
      console.error(
        await ask(child, { snapshot: `${process.env.MEMORY_SNAPSHOT}/${kind}-${Date.now()}.heapsnapshot` }),
      );
  } finally {
    child.kill('SIGTERM');
  }
  return { rows, speed };
}

ensureServerBuilt();
const kinds = process.argv.slice(2).filter((k): k is DatabaseKind => (DATABASE_KINDS as string[]).includes(k));
for (const kind of kinds.length ? kinds : DATABASE_KINDS) {
  const { rows, speed } = await measure(kind);
  const columns = Object.keys(rows[0]?.[1].before ?? {});
  console.log(`\n${kind} (MB; "→" after a full GC)\n| step | ${columns.join(' | ')} |`);
  console.log(`|---|${columns.map(() => '---').join('|')}|`);
  for (const [name, { before, afterGc }] of rows)
    console.log(
      `| ${name} | ${columns.map((c) => (before[c] === afterGc[c] ? `${before[c]}` : `${before[c]} → ${afterGc[c]}`)).join(' | ')} |`,
    );
  console.log(
    `\n${kind}: speed (${DURATION} s a case)\n| case | req/s | p99 ms | server CPU µs/req | errors |\n|---|---|---|---|---|`,
  );
  console.log(speed.join('\n'));
}
