/**
 * `pnpm bench`: the claims, measured side by side in one run, written to docs/benchmarks.md.
 *  1. API throughput (autocannon) of the job list, a keyword search and a job detail, as a ratio
 *     to a bare node:http server answering the same bytes, same connections, same run;
 *  2. keyword-search latency at 100 000 jobs on PGlite and PostgreSQL (bench-search.ts);
 *  3. server-rendered pages (brotli) as a ratio to node:http sending the same bytes: from the page
 *     cache (hits) and from a server without it (misses);
 *  4. the server's RSS at 100 000 jobs, with the page cache filled by distinct job pages.
 * Beside requests per second, each case reports the server's CPU time per request from the
 * process's own counters (/proc), ours and node:http's: throughput on a 2-core machine shared with
 * the load generator hides what a request costs.
 * Env: BENCH_JOBS (100000), BENCH_DURATION (5 s a run), BENCH_ROUNDS (3), BENCH_CONNECTIONS (32),
 * BENCH_PORT (3103) and BENCH_REFERENCE_PORT (3113), BENCH_NAME (kept data's name),
 * BENCH_DATABASES (pglite,postgres), BENCH_CASES (api,hits,misses), BENCH_MISS_CONNECTIONS (4),
 * BENCH_SEARCH (1; 0 skips the search latency).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { type CaseResult, cpuRatio, measureServer, ratio, type ServerRun } from './api-throughput';
import { machineDetails } from './machine';
import { writeReport } from './report-file';
import { benchDatabases, openSeeded } from './seeded-database';
import { ensureServerBuilt, REPO } from './server-process';
import { throughputSettings } from './throughput';

const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const ports = {
  server: Number(process.env.BENCH_PORT ?? 3103),
  reference: Number(process.env.BENCH_REFERENCE_PORT ?? 3113),
};
const KINDS = benchDatabases();
/** Throughput ratios, and CPU-per-request ratios (node:http's CPU per request / ours) from issue 28. */
const TARGETS = {
  listRatio: 0.5,
  pageHitRatio: 0.5,
  cachedCpu: 0.6,
  missCpu: 0.05,
  searchP95: { pglite: 10, postgres: 3 },
  rssMb: 400,
};

const mark = (ok: boolean) => (ok ? '✅' : '❌');
const verdict = (value: number, target?: number) => (target ? ` ${mark(value >= target)} (≥ ${target})` : '');
const micros = (t: CaseResult['server']) => t.cpuMicrosPerRequest?.toFixed(0) ?? '—';
/** Two decimals, three under 0.1 (a page miss is a few hundredths of node:http). */
const fixed = (n: number) => n.toFixed(n < 0.1 ? 3 : 2);

function row(kind: string, r: CaseResult, targets: { throughput?: number; cpu?: number } = {}) {
  return (
    `| ${kind} | ${r.name} | ${r.bytes} | ${r.server.requestsPerSecond.toFixed(0)} | ${r.reference.requestsPerSecond.toFixed(0)} | ` +
    `**${ratio(r).toFixed(2)}**${verdict(ratio(r), targets.throughput)} | ${micros(r.server)} | ${micros(r.reference)} | ` +
    `**${fixed(cpuRatio(r))}**${verdict(cpuRatio(r), targets.cpu)} | ${r.server.p99Ms} | ${r.server.errors + r.server.non2xx} |`
  );
}

/** The job list is the cached JSON answer the goal names; the other reads are cached too. */
const apiRows = (run: ServerRun) =>
  run.cases.map((r) =>
    row(run.kind, r, r.name.startsWith('job list') ? { throughput: TARGETS.listRatio, cpu: TARGETS.cachedCpu } : {}),
  );

function pageRows(run: ServerRun): string[] {
  if ('pending' in run.pages) return [`| ${run.kind} | — | — | — | — | ${run.pages.pending} | — | — | — | — | — |`];
  const { hits, misses } = run.pages;
  return [
    ...hits.map((r) => row(`${run.kind}, cache hit`, r, { throughput: TARGETS.pageHitRatio, cpu: TARGETS.cachedCpu })),
    ...misses.map((r) => row(`${run.kind}, miss (cache off)`, r, { cpu: TARGETS.missCpu })),
  ];
}

const TABLE_HEAD = [
  '| database | case | answer bytes | server req/s | node:http req/s | ratio | server CPU µs/req | node:http CPU µs/req | CPU ratio | server p99 ms | errors |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
];

interface SearchResult {
  kind: 'pglite' | 'postgres';
  list: string;
  search: string;
  cold?: string;
  indexLoad?: string;
}

function searchLatency(): SearchResult[] {
  const out = execFileSync(
    process.execPath,
    [...process.execArgv, `${REPO}scripts/bench-search.ts`, '--jobs', String(JOBS), '--json'],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return JSON.parse(
    out
      .split('\n')
      .find((l) => l.startsWith('RESULTS '))
      ?.slice(8) ?? '[]',
  );
}

ensureServerBuilt();
const runs: ServerRun[] = [];
for (const kind of KINDS) {
  const seeded = await openSeeded(kind, JOBS);
  await seeded.close();
  runs.push(await measureServer(kind, seeded.env, ports));
}
const search = process.env.BENCH_SEARCH === '0' ? [] : searchLatency();
const p95 = (s: string) => Number(s.split(' / ')[1]);

const report = [
  '# Benchmarks',
  '',
  'Written by `pnpm bench` (scripts/bench/bench.ts); numbers of one run on this machine:',
  '',
  ...machineDetails(),
  '',
  `## API throughput at ${JOBS} jobs (ratio to a bare node:http server answering the same bytes)`,
  '',
  `autocannon, ${throughputSettings.connections} connections, ${throughputSettings.durationSeconds} s a server per round, ${throughputSettings.rounds} rounds alternating server and reference;`,
  'the round with the median CPU ratio is shown. The load generator runs on the same (shared, 2-core) machine as both servers,',
  'so requests per second follow what it and the neighbours leave; CPU µs/req is the server process’s own',
  'user + system time (/proc/<pid>/stat) over its window divided by the requests it answered there, and the',
  'CPU ratio is node:http’s over ours (1.0: as cheap as a bare server sending the same bytes).',
  '',
  ...TABLE_HEAD,
  ...runs.flatMap(apiRows),
  '',
  `## Server-rendered pages at ${JOBS} jobs (brotli, ratio to node:http sending the same compressed bytes)`,
  '',
  'Hits: the page cache answers. Misses: the same pages from a server started with `PAGE_CACHE_MB=0`',
  `(data, React render and brotli 5 on every request), with ${throughputSettings.missConnections} connections and ${2 * throughputSettings.durationSeconds} s a round; otherwise the same settings as above.`,
  '',
  ...TABLE_HEAD,
  ...runs.flatMap(pageRows),
  '',
  `## Keyword-search latency at ${JOBS} jobs (ms p50 / p95 / p99, in-process, sequential)`,
  '',
  '| database | job list (pages 1–5) | keyword search, repeated set (warm) | keyword search, distinct queries (cold) | p95 target | word index load beside traffic |',
  '|---|---|---|---|---|---|',
  ...search.map(
    (s) =>
      `| ${s.kind} | ${s.list} | ${s.search} | ${s.cold ?? '—'} | ${mark(p95(s.cold ?? s.search) <= TARGETS.searchP95[s.kind])} ≤ ${TARGETS.searchP95[s.kind]} ms | ${s.indexLoad ?? '—'} |`,
  ),
  '',
  `## Server memory at ${JOBS} jobs (after the throughput runs and the page cache filled)`,
  '',
  '| database | distinct job pages read into the cache | RSS MB | peak RSS MB | target |',
  '|---|---|---|---|---|',
  ...runs.map(
    (r) =>
      `| ${r.kind} | ${r.memory.cachedPages} | ${r.memory.rssMb} | ${r.memory.peakMb} | ${mark(r.memory.rssMb <= TARGETS.rssMb)} ≤ ${TARGETS.rssMb} MB |`,
  ),
  '',
].join('\n');

// The hand-written part (how to measure before and after) stays below the numbers it explains.
const KEPT_FROM = '## Before and after in one sitting';
const previous = existsSync(`${REPO}docs/benchmarks.md`) ? readFileSync(`${REPO}docs/benchmarks.md`, 'utf8') : '';
const kept = previous.includes(KEPT_FROM) ? `\n${previous.slice(previous.indexOf(KEPT_FROM))}` : '';
writeReport('docs/benchmarks.md', `${report}${kept}`);
console.log(report);
