import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
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
  /** Sent with every request, e.g. `accept-encoding: br` for a page read as a browser reads it. */
  headers?: Record<string, string>;
}

/**
 * What the reference server answers a request by: method, path and the encoding asked for (the
 * same read, compressed or not, is two answers). reference-server.mjs builds the same string.
 */
export const answerKey = (c: Case) => `${c.method} ${c.path} ${c.headers?.['accept-encoding'] ?? ''}`;

export interface Recorded {
  status: number;
  /**
   * Every header it travelled with but those node:http writes itself (date, connection,
   * keep-alive, length): the reference sends them too, since the security policy and cache
   * headers are bytes on the wire that any server answering this must write.
   */
  headers: [string, string][];
  /** The answer's bytes as sent (still compressed), base64. */
  body: string;
}

const requestHeaders = (c: Case) => ({
  ...(c.body ? { 'content-type': 'application/json' } : {}),
  ...c.headers,
});

export interface Throughput {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** The server process's CPU time (user + system) per request answered, in µs, when it was read. */
  cpuMicrosPerRequest?: number;
}

export const throughputSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 32),
  durationSeconds: Number(process.env.BENCH_DURATION ?? 5),
  /**
   * Page misses (a render each) with fewer connections and twice the time: 32 renders at once on a
   * busy 2-core machine finish after a 5 s window, which then counts nothing.
   */
  missConnections: Number(process.env.BENCH_MISS_CONNECTIONS ?? 4),
  /** Alternating server/reference rounds; the median ratio is kept (the machine is shared and noisy). */
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
};

const NODE_WRITES = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** The answer to one case, byte for byte as it travelled (node:http, so nothing is decompressed). */
export function record(origin: string, c: Case): Promise<Recorded> {
  return new Promise((resolve, reject) => {
    const req = request(origin + c.path, { method: c.method, headers: requestHeaders(c) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        if (res.statusCode !== 200)
          return reject(new Error(`${c.name}: ${c.method} ${c.path} answered ${res.statusCode}`));
        resolve({
          status: res.statusCode,
          headers: Object.entries(res.headers).flatMap(([name, value]) =>
            typeof value === 'string' && !NODE_WRITES.has(name) ? [[name, value] as [string, string]] : [],
          ),
          body: Buffer.concat(chunks).toString('base64'),
        });
      });
    });
    req.on('error', reject);
    req.end(c.body);
  });
}

/**
 * autocannon on one case: the same connections and duration for the real and the reference server.
 * With `cpuMicros` (the server process's CPU counter), the CPU it spent in the window is divided by
 * the requests it answered there.
 */
export async function hammer(
  origin: string,
  c: Case,
  {
    durationSeconds = throughputSettings.durationSeconds,
    connections = throughputSettings.connections,
    cpuMicros,
  }: { durationSeconds?: number; connections?: number; cpuMicros?: () => number } = {},
) {
  const cpuBefore = cpuMicros?.();
  const result = await autocannon({
    url: origin + c.path,
    method: c.method,
    body: c.body,
    headers: requestHeaders(c),
    connections,
    duration: durationSeconds,
  });
  const cpu = cpuMicros && cpuBefore !== undefined ? cpuMicros() - cpuBefore : undefined;
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    cpuMicrosPerRequest: cpu === undefined || result.requests.total === 0 ? undefined : cpu / result.requests.total,
  } satisfies Throughput;
}

/** Starts the bare node:http reference server answering `answers` (keyed by answerKey). */
export async function startReference(port: number, answers: Record<string, Recorded>) {
  const file = join(mkdtempSync(join(tmpdir(), 'baobab-reference-')), 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const ready = Object.keys(answers)[0]?.split(' ')[1] ?? '/';
  return startProcess([`${REPO}scripts/bench/reference-server.mjs`, file], { port, readyPath: ready });
}
