/**
 * Keyword-search, typing-suggestion and job-list latency at 100 000 jobs, on PGlite and on
 * PostgreSQL, plus the server's RSS. Not a test: prints a table. Usage: npx pnpm@10 bench:search [-- --jobs N]
 * The seeded databases are kept (DATA_DIR under /tmp, a `baobab_bench` PostgreSQL database) and
 * reused by the next run when they hold the same number of jobs.
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { currentSearchIndex, SEARCH_INDEX_MIN_JOBS } from '../packages/server/src/features/jobs/search-index-holder';
import { benchDatabases, type DatabaseKind, openSeeded } from './bench/seeded-database';

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '300' },
    only: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});
const JOBS = Number(values.jobs);
const RUNS = Number(values.runs);
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
  const loading = performance.now();
  let longestWait = 0;
  while (JOBS >= SEARCH_INDEX_MIN_JOBS && !(await currentSearchIndex(services.db))) {
    const started = performance.now();
    await services.db.query('select 1');
    longestWait = Math.max(longestWait, performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const indexLoad = `${((performance.now() - loading) / 1000).toFixed(1)} s, longest request meanwhile ${longestWait.toFixed(0)} ms`;
  console.error(`${kind}: search index ready in ${indexLoad}`);
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
  const cold: number[] = [];
  const coldCpu: number[] = [];
  for (let i = 0; i < Math.min(RUNS, COLD_WORDS.length * CITIES.length); i++) {
    const cpu = process.cpuUsage();
    cold.push(
      await time(`/api/jobs/get-all-jobs?keyword=${encodeURIComponent(coldKeyword(i))}`, { page: 1, limit: 20 }),
    );
    const used = process.cpuUsage(cpu);
    coldCpu.push((used.user + used.system) / 1000);
  }
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
  const loadAfter = load();
  await close();
  const fmt = (s: number[]) => [50, 95, 99].map((p) => percentile(s, p).toFixed(2)).join(' / ');
  return {
    kind,
    list: fmt(list),
    search: fmt(search),
    cold: `${fmt(cold)} (CPU ${fmt(coldCpu)})`,
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
    [...process.execArgv, process.argv[1] ?? '', '--jobs', String(JOBS), '--runs', String(RUNS), '--only', kind],
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
