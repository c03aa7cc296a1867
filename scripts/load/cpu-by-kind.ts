/**
 * `pnpm --filter @baobab/scripts exec tsx load/cpu-by-kind.ts`: the CPU each kind of the load mix
 * costs, by process (the server, the PostgreSQL backends of its database, this generator), each
 * kind alone at a fixed open-loop rate and then the whole mix, after a warm-up of the mix. Prints
 * a markdown table with the load average beside each row: on a shared machine, CPU per request is
 * what can be compared, alternating two builds (`SERVER_CHECKOUT`) in the same minutes.
 * Env: LOAD_DATABASE (pglite | postgres), BENCH_NAME, BENCH_JOBS (100000), BENCH_PORT (3103),
 * KIND_RATE (100 req/s), KIND_SECONDS (20), MIX_RATE (the mix's rate, 300), LOAD_KINDS (which,
 * comma-separated, every kind and `mix` by default), SERVER_CHECKOUT, LOAD_CLIENT (open-loop.ts),
 * LOAD_NODE_FLAGS (node flags for the server, as load.ts).
 */
import { loadavg } from 'node:os';
import { type DatabaseKind, openSeeded } from '../bench/seeded-database';
import { ensureServerBuilt, settle, startServer } from '../bench/server-process';
import { cpuAccounting, treeCpuMicros } from './cpu-accounting';
import { KINDS, type Kind, LOAD_SERVER_ENV, loadMix } from './load-mix';
import { openLoop } from './open-loop';

const DATABASE = (process.env.LOAD_DATABASE ?? 'pglite') as DatabaseKind;
const PORT = Number(process.env.BENCH_PORT ?? 3103);
const RATE = Number(process.env.KIND_RATE ?? 100);
const MIX_RATE = Number(process.env.MIX_RATE ?? 300);
const SECONDS = Number(process.env.KIND_SECONDS ?? 20);
const CASES = (process.env.LOAD_KINDS ?? [...KINDS, 'mix'].join(',')).split(',') as (Kind | 'mix')[];

ensureServerBuilt();
const seeded = await openSeeded(DATABASE, Number(process.env.BENCH_JOBS ?? 100_000));
await seeded.close();
const server = await startServer(
  PORT,
  { ...seeded.env, ...LOAD_SERVER_ENV },
  process.env.LOAD_NODE_FLAGS?.split(' ').filter(Boolean),
);
const pid = server.child.pid as number;
const f2 = (n: number | undefined) => (n === undefined ? '–' : n.toFixed(2));
try {
  const mix = await loadMix(server.origin);
  await openLoop(server.origin, mix, MIX_RATE, SECONDS);
  const quiet = () => settle({ cpuMicros: () => treeCpuMicros(pid) });
  await quiet();
  console.log(`| kind | req/s | requests | errors | p99 ms | CPU ms/req server | postgres | generator | all | load |`);
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const kind of CASES) {
    const rate = kind === 'mix' ? MIX_RATE : RATE;
    const step = await openLoop(
      server.origin,
      kind === 'mix' ? mix : await loadMix(server.origin, kind),
      rate,
      SECONDS,
      {
        meter: () => cpuAccounting(pid, seeded.env.DATABASE_URL || undefined),
        settle: quiet,
      },
    );
    const c = step.cpu;
    const all = c ? c.server + (c.postgres ?? 0) + c.generator : undefined;
    console.log(
      `| ${kind} | ${rate} | ${step.samples.length} | ${step.errors} | ${step.p99.toFixed(1)} | ${f2(c?.server)} | ${f2(c?.postgres)} | ${f2(c?.generator)} | ${f2(all)} | ${loadavg()[0]?.toFixed(1)} |`,
    );
  }
} finally {
  await server.stop();
}
