/**
 * Keyword-search and job-list latency at 100 000 jobs, on PGlite and on PostgreSQL, plus the
 * server's RSS. Not a test: prints a table. Usage: npx pnpm@10 bench:search [-- --jobs N]
 * The seeded databases are kept (DATA_DIR under /tmp, a `baobab_bench` PostgreSQL database) and
 * reused by the next run when they hold the same number of jobs.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../packages/server/src/app';
import { loadConfig } from '../packages/server/src/config';
import { seedDemoData } from '../packages/server/src/seed/seed';

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '300' },
    only: { type: 'string' },
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
];

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Name of the kept bench data (PGlite dir suffix and PostgreSQL database), so two checkouts don't share one. */
const BENCH_NAME = process.env.BENCH_NAME ?? 'baobab_bench';

async function postgresUrl(): Promise<string> {
  const admin = execFileSync('bash', [fileURLToPath(new URL('./pg-test-server.sh', import.meta.url)), 'start'], {
    encoding: 'utf8',
  }).trim();
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [BENCH_NAME]);
  if (exists.rowCount === 0) await client.query(`create database ${BENCH_NAME}`);
  await client.end();
  return admin.replace(/\/postgres$/, `/${BENCH_NAME}`);
}

async function measure(kind: 'pglite' | 'postgres') {
  const env: Record<string, string> = { LOG_LEVEL: 'silent', SEED_DEMO: '0', DATA_DIR: `/tmp/${BENCH_NAME}-${kind}` };
  if (kind === 'postgres') env.DATABASE_URL = await postgresUrl();
  const { app, services, close } = await buildApp(loadConfig(env));
  const [row] = await services.db.query<{ n: number }>('select count(*)::int as n from jobs');
  if (row?.n !== JOBS) {
    if (row?.n) await services.db.exec('truncate companies, activity_domains, countries, users, media_items cascade');
    const started = performance.now();
    await seedDemoData(services.db, { jobs: JOBS, imagesDir: `/tmp/${BENCH_NAME}-${kind}/images` });
    console.log(`${kind}: seeded ${JOBS} jobs in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  await services.db.exec('analyze');

  const time = async (url: string, body: object) => {
    const started = performance.now();
    const res = await app.inject({ method: 'POST', url, payload: body });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return performance.now() - started;
  };
  const series = async (make: (i: number) => Promise<number>) => {
    for (let i = 0; i < 20; i++) await make(i); // warm-up
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) samples.push(await make(i));
    return samples.sort((a, b) => a - b);
  };
  const list = await series((i) => time('/api/jobs/get-all-jobs', { page: 1 + (i % 5), limit: 20 }));
  const search = await series((i) =>
    time(`/api/jobs/get-all-jobs?keyword=${encodeURIComponent(KEYWORDS[i % KEYWORDS.length] ?? '')}`, {
      page: 1,
      limit: 20,
    }),
  );
  const rssMb = process.memoryUsage().rss / 1024 / 1024;
  await close();
  const fmt = (s: number[]) => [50, 95, 99].map((p) => percentile(s, p).toFixed(2)).join(' / ');
  return { kind, list: fmt(list), search: fmt(search), rssMb: rssMb.toFixed(0) };
}

if (values.only === 'pglite' || values.only === 'postgres') {
  // Child: one database per process, so each RSS is its own.
  console.log(`RESULT ${JSON.stringify(await measure(values.only))}`);
  process.exit(0);
}
const results = (['pglite', 'postgres'] as const).map((kind) => {
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
console.log(`\n${JOBS} jobs, ${RUNS} requests each (in-process, sequential), latency ms p50 / p95 / p99`);
console.log('| database | job list (page 1–5) | keyword search | RSS MB |\n|---|---|---|---|');
for (const r of results) console.log(`| ${r.kind} | ${r.list} | ${r.search} | ${r.rssMb} |`);
