import pg from 'pg';
import type { LoadMix } from '../load/load-mix';
import { isOk, openLoop, type StepResult } from '../load/open-loop';
import type { ClusterNodes } from './cluster-nodes';

export interface KillResult {
  step: StepResult;
  /** Requests sent before the kill and answered after it: the only ones allowed to fail. */
  inFlightAtKill: number;
  failedInFlight: number;
  /** Failures of requests that were not in flight at the kill: each one is a defect. */
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
    origin,
    ca,
    mix,
    rate,
    seconds,
    databaseUrl,
  }: {
    origin: string;
    ca: string;
    mix: LoadMix;
    rate: number;
    seconds: number;
    databaseUrl: string;
  },
): Promise<KillResult> {
  let killedAt = Number.NaN;
  let restartSeconds = Number.NaN;
  const step = await openLoop(origin, mix, rate, seconds, {
    ca,
    async during(startedAt) {
      await sleep(startedAt + (seconds * 1000) / 3 - performance.now());
      killedAt = performance.now();
      await nodes.kill(victim);
      await sleep(startedAt + (seconds * 1000) / 2 - performance.now());
      const restarting = performance.now();
      await nodes.start(victim);
      restartSeconds = (performance.now() - restarting) / 1000;
    },
  });
  const inFlight = step.samples.filter((s) => s.scheduledAt <= killedAt && s.endedAt >= killedAt);
  const failed = step.samples.filter((s) => !isOk(s));
  const otherFailures = failed
    .filter((s) => !inFlight.includes(s))
    .map((s) => `${s.kind} ${s.status} ${s.body.slice(0, 100)}`);

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
    failedInFlight: failed.length - otherFailures.length,
    otherFailures,
    acknowledged: ids.length,
    lost: ids.filter((id) => !present.has(id)),
    restartSeconds,
  };
}
