/**
 * `pnpm bench:cluster`: two Baobab nodes on one throwaway PostgreSQL behind nginx (deploy/nginx.conf,
 * on loopback, over TLS). Steps an open-loop arrival rate up through 1 node, then 2; then runs the
 * mix while one node is `kill -9`ed and restarted, checks that every application answered 2xx is
 * in the database, and that a CV uploaded through one node downloads through the other.
 * Writes docs/scaling.md. CLUSTER_SHORT=1 (CI) skips the stepping, runs a few seconds, writes no
 * report and exits 1 on a lost application or a failure outside the requests cut by the kill.
 * Env: CLUSTER_PORT (3120: nginx http, +1 TLS, +2 and +3 the nodes), CLUSTER_PG_PORT (55497),
 * CLUSTER_JOBS, CLUSTER_RATE, CLUSTER_SECONDS, LOAD_FROM, LOAD_STEP_SECONDS.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSeeded } from '../bench/seeded-database';
import { ensureServerBuilt } from '../bench/server-process';
import { throwawayPostgres } from '../bench/throwaway-postgres';
import { loadMix } from '../load/load-mix';
import { stepUp } from '../load/open-loop';
import { clusterNodes } from './cluster-nodes';
import { cvAcrossNodes } from './cross-node-cv';
import { killNodeUnderLoad } from './kill-node';
import { type RunningNginx, startNginx } from './nginx';
import { writeScalingReport } from './scaling-report';

const SHORT = process.env.CLUSTER_SHORT === '1';
const BASE = Number(process.env.CLUSTER_PORT ?? 3120);
const PG_PORT = Number(process.env.CLUSTER_PG_PORT ?? 55_497);
const JOBS = Number(process.env.CLUSTER_JOBS ?? (SHORT ? 640 : 20_000));
const FROM = Number(process.env.LOAD_FROM ?? 20);
const STEP_SECONDS = Number(process.env.LOAD_STEP_SECONDS ?? 10);
const KILL_SECONDS = Number(process.env.CLUSTER_SECONDS ?? (SHORT ? 9 : 30));

const startedAt = performance.now();
const log = (message: string) => console.error(`[${((performance.now() - startedAt) / 1000).toFixed(1)} s] ${message}`);

ensureServerBuilt();
const dir = mkdtempSync(join(tmpdir(), 'baobab-cluster-'));
const postgres = throwawayPostgres(PG_PORT);
const nodes = clusterNodes(dir, [BASE + 2, BASE + 3], {
  databaseUrl: postgres.url,
  publicUrl: `https://127.0.0.1:${BASE + 1}`,
});
let failed = false;
try {
  const seeded = await openSeeded('postgres', JOBS, {
    DATABASE_URL: postgres.url,
    DATA_DIR: `${dir}/node-0`,
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
  });
  await seeded.close();
  log('seeded; starting the nodes');
  await Promise.all([nodes.start(0), nodes.start(1)]);
  log('nodes up');
  const mix = await loadMix(nodes.origin(0));
  const behindNginx = async <T>(
    name: string,
    upstreams: number[],
    run: (nginx: RunningNginx) => Promise<T>,
  ): Promise<T> => {
    const nginx = await startNginx(join(dir, `nginx-${name}`), {
      httpPort: BASE,
      tlsPort: BASE + 1,
      nodePorts: upstreams,
    });
    try {
      return await run(nginx);
    } finally {
      await nginx.stop();
    }
  };
  const stepThrough = (upstreams: number[]) => {
    log(`${upstreams.length} node(s) behind nginx, from ${FROM} req/s, ${STEP_SECONDS} s a step…`);
    return behindNginx(`steps-${upstreams.length}`, upstreams, (nginx) =>
      stepUp(nginx.origin, mix, { from: FROM, seconds: STEP_SECONDS, ca: nginx.ca }),
    );
  };
  const one = SHORT ? undefined : await stepThrough(nodes.ports.slice(0, 1));
  const two = SHORT ? undefined : await stepThrough(nodes.ports);
  // Below the 2-node ceiling, so that the failures counted are the kill's, not overload's.
  const rate = Number(process.env.CLUSTER_RATE ?? (two?.best ? Math.max(1, Math.round(two.best.rate * 0.6)) : FROM));
  log(`kill -9 of node 2 under ${rate} req/s for ${KILL_SECONDS} s…`);
  const kill = await behindNginx('kill', nodes.ports, (nginx) =>
    killNodeUnderLoad(nodes, 1, {
      nginx,
      mix,
      rate,
      seconds: KILL_SECONDS,
      databaseUrl: postgres.url,
    }),
  );
  log('a CV across nodes');
  const cv = await cvAcrossNodes(nodes.origin(0), nodes.origin(1), mix.slugs[0] as string);
  console.log(
    [
      `requests ${kill.step.samples.length}, failed ${kill.step.errors}; in flight at the kill ${kill.inFlightAtKill}; cut on the killed node (nginx log) ${kill.cutOnVictim}`,
      `failures outside the kill: ${kill.otherFailures.length}${kill.otherFailures.length > 0 ? ` (${[...new Set(kill.otherFailures)].slice(0, 5).join('; ')})` : ''}`,
      `applications acknowledged ${kill.acknowledged}, lost ${kill.lost.length}`,
      `node restarted in ${kill.restartSeconds.toFixed(1)} s`,
      `CV uploaded through node 1, downloaded through node 2: ${cv.ok ? 'ok' : 'FAILED'} (${cv.detail})`,
    ].join('\n'),
  );
  failed = kill.otherFailures.length > 0 || kill.lost.length > 0;
  if (one && two) writeScalingReport({ jobs: JOBS, stepSeconds: STEP_SECONDS, from: FROM, one, two, kill, cv });
} finally {
  await nodes.stopAll();
  postgres.stop();
  rmSync(dir, { recursive: true, force: true });
  log('stopped');
}
process.exit(failed ? 1 : 0);
