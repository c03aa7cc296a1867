/**
 * Keyword-search, typing-suggestion and job-list latency at 100 000 jobs, on PGlite and on
 * PostgreSQL, plus the server's RSS. Not a test: prints a table. Usage: npx pnpm@10 bench:search [-- --jobs N]
 * The seeded databases are kept (DATA_DIR under /tmp, a `baobab_bench` PostgreSQL database) and
 * reused by the next run when they hold the same number of jobs.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import { PerformanceObserver } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import {
  currentSearchIndex,
  type IndexedDb,
  SEARCH_INDEX_MIN_JOBS,
} from '../packages/server/src/features/jobs/search-index-holder';
import { benchDatabases, type DatabaseKind, openSeeded } from './bench/seeded-database';

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '300' },
    only: { type: 'string' },
    json: { type: 'boolean', default: false },
    /** Prints the N slowest distinct (cold) queries, with their CPU time and answer: where the tail is. */
    slowest: { type: 'string', default: '0' },
    /** Distinct queries sent before the measured distinct ones (see WARM_UP_WORDS); 0 measures from the first. */
    'cold-warm-up': { type: 'string', default: '21' },
    /** Writes a CPU profile (.cpuprofile) of the distinct (cold) queries alone to this file. */
    profile: { type: 'string' },
  },
});
const JOBS = Number(values.jobs);
const RUNS = Number(values.runs);
const COLD_WARM_UP = Number(values['cold-warm-up']);
const KEYWORDS = [
  'ingenieur',
  'développeur react',
  'comptable dakar',
  'chargé clientèle',
  'data',
  'génie civil',
  'sales manager',
  'logistique abidjan',
  'infirmiere',
  'driver',
  'ingenier',
];

/** Distinct queries (word × city, tolerant words included), so no cached count or answer can serve them: the cold case. */
const COLD_WORDS = [
  'ingenieur',
  'développeur',
  'comptable',
  'chargé',
  'data',
  'génie',
  'commercial',
  'logistique',
  'juriste',
  'technicien',
  'responsable',
  'assistant',
  'chef',
  'analyste',
  'conseiller',
  'manager',
  'directeur',
  'infirmier',
  // As people type: feminine, typos, no accents, the other language, abbreviations.
  'infirmiere',
  'developpeuse',
  'ingenier',
  'comptabel',
  'driver',
  'nurse',
  'rh',
  'accountant',
];
const CITIES = [
  'dakar',
  'abidjan',
  'douala',
  'lomé',
  'cotonou',
  'bamako',
  'kigali',
  'nairobi',
  'lagos',
  'accra',
  'yaoundé',
  'ouagadougou',
  'niamey',
  'conakry',
  'libreville',
  'tunis',
  'casablanca',
  'kinshasa',
];
/**
 * Distinct queries sent before the measured ones, with words and towns of their own (no unit, term
 * set or answer they leave serves a measured query): the code of a cold search is then compiled,
 * as in a server that has answered a few searches, and the measure is of the caches alone.
 */
const WARM_UP_WORDS = ['agent', 'gestionnaire', 'chauffeur', 'geologue', 'graphiste', 'auditeur', 'formateur'];
const WARM_UP_TOWNS = ['thiès', 'bouaké', 'parakou'];
const warmUpKeyword = (i: number) =>
  `${WARM_UP_WORDS[i % WARM_UP_WORDS.length]} ${WARM_UP_TOWNS[Math.floor(i / WARM_UP_WORDS.length) % WARM_UP_TOWNS.length]}`;

const coldKeyword = (i: number) =>
  `${COLD_WORDS[i % COLD_WORDS.length]} ${CITIES[Math.floor(i / COLD_WORDS.length) % CITIES.length]}`;

/**
 * What the search box asks while someone types: the distinct beginnings (two letters and more) of
 * the distinct queries above, so each one is computed, not read from the answer cache.
 */
function typedPrefixes(count: number): string[] {
  const prefixes = new Set<string>();
  for (let i = 0; prefixes.size < count && i < COLD_WORDS.length * CITIES.length; i++) {
    const keyword = coldKeyword(i);
    for (let end = 2; end <= keyword.length && prefixes.size < count; end++) prefixes.add(keyword.slice(0, end).trim());
  }
  return [...prefixes];
}

/** The JS heap and the memory outside it that is still reachable (after a forced GC: `node --expose-gc` only). */
function retainedMb(): number | undefined {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) return undefined;
  // Twice: memory outside the heap is given back once the objects holding it are finalised.
  collect();
  collect();
  const { heapUsed, external } = process.memoryUsage();
  return (heapUsed + external) / 1024 / 1024;
}

/** A CPU profile of this process from now, written as a .cpuprofile by stop(). */
async function startProfile() {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  return {
    async stop(file: string) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** The machine's 1-minute load average: beside each timed run, since the machine may be shared. */
const load = () => (loadavg()[0] ?? 0).toFixed(1);

async function measure(kind: DatabaseKind) {
  const { app, services, close } = await openSeeded(kind, JOBS);
  const time = async (url: string, body?: object) => {
    const started = performance.now();
    const res = await app.inject(body ? { method: 'POST', url, payload: body } : { method: 'GET', url });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return performance.now() - started;
  };

  // The steady state: the search index of the catalogue is loaded in the background, as in
  // production, while a trivial query is sent again and again: its longest wait for the
  // connection is what the load costs the requests sharing the database.
  const heapBefore = retainedMb();
  const loading = performance.now();
  let longestWait = 0;
  // A trivial query sent until `done`: its longest wait is what the work meanwhile costs requests.
  const probeUntil = async (done: () => Promise<boolean>) => {
    while (JOBS >= SEARCH_INDEX_MIN_JOBS && !(await done())) {
      const started = performance.now();
      await services.db.query('select 1');
      longestWait = Math.max(longestWait, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  await probeUntil(async () => (await currentSearchIndex(services.db)) !== undefined);
  const indexed = performance.now();
  // PostgreSQL: the index then reads its jobs' summaries behind the searches (kept-summaries.ts).
  const { prefilled } = (services.db as unknown as IndexedDb).searchIndex;
  let summariesRead = false;
  void prefilled?.then(() => {
    summariesRead = true;
  });
  await probeUntil(async () => !prefilled || summariesRead);
  const keptMb = ((await currentSearchIndex(services.db))?.pageJson.bytes ?? 0) / 1024 / 1024;
  const summaries = prefilled
    ? `, its summaries ${((performance.now() - indexed) / 1000).toFixed(1)} s more (${keptMb.toFixed(0)} MB)`
    : '';
  const indexLoad = `${((indexed - loading) / 1000).toFixed(1)} s${summaries}, longest request meanwhile ${longestWait.toFixed(0)} ms`;
  console.error(`${kind}: search index ready in ${indexLoad}`);
  const heapIndexed = retainedMb();
  const series = async (make: (i: number) => Promise<number>) => {
    for (let i = 0; i < 20; i++) await make(i); // warm-up
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) samples.push(await make(i));
    return samples.sort((a, b) => a - b);
  };
  const loadBefore = load();
  const list = await series((i) => time('/api/jobs/get-all-jobs', { page: 1 + (i % 5), limit: 20 }));
  const search = await series((i) =>
    time(`/api/jobs/get-all-jobs?keyword=${encodeURIComponent(KEYWORDS[i % KEYWORDS.length] ?? '')}`, {
      page: 1,
      limit: 20,
    }),
  );
  const coldSearch = (keyword: string) =>
    time(`/api/jobs/get-all-jobs?keyword=${encodeURIComponent(keyword)}`, { page: 1, limit: 20 });
  for (let i = 0; i < COLD_WARM_UP; i++) await coldSearch(warmUpKeyword(i));
  const cold: number[] = [];
  const coldCpu: number[] = [];
  // Each cold query's pauses for garbage collection, from the entries the runtime reports.
  const pauses: { start: number; duration: number }[] = [];
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) pauses.push({ start: entry.startTime, duration: entry.duration });
  });
  gc.observe({ entryTypes: ['gc'] });
  const coldRuns: { keyword: string; started: number; wall: number; cpu: number }[] = [];
  const profiler = values.profile ? await startProfile() : undefined;
  for (let i = 0; i < Math.min(RUNS, COLD_WORDS.length * CITIES.length); i++) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const wall = await coldSearch(coldKeyword(i));
    const used = process.cpuUsage(cpu);
    cold.push(wall);
    coldCpu.push((used.user + used.system) / 1000);
    coldRuns.push({ keyword: coldKeyword(i), started, wall, cpu: (used.user + used.system) / 1000 });
  }
  if (profiler && values.profile) await profiler.stop(values.profile);
  await new Promise((resolve) => setImmediate(resolve)); // the last GC entries are delivered
  gc.disconnect();
  const gcDuring = (run: (typeof coldRuns)[number]) =>
    pauses
      .filter((p) => p.start >= run.started && p.start < run.started + run.wall)
      .reduce((t, p) => t + p.duration, 0);
  const coldGc = coldRuns.map(gcDuring).sort((a, b) => a - b);
  const slowest = coldRuns.sort((a, b) => b.wall - a.wall).slice(0, Number(values.slowest));
  for (const run of slowest)
    console.error(
      `${kind}: slow cold query ${run.wall.toFixed(2)} ms (CPU ${run.cpu.toFixed(2)}, GC ${gcDuring(run).toFixed(2)}) «${run.keyword}»`,
    );
  cold.sort((a, b) => a - b);
  coldCpu.sort((a, b) => a - b);
  // Beside the wall time, the process's CPU time per request: on a machine shared with other work,
  // the wall time's tail is mostly waiting for a core, the CPU time what the request costs.
  const suggestions: number[] = [];
  const suggestionsCpu: number[] = [];
  for (const typed of typedPrefixes(RUNS)) {
    const cpu = process.cpuUsage();
    suggestions.push(await time(`/api/jobs/suggestions?keyword=${encodeURIComponent(typed)}&lang=fr`));
    const used = process.cpuUsage(cpu);
    suggestionsCpu.push((used.user + used.system) / 1000);
  }
  suggestions.sort((a, b) => a - b);
  suggestionsCpu.sort((a, b) => a - b);
  const rssMb = process.memoryUsage().rss / 1024 / 1024;
  // What the index holds when loaded, and with what the searches kept since (readings, sets, rows).
  const heapSearched = retainedMb();
  if (heapBefore !== undefined && heapIndexed !== undefined && heapSearched !== undefined)
    console.error(
      `${kind}: retained by the search index ${(heapIndexed - heapBefore).toFixed(1)} MB when loaded, ${(heapSearched - heapBefore).toFixed(1)} MB after the searches`,
    );
  const loadAfter = load();
  await close();
  const fmt = (s: number[]) => [50, 95, 99].map((p) => percentile(s, p).toFixed(2)).join(' / ');
  return {
    kind,
    list: fmt(list),
    search: fmt(search),
    cold: `${fmt(cold)} (CPU ${fmt(coldCpu)}; GC ${fmt(coldGc)}, ${pauses.length} pauses)`,
    suggestions: `${fmt(suggestions)} (CPU ${fmt(suggestionsCpu)}; ${suggestions.length})`,
    rssMb: rssMb.toFixed(0),
    indexLoad,
    load: `${loadBefore} → ${loadAfter}`,
  };
}

if (values.only === 'pglite' || values.only === 'postgres') {
  // Child: one database per process, so each RSS is its own.
  console.log(`RESULT ${JSON.stringify(await measure(values.only))}`);
  process.exit(0);
}
const results = benchDatabases().map((kind) => {
  const out = execFileSync(
    process.execPath,
    [
      ...process.execArgv,
      process.argv[1] ?? '',
      ...['--jobs', String(JOBS), '--runs', String(RUNS), '--slowest', values.slowest, '--only', kind],
      ...['--cold-warm-up', String(COLD_WARM_UP)],
      ...(values.profile ? ['--profile', `${values.profile.replace(/\.cpuprofile$/, '')}-${kind}.cpuprofile`] : []),
    ],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  for (const line of out.split('\n')) if (!line.startsWith('RESULT ')) console.log(line);
  return JSON.parse(
    out
      .split('\n')
      .find((l) => l.startsWith('RESULT '))
      ?.slice(7) ?? '{}',
  );
});
console.log(
  `\n${JOBS} jobs, ${RUNS} requests each (in-process, sequential), latency ms p50 / p95 / p99 (and the process's CPU ms)`,
);
console.log(
  '| database | job list (page 1–5) | keyword search (repeated) | keyword search (distinct, cold) | typing suggestions (distinct prefixes) | RSS MB | index load | load average (1 min, start → end) |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const r of results)
  console.log(
    `| ${r.kind} | ${r.list} | ${r.search} | ${r.cold} | ${r.suggestions} | ${r.rssMb} | ${r.indexLoad} | ${r.load} |`,
  );
if (values.json) console.log(`RESULTS ${JSON.stringify(results)}`);
