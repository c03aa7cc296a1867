/**
 * Two builds of the server side by side, in one sitting: CPU time per request of each (from its
 * own /proc counters) and of the bare node:http reference sending the same bytes, case after case
 * in alternating rounds, so a neighbour's burst lands on both. Prints a markdown table.
 * Usage: tsx bench/cpu-ab.ts <other checkout> (its built packages/server/dist/cli.js is "before")
 * Env: AB_DATA (the PGlite data dir of this checkout's server, a kept bench database; the other
 * server runs on a copy of it, `${AB_DATA}-before`), AB_ROUNDS (3), BENCH_DURATION (5), AB_CASES (cached,miss by default; json: the JSON rows alone; which
 * tables), BENCH_START_SECONDS (how long a server may take to open its database, 120).
 */
import { cpSync, existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { pageCases } from './api-throughput';
import { freePort, REPO, type RunningProcess, settle, startProcess } from './server-process';
import { answerKey, type Case, hammer, type Recorded, record, startReference, throughputSettings } from './throughput';

const OTHER = process.argv[2] ?? '';
const DATA = process.env.AB_DATA ?? '/tmp/baobab_bench-pglite';
const ROUNDS = Number(process.env.AB_ROUNDS ?? 3);
const env = (dataDir: string, extra: Record<string, string> = {}) => ({
  LOG_LEVEL: 'silent',
  SEED_DEMO: '0',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  ...extra,
});
if (!existsSync(`${DATA}-before`)) cpSync(DATA, `${DATA}-before`, { recursive: true });

const start = (checkout: string, port: number, dataDir: string, extra?: Record<string, string>) =>
  startProcess([`${checkout}/packages/server/dist/cli.js`, 'start'], {
    port,
    env: env(dataDir, extra),
    readyPath: '/api/config',
  });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Median CPU µs a request of each process over alternating rounds of `c`. */
async function measure(
  processes: RunningProcess[],
  c: Case,
  settings: { connections?: number; durationSeconds?: number },
) {
  for (const p of processes) await hammer(p.origin, c, { ...settings, durationSeconds: 2 });
  for (const p of processes) await settle(p);
  const rounds: number[][] = processes.map(() => []);
  for (let round = 0; round < ROUNDS; round++)
    for (const [i, p] of processes.entries()) {
      const t = await hammer(p.origin, c, { ...settings, cpuMicros: p.cpuMicros });
      if (t.errors + t.non2xx > 0) throw new Error(`${c.name} on ${p.origin}: ${t.errors} errors, ${t.non2xx} non-2xx`);
      rounds[i]?.push(t.cpuMicrosPerRequest ?? Number.NaN);
    }
  return rounds.map(median);
}

async function slugOf(origin: string) {
  const res = await fetch(`${origin}/api/jobs/get-all-jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, limit: 1 }),
  });
  return ((await res.json()) as { results: { slug: string }[] }).results[0]?.slug ?? '';
}

const rows: string[] = [];
async function run(label: string, cases: Case[], extra: Record<string, string>, settings = {}) {
  const before = await start(OTHER, await freePort(), `${DATA}-before`, extra);
  const after = await start(REPO, await freePort(), DATA, extra);
  let reference: RunningProcess | undefined;
  try {
    const answers: Record<string, Recorded> = {};
    for (const c of cases) answers[answerKey(c)] = await record(after.origin, c);
    reference = await startReference(await freePort(), answers);
    for (const c of cases) {
      console.error(`${label}: ${c.name}…`);
      const [b, a, r] = await measure([before, after, reference], c, settings);
      const ratio = (x = Number.NaN) => ((r ?? Number.NaN) / x).toFixed(3);
      rows.push(
        `| ${label} | ${c.name} | ${b?.toFixed(0)} | ${a?.toFixed(0)} | ${r?.toFixed(0)} | ${ratio(b)} | **${ratio(a)}** | ${loadavg()[0]?.toFixed(1)} |`,
      );
      console.error(rows.at(-1));
    }
  } finally {
    await reference?.stop();
    await before.stop();
    await after.stop();
  }
}

const probe = await start(REPO, await freePort(), DATA);
const slug = await slugOf(probe.origin);
const pages = await pageCases(probe.origin, slug);
await probe.stop();
if (typeof pages === 'string') throw new Error(pages);
const list = JSON.stringify({ page: 1, limit: 20 });
const json: Case[] = [
  { name: 'job list (JSON), identity', method: 'POST', path: '/api/jobs/get-all-jobs', body: list },
  {
    name: 'job list (JSON), brotli',
    method: 'POST',
    path: '/api/jobs/get-all-jobs',
    body: list,
    headers: { 'accept-encoding': 'br' },
  },
];
const twoPages = pages.slice(0, 2);
const tables = new Set(process.env.AB_CASES?.split(',') ?? ['cached', 'miss']);
if (tables.has('cached')) await run('cached', [...json, ...twoPages], {});
if (tables.has('json')) await run('cached', json, {});
if (tables.has('miss'))
  await run(
    'miss (cache off)',
    twoPages,
    { PAGE_CACHE_MB: '0' },
    {
      connections: throughputSettings.missConnections,
      durationSeconds: 2 * throughputSettings.durationSeconds,
    },
  );
console.log(
  [
    '| answer | case | before µs CPU/req | after µs CPU/req | node:http µs CPU/req | ratio before | ratio after | load (1 min) |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n'),
);
