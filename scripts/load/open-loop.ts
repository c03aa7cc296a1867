import type { CpuPerRequest } from './cpu-accounting';
import { nodeHttpClient, percentile } from './http-timer';
import { leanClient } from './lean-client';
import { KINDS, type Kind, type LoadMix } from './load-mix';

export interface Sample {
  kind: Kind;
  status: number;
  /** From the request's scheduled time (not its send): a slow server's queue counts against it. */
  ms: number;
  scheduledAt: number;
  endedAt: number;
  body: string;
}

export interface StepResult {
  rate: number;
  seconds: number;
  samples: Sample[];
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  /** CPU per request by process, when the step was metered. */
  cpu?: CpuPerRequest;
}

/** Starts metering the CPU of a step's processes; `stop` answers it per request. */
export type CpuMeter = () => Promise<{ stop(requests: number): Promise<CpuPerRequest> }>;

/** Most sockets the generator opens; past that, requests wait for one (and that wait is timed). */
const MAX_SOCKETS = 256;
/**
 * A request unanswered this long is an error: past the server's capacity an open loop's backlog
 * grows without end, and the step would otherwise wait for all of it (a 100 000-job run on a
 * busy machine reported no step in 12 minutes).
 */
const REQUEST_TIMEOUT_MS = Number(process.env.LOAD_REQUEST_TIMEOUT_MS ?? 30_000);
export const P99_TARGET_MS = 100;
/** The generator's HTTP client: lean-client.ts, or node:http's Agent with `LOAD_CLIENT=node-http` (to compare). */
const client = process.env.LOAD_CLIENT === 'node-http' ? nodeHttpClient : leanClient;

const f2 = (n: number | undefined) => (n === undefined ? '–' : n.toFixed(2));

export const isOk = (s: { status: number }) => s.status >= 200 && s.status < 300;

function summarize(rate: number, seconds: number, samples: Sample[], cpu?: CpuPerRequest): StepResult {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    cpu,
    rate,
    seconds,
    samples,
    errors: samples.filter((s) => !isOk(s)).length,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    p99: percentile(ms, 99),
  };
}

/**
 * Open loop: request i is sent at start + i / rate whatever the answers so far, so a server that
 * slows down meets the same arrivals (a closed loop would wait and hide it). `during` runs
 * alongside, e.g. to kill a node mid-run.
 */
export async function openLoop(
  origin: string,
  mix: LoadMix,
  rate: number,
  seconds: number,
  {
    ca,
    during,
    meter,
    settle,
  }: {
    ca?: string;
    during?: (startedAt: number) => Promise<void>;
    meter?: CpuMeter;
    /**
     * Waits for the server to finish what the untimed preparation left behind (its registrations
     * and captcha solutions come in a burst just before the step, not at the mix's pace).
     */
    settle?: () => Promise<void>;
  } = {},
): Promise<StepResult> {
  const total = Math.round(rate * seconds);
  await mix.prepare(total);
  await settle?.();
  // Metered after the preparation (candidates, captchas), which is not the step's load.
  const metering = await meter?.();
  const http = client(origin, MAX_SOCKETS, ca, REQUEST_TIMEOUT_MS);
  const inFlight: Promise<Sample>[] = [];
  const start = performance.now();
  const side = during?.(start);
  for (let i = 0; i < total; i++) {
    const scheduledAt = start + (i * 1000) / rate;
    const wait = scheduledAt - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const { kind, done } = mix.send(http, i);
    inFlight.push(
      done.then((t) => {
        const endedAt = performance.now();
        // The client keeps bodies for failures (the report quotes them) and applications (their ids)
        // only: a 60 s step at hundreds of requests a second would otherwise hold a gigabyte of pages.
        return { kind, status: t.status, ms: endedAt - scheduledAt, scheduledAt, endedAt, body: t.body };
      }),
    );
  }
  const samples = await Promise.all(inFlight);
  const cpu = await metering?.stop(samples.length);
  await side;
  http.close();
  return summarize(rate, seconds, samples, cpu);
}

/** How stepUp walks, in words for the reports. */
export const STEP_RULE = `the rate grows ×1.4 a step, after an unreported warm-up step at the first rate, until a request fails, p50 reaches ${P99_TARGET_MS} ms, or two steps in a row miss p99 < ${P99_TARGET_MS} ms`;

const passes = (r: StepResult) => r.errors === 0 && r.p99 < P99_TARGET_MS;

/**
 * Steps the arrival rate up (×1.4 each time) from `from` and answers every step and the highest
 * that met p99 < 100 ms with 0 errors. It stops at an error, at a saturated server (p50 past the
 * target), or at a second miss in a row: on a shared machine one step can miss by a neighbour's
 * burst, and the next one tells. A first, unreported step at
 * `from` warms the server (JIT, caches, search index), which a fresh process would otherwise pay
 * inside the first measured step.
 */
export async function stepUp(
  origin: string,
  mix: LoadMix,
  {
    from,
    seconds,
    warmupSeconds = seconds,
    maxSteps = 12,
    ca,
    settle,
    meter,
  }: {
    from: number;
    seconds: number;
    warmupSeconds?: number;
    maxSteps?: number;
    ca?: string;
    /**
     * Waits for the server to finish what the warm-up started (the word index loads in the
     * background), and before each step what its preparation did.
     */
    settle?: () => Promise<void>;
    meter?: CpuMeter;
  },
) {
  await openLoop(origin, mix, from, warmupSeconds, { ca });
  await settle?.();
  const steps: StepResult[] = [];
  for (let rate = from, n = 0; n < maxSteps; rate = Math.round(rate * 1.4), n++) {
    const step = await openLoop(origin, mix, rate, seconds, { ca, meter, settle });
    const cpu = step.cpu
      ? `; CPU ms/req server ${f2(step.cpu.server)}, postgres ${f2(step.cpu.postgres)}, generator ${f2(step.cpu.generator)}`
      : '';
    console.error(
      `  ${rate} req/s: p99 ${step.p99.toFixed(1)} ms, ${step.errors} errors ${passes(step) ? '✓' : '✗'}${cpu}`,
    );
    steps.push(step);
    const missedTwice = !passes(step) && steps.length > 1 && !passes(steps.at(-2) as StepResult);
    if (step.errors > 0 || step.p50 >= P99_TARGET_MS || missedTwice) break;
  }
  const best = steps
    .filter(passes)
    .sort((a, b) => a.rate - b.rate)
    .at(-1);
  return { steps, best };
}

const f = (n: number) => n.toFixed(1);

/** All the CPU a request took, by every metered process. */
const cpuSum = (c: CpuPerRequest) => c.server + (c.postgres ?? 0) + c.generator;

/**
 * Markdown rows of the stepped rates; with CPU metered, the ms of CPU each request took by process
 * and the cores all of it would keep busy at 1 000 req/s (ms per request × 1 000 req/s ÷ 1 000 ms).
 */
export function stepTable(steps: StepResult[]): string[] {
  const metered = steps.some((s) => s.cpu);
  const cpuHead = metered ? ' CPU ms/req server | postgres | generator | cores at 1 000 req/s |' : '';
  const cpuCells = (c?: CpuPerRequest) =>
    metered ? ` ${f2(c?.server)} | ${f2(c?.postgres)} | ${f2(c?.generator)} | ${c ? f2(cpuSum(c)) : '–'} |` : '';
  return [
    `| offered req/s | requests | errors | p50 ms | p95 ms | p99 ms | p99 < 100 ms, 0 errors |${cpuHead}`,
    `|---|---|---|---|---|---|---|${metered ? '---|---|---|---|' : ''}`,
    ...steps.map(
      (s) =>
        `| ${s.rate} | ${s.samples.length} | ${s.errors} | ${f(s.p50)} | ${f(s.p95)} | ${f(s.p99)} | ${passes(s) ? '✅' : '❌'} |${cpuCells(s.cpu)}`,
    ),
  ];
}

/** Markdown rows per kind of request (the existing report layout) for one step. */
export function kindTable(step: StepResult): string[] {
  const row = (name: string, all: Sample[]) => {
    const s = summarize(step.rate, step.seconds, all);
    return `| ${name} | ${all.length} | ${(all.length / step.seconds).toFixed(0)} | ${s.errors} | ${f(s.p50)} | ${f(s.p95)} | ${f(s.p99)} |`;
  };
  return [
    '| requests | count | per s | errors | p50 ms | p95 ms | p99 ms |',
    '|---|---|---|---|---|---|---|',
    ...KINDS.map((k) =>
      row(
        k,
        step.samples.filter((s) => s.kind === k),
      ),
    ),
    row('**all**', step.samples),
  ];
}

/** One failure on one line (an nginx error page spans several), for a report. */
export const describeFailure = (s: Sample) => `${s.kind} ${s.status} ${s.body.replace(/\s+/g, ' ').slice(0, 120)}`;

/** The first distinct failures, for a report. */
export const firstErrors = (samples: Sample[]) =>
  [...new Set(samples.filter((s) => !isOk(s)).map(describeFailure))].slice(0, 10);
