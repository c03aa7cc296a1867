import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { REPO, startProcess } from './server-process';

/** One request of a throughput case; the reference server answers the bytes the real one gave. */
export interface Case {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

export interface Recorded {
  status: number;
  contentType: string;
  body: string;
}

export interface Throughput {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export const throughputSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 32),
  durationSeconds: Number(process.env.BENCH_DURATION ?? 5),
  /** Alternating server/reference rounds; the median ratio is kept (the machine is shared and noisy). */
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
};

export async function record(origin: string, c: Case): Promise<Recorded> {
  const res = await fetch(origin + c.path, {
    method: c.method,
    body: c.body,
    headers: c.body ? { 'content-type': 'application/json' } : {},
  });
  if (res.status !== 200) throw new Error(`${c.name}: ${c.method} ${c.path} answered ${res.status}`);
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', body: await res.text() };
}

/** autocannon on one case: the same connections and duration for the real and the reference server. */
export async function hammer(origin: string, c: Case, durationSeconds = throughputSettings.durationSeconds) {
  const result = await autocannon({
    url: origin + c.path,
    method: c.method,
    body: c.body,
    headers: c.body ? { 'content-type': 'application/json' } : {},
    connections: throughputSettings.connections,
    duration: durationSeconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  } satisfies Throughput;
}

/** Starts the bare node:http reference server answering `answers` (keyed `METHOD path`). */
export async function startReference(port: number, answers: Record<string, Recorded>) {
  const file = join(mkdtempSync(join(tmpdir(), 'baobab-reference-')), 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const ready = Object.keys(answers)[0]?.split(' ')[1] ?? '/';
  return startProcess([`${REPO}scripts/bench/reference-server.mjs`, file], { port, readyPath: ready });
}
