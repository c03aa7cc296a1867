import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { LoadMix } from '../load/load-mix';
import { describeFailure, isOk, openLoop, type StepResult } from '../load/open-loop';
import type { ClusterNodes } from './cluster-nodes';
import type { RunningNginx } from './nginx';

export interface KillResult {
  step: StepResult;
  /** Requests sent before the kill and answered after it, on either node. */
  inFlightAtKill: number;
  /** Answers ≥ 500 that nginx logged from the killed node: the requests the kill cut. */
  cutOnVictim: number;
  /** Failures beyond those: not in flight at the kill, or more than the killed node's cut ones. */
  otherFailures: string[];
  acknowledged: number;
  lost: string[];
  restartSeconds: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs the mix through nginx at `rate` for `seconds`, `kill -9`s node `victim` at a third of the
 * run and starts it again at half; then looks up every application answered 2xx in the database.
 */
export async function killNodeUnderLoad(
  nodes: ClusterNodes,
  victim: number,
  {
    nginx,
    mix,
    rate,
    seconds,
    databaseUrl,
  }: {
    nginx: RunningNginx;
    mix: LoadMix;
    rate: number;
    seconds: number;
    databaseUrl: string;
  },
): Promise<KillResult> {
  let killedAt = Number.NaN;
  // SIGKILL is not instant: until the process is seen gone, connections nginx opens to it can still
  // be accepted and then cut, so requests sent in that window were cut by the kill too.
  let goneAt = Number.NaN;
  let restartSeconds = Number.NaN;
  const step = await openLoop(nginx.origin, mix, rate, seconds, {
    ca: nginx.ca,
    async during(startedAt) {
      await sleep(startedAt + (seconds * 1000) / 3 - performance.now());
      killedAt = performance.now();
      await nodes.kill(victim);
      goneAt = performance.now();
      await sleep(startedAt + (seconds * 1000) / 2 - performance.now());
      const restarting = performance.now();
      await nodes.start(victim);
      restartSeconds = (performance.now() - restarting) / 1000;
    },
  });
  const inFlight = step.samples.filter((s) => s.scheduledAt <= goneAt && s.endedAt >= killedAt);
  const failed = step.samples.filter((s) => !isOk(s));
  const cutOnVictim = cutRequests(nginx.accessLog, nodes.ports[victim] as number);
  const outside = failed.filter((s) => !inFlight.includes(s));
  const inside = failed.filter((s) => inFlight.includes(s));
  const otherFailures = [...outside, ...inside.slice(cutOnVictim)].map(describeFailure);

  const ids = step.samples
    .filter((s) => s.kind === 'apply' && isOk(s))
    .map((s) => (JSON.parse(s.body) as { id: string }).id);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const found = await client.query<{ id: string }>('select id::text as id from applications where id::text = any($1)', [
    ids,
  ]);
  await client.end();
  const present = new Set(found.rows.map((r) => r.id));
  return {
    step,
    inFlightAtKill: inFlight.length,
    cutOnVictim,
    otherFailures,
    acknowledged: ids.length,
    lost: ids.filter((id) => !present.has(id)),
    restartSeconds,
  };
}

/** Answers ≥ 500 whose last upstream was the node on `port`, from nginx's `upstream` log format. */
function cutRequests(accessLog: string, port: number): number {
  return readFileSync(accessLog, 'utf8')
    .split('\n')
    .filter((line) => {
      const match = line.match(/" (\d{3}) \d+ upstream="([^"]*)"/);
      return match && Number(match[1]) >= 500 && match[2]?.split(', ').at(-1)?.endsWith(`:${port}`);
    }).length;
}
