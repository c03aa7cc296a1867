/**
 * `pnpm bench:load`: 200 connections for 60 s against the real server at 100 000 jobs, mixing job
 * lists, keyword searches, job details and applications (with a CV upload). Reports errors and
 * latency per kind and overall; writes docs/load-test-<database>.md.
 * Env: LOAD_CONNECTIONS (200), LOAD_DURATION (60 s), LOAD_DATABASE (pglite | postgres),
 * BENCH_JOBS (100000), BENCH_PORT (3103), BENCH_NAME (kept data's name).
 */
import { machineDetails } from '../bench/machine';
import { writeReport } from '../bench/report-file';
import { type DatabaseKind, openSeeded } from '../bench/seeded-database';
import { ensureServerBuilt, startServer } from '../bench/server-process';
import { applicableJobSlugs, applyForm, captchaToken, pdfWith, registerCandidate } from './api-client';
import { httpTimer, percentile, type Timed } from './http-timer';

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const DURATION_S = Number(process.env.LOAD_DURATION ?? 60);
const KIND = (process.env.LOAD_DATABASE ?? 'pglite') as DatabaseKind;
const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const PORT = Number(process.env.BENCH_PORT ?? 3103);
const KEYWORDS = ['ingenieur', 'développeur react', 'comptable dakar', 'chargé clientèle', 'data', 'génie civil'];
/** Share of each kind of request, in percent. */
const MIX = { list: 35, search: 30, detail: 25, apply: 10 } as const;
type Kind = keyof typeof MIX;

ensureServerBuilt();
const seeded = await openSeeded(KIND, JOBS);
await seeded.close();
// Cheap captcha and no auth rate limit: the load is 200 candidates behind one address.
const server = await startServer(PORT, {
  ...seeded.env,
  CAPTCHA_COST: '1',
  CAPTCHA_MAX_COUNTER: '50',
  RATE_LIMIT_AUTH: '1000000',
});
const http = httpTimer(server.origin, CONNECTIONS);
const samples: Record<Kind, Timed[]> = { list: [], search: [], detail: [], apply: [] };
let firstErrors: string[] = [];
try {
  const slugs = await applicableJobSlugs(server.origin);
  console.error(`registering ${CONNECTIONS} candidates…`);
  const candidates: string[] = [];
  for (let i = 0; i < CONNECTIONS; i += 10) {
    candidates.push(...(await Promise.all(Array.from({ length: 10 }, () => registerCandidate(server.origin)))));
  }
  const json = { 'content-type': 'application/json' };
  const page = (n: number) => JSON.stringify({ page: n, limit: 20 });

  async function worker(w: number, deadline: number) {
    let applied = 0;
    for (let i = 0; performance.now() < deadline; i++) {
      const roll = (w * 7919 + i * 104_729) % 100;
      const kind: Kind =
        roll < MIX.list
          ? 'list'
          : roll < MIX.list + MIX.search
            ? 'search'
            : roll < 100 - MIX.apply
              ? 'detail'
              : 'apply';
      let result: Timed;
      if (kind === 'list') result = await http.send('POST', '/api/jobs/get-all-jobs', page(1 + (i % 5)), json);
      else if (kind === 'search') {
        const keyword = encodeURIComponent(KEYWORDS[(w + i) % KEYWORDS.length] ?? '');
        result = await http.send('POST', `/api/jobs/get-all-jobs?keyword=${keyword}`, page(1), json);
      } else if (kind === 'detail') result = await http.send('GET', `/api/jobs/${slugs[(w + i) % slugs.length]}`);
      else {
        // Each candidate applies to each job once: a repeat would be a legitimate 409.
        const slug = slugs[(w + applied++) % slugs.length] as string;
        if (applied > slugs.length) continue;
        const form = applyForm(slug, await captchaToken(server.origin), pdfWith(`w${w}-${i}`));
        result = await http.send('POST', '/api/applications', form.body, {
          'content-type': form.contentType,
          authorization: candidates[w] as string,
        });
      }
      samples[kind].push(result);
      if (result.status >= 400 || result.status === 0)
        firstErrors.push(`${kind} ${result.status} ${result.body.slice(0, 120)}`);
    }
  }
  console.error(`${CONNECTIONS} connections for ${DURATION_S} s…`);
  const deadline = performance.now() + DURATION_S * 1000;
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, w) => worker(w, deadline)));
} finally {
  http.close();
  await server.stop();
}

const ok = (t: Timed) => t.status >= 200 && t.status < 300;
function row(name: string, all: Timed[]) {
  const ms = all.map((t) => t.ms).sort((a, b) => a - b);
  const errors = all.filter((t) => !ok(t)).length;
  const f = (p: number) => percentile(ms, p).toFixed(1);
  return `| ${name} | ${all.length} | ${(all.length / DURATION_S).toFixed(0)} | ${errors} | ${f(50)} | ${f(95)} | ${f(99)} |`;
}
const everything = Object.values(samples).flat();
const p99 = percentile(
  everything.map((t) => t.ms).sort((a, b) => a - b),
  99,
);
const errorCount = everything.filter((t) => !ok(t)).length;
firstErrors = [...new Set(firstErrors)].slice(0, 10);
const report = [
  '# Load test',
  '',
  `Written by \`pnpm bench:load\` (scripts/load/load.ts): ${CONNECTIONS} connections for ${DURATION_S} s against the`,
  `real server on ${KIND} at ${JOBS} jobs; mix ${Object.entries(MIX)
    .map(([k, v]) => `${k} ${v} %`)
    .join(', ')}.`,
  'Applications upload a CV (multipart) after solving a captcha (server run with CAPTCHA_COST=1 and',
  'CAPTCHA_MAX_COUNTER=50, so solving costs the generator little CPU); the',
  'load generator runs on the same machine as the server.',
  '',
  ...machineDetails(),
  '',
  '| requests | count | per s | errors | p50 ms | p95 ms | p99 ms |',
  '|---|---|---|---|---|---|---|',
  ...(Object.keys(samples) as Kind[]).map((k) => row(k, samples[k])),
  row('**all**', everything),
  '',
  `Errors: **${errorCount}** (target 0) ${errorCount === 0 ? '✅' : '❌'} · p99: **${p99.toFixed(1)} ms** (target < 100 ms) ${p99 < 100 ? '✅' : '❌'}`,
  ...(firstErrors.length > 0 ? ['', 'First distinct errors:', '', ...firstErrors.map((e) => `- \`${e}\``)] : []),
  '',
].join('\n');
writeReport(`docs/load-test-${KIND}.md`, report);
console.log(report);
