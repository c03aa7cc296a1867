/**
 * CPU profile of the built server under autocannon load on one case at a time (`node --cpu-prof`).
 * Prints each profile's path and the measured window on the profile's clock, for a reader of
 * self times (Chrome DevTools, or a script summing `timeDeltas` between the two).
 * Usage: pnpm --filter @baobab/scripts exec tsx bench/profile-hot-path.ts [case…]
 * Cases: json (the cached job list), json-br (the same, brotli), hit (a cached job page), miss (the
 * same page, cache off), miss-list (the job list page `/jobs`, cache off).
 * Env: PROFILE_JOBS (2000), PROFILE_SECONDS (10), PROFILE_DIR (/tmp/baobab-profiles), BENCH_PORT (a free port by default),
 * PROFILE_DATA (the PGlite data dir, seeded when missing: /tmp/baobab-profile-<jobs>; another copy
 * lets two checkouts be profiled at once).
 */
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { openSeeded } from './seeded-database';
import { freePort, REPO, settle, startProcess } from './server-process';
import { type Case, hammer } from './throughput';

const JOBS = Number(process.env.PROFILE_JOBS ?? 2000);
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 10);
const DIR = process.env.PROFILE_DIR ?? '/tmp/baobab-profiles';

const page1 = JSON.stringify({ page: 1, limit: 20 });
const list: Case = { name: 'json', method: 'POST', path: '/api/jobs/get-all-jobs', body: page1 };
const br = { 'accept-encoding': 'br', 'accept-language': 'fr' };

const seeded = await openSeeded('pglite', JOBS, {
  LOG_LEVEL: 'silent',
  SEED_DEMO: '0',
  DATA_DIR: process.env.PROFILE_DATA ?? `/tmp/baobab-profile-${JOBS}`,
  DATABASE_URL: '',
});
await seeded.close();
const wanted = process.argv.slice(2).length ? process.argv.slice(2) : ['json', 'json-br', 'hit', 'miss'];
for (const name of wanted) {
  const dir = join(DIR, name);
  mkdirSync(dir, { recursive: true });
  const env = { ...seeded.env, ...(name.startsWith('miss') ? { PAGE_CACHE_MB: '0' } : {}) };
  const server = await startProcess(
    ['--cpu-prof', `--cpu-prof-dir=${dir}`, `${REPO}packages/server/dist/cli.js`, 'start'],
    {
      port: process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort(),
      env,
      readyPath: '/api/config',
    },
  );
  try {
    const slug = (
      (await (
        await fetch(`${server.origin}/api/jobs/get-all-jobs`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: page1,
        })
      ).json()) as { results: { slug: string }[] }
    ).results[0]?.slug;
    const c: Case =
      name === 'json'
        ? list
        : name === 'json-br'
          ? { ...list, headers: br }
          : { name, method: 'GET', path: name === 'miss-list' ? '/jobs' : `/jobs/${slug}`, headers: br };
    await hammer(server.origin, c, { durationSeconds: 2 });
    await settle(server);
    // The profile's clock is the monotonic one hrtime reads: the window's samples are told apart from start-up's.
    const from = process.hrtime.bigint() / 1000n;
    const t = await hammer(server.origin, c, { durationSeconds: SECONDS, cpuMicros: server.cpuMicros });
    const to = process.hrtime.bigint() / 1000n;
    console.log(
      `${name}: ${t.requestsPerSecond.toFixed(0)} req/s, ${t.cpuMicrosPerRequest?.toFixed(0)} µs CPU a request, ${t.errors} errors, ${t.non2xx} non-2xx; window ${from} ${to}`,
    );
  } finally {
    await server.stop();
  }
  console.log(`${name}: ${join(dir, readdirSync(dir).sort().at(-1) ?? '')}`);
}
