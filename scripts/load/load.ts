/**
 * `pnpm bench:load`: an open-loop load test of the real server at 100 000 jobs. Requests arrive at a
 * fixed rate, mixing job lists, keyword searches, job details, server-rendered pages and
 * applications (with a CV upload); the rate steps up until p99 reaches 100 ms or a request fails.
 * Each step lasts a minute by default, so its p99 (over every request of the step) rests on
 * thousands of requests rather than on a few hundred that one neighbour's burst decides.
 * Writes docs/load-test-<database>.md.
 * Env: LOAD_FROM (first rate, 25 req/s), LOAD_STEP_SECONDS (60), LOAD_WARMUP_SECONDS (the step's),
 * LOAD_DATABASE (pglite | postgres), BENCH_JOBS (100000), BENCH_PORT (3103), BENCH_NAME (kept data's name),
 * BENCH_CACHED_PAGES (4000 distinct job pages read after the steps, before the RSS is taken),
 * LOAD_REQUEST_TIMEOUT_MS (30 000: a request unanswered by then counts as an error), LOAD_STEPS (most
 * steps, 12; 1 measures one fixed rate, to compare two builds), SERVER_CHECKOUT (another checkout's
 * built server, server-process.ts), LOAD_NODE_FLAGS (node flags for the server, e.g. `--cpu-prof
 * --cpu-prof-dir=…`), LOAD_CLIENT (`node-http`: the generator's former client, to compare its CPU).
 * The generator sends what a browser sends for encodings (Accept-Encoding); load-mix.ts.
 */
import { fillPageCache } from '../bench/api-throughput';
import { machineDetails } from '../bench/machine';
import { writeReport } from '../bench/report-file';
import { type DatabaseKind, openSeeded } from '../bench/seeded-database';
import { ensureServerBuilt, settle, startServer } from '../bench/server-process';
import { cpuAccounting, treeCpuMicros } from './cpu-accounting';
import { LOAD_SERVER_ENV, loadMix, MIX } from './load-mix';
import { firstErrors, kindTable, P99_TARGET_MS, STEP_RULE, stepTable, stepUp } from './open-loop';

const FROM = Number(process.env.LOAD_FROM ?? 25);
const STEP_SECONDS = Number(process.env.LOAD_STEP_SECONDS ?? 60);
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? STEP_SECONDS);
const KIND = (process.env.LOAD_DATABASE ?? 'pglite') as DatabaseKind;
const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const PORT = Number(process.env.BENCH_PORT ?? 3103);
const CACHED_PAGES = Number(process.env.BENCH_CACHED_PAGES ?? 4000);
const MAX_STEPS = Number(process.env.LOAD_STEPS ?? 12);
const RSS_TARGET_MB = 400;

ensureServerBuilt();
const seeded = await openSeeded(KIND, JOBS);
await seeded.close();
const server = await startServer(
  PORT,
  { ...seeded.env, ...LOAD_SERVER_ENV },
  process.env.LOAD_NODE_FLAGS?.split(' ').filter(Boolean),
);
let result: Awaited<ReturnType<typeof stepUp>>;
/** The server's memory once the steps are over and the page cache filled with distinct job pages. */
let memory: { rssMb: number; peakMb: number; cachedPages: number };
try {
  console.error(`open loop from ${FROM} req/s, ${STEP_SECONDS} s a step after ${WARMUP_SECONDS} s of warm-up…`);
  result = await stepUp(server.origin, await loadMix(server.origin), {
    from: FROM,
    seconds: STEP_SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    maxSteps: MAX_STEPS,
    // On a busy machine the word index took 80 s to load on PGlite, holding its one connection:
    // measured steps start once the server is idle.
    settle: () => settle({ cpuMicros: () => treeCpuMicros(server.child.pid as number) }),
    meter: () => cpuAccounting(server.child.pid as number, seeded.env.DATABASE_URL || undefined),
  });
  console.error('filling the page cache…');
  const cachedPages = await fillPageCache(server.origin, CACHED_PAGES);
  memory = { ...server.memory(), cachedPages };
} finally {
  await server.stop();
}

const { steps, best } = result;
const last = steps.at(-1);
const report = [
  '# Load test',
  '',
  `Written by \`pnpm bench:load\` (scripts/load/load.ts): an open loop against the real server on ${KIND}`,
  `at ${JOBS} jobs. Requests arrive at a fixed rate whatever the answers (a slow server meets the same`,
  'arrivals, and the time a request waits for a socket counts in its latency). From',
  `${FROM} req/s, ${STEP_SECONDS} s a step (${WARMUP_SECONDS} s of warm-up), ${STEP_RULE}; each step starts once the server is idle after the step's untimed preparation (its candidates and captchas), and its p99 is over all its requests.`,
  `Mix: ${Object.entries(MIX)
    .map(([k, v]) => `${k} ${v} %`)
    .join(', ')}; pages are the server-rendered \`/jobs\`, \`/jobs/{slug}\` and \`/entreprises\`.`,
  'Applications upload a CV (multipart) with a captcha solved beforehand (server run with',
  'CAPTCHA_COST=1 and CAPTCHA_MAX_COUNTER=50); every request accepts brotli and gzip as browsers do; the load',
  'generator (scripts/load/lean-client.ts) runs on the same machine as the server.',
  `Server processes: ${process.env.SERVER_WORKERS ?? 1} (\`SERVER_WORKERS\`; above 1, that many workers on the port and a primary).`,
  'CPU columns: ms of CPU per request over the step (the server, its workers included; the PostgreSQL backends',
  'of the bench database; this generator), and the cores all of it would keep busy at 1 000 req/s.',
  '',
  ...machineDetails(),
  '',
  `Highest rate with p99 < ${P99_TARGET_MS} ms and 0 errors: **${best ? `${best.rate} req/s` : `none (below ${FROM} req/s)`}**`,
  '',
  ...stepTable(steps),
  '',
  `Memory after the steps and ${memory.cachedPages} distinct job pages read (the page cache full, \`PAGE_CACHE_MB\` ${process.env.PAGE_CACHE_MB ?? 'default'}): RSS **${memory.rssMb} MB**, peak ${memory.peakMb} MB (target ≤ ${RSS_TARGET_MB} MB on PGlite).`,
  '',
  ...(best ? [`At ${best.rate} req/s, per kind:`, '', ...kindTable(best), ''] : []),
  ...(last && last !== best ? [`At ${last.rate} req/s (the last step), per kind:`, '', ...kindTable(last), ''] : []),
  ...(last && firstErrors(last.samples).length > 0
    ? ['First distinct errors of the last step:', '', ...firstErrors(last.samples).map((e) => `- \`${e}\``), '']
    : []),
].join('\n');
writeReport(`docs/load-test-${KIND}.md`, report);
console.log(report);
