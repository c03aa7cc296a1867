import type { DatabaseKind } from './seeded-database';
import { type RunningProcess, settle, startServer } from './server-process';
import {
  answerKey,
  type Case,
  hammer,
  type Recorded,
  record,
  startReference,
  type Throughput,
  throughputSettings,
} from './throughput';

export interface CaseResult {
  name: string;
  bytes: number;
  server: Throughput;
  reference: Throughput;
}

export interface ServerRun {
  kind: DatabaseKind;
  cases: CaseResult[];
  /** Server-rendered pages (brotli) vs the same bytes from node:http; a reason when there is no site. */
  pages: { hits: CaseResult[]; misses: CaseResult[] } | { pending: string };
  /** After the page cache was filled with `cachedPages` distinct job pages. */
  memory: { rssMb: number; peakMb: number; cachedPages: number };
}

export const ratio = (r: CaseResult) => r.server.requestsPerSecond / r.reference.requestsPerSecond;

/** node:http's CPU per request over ours: 1.0 is as cheap as a bare server sending the same bytes. */
export const cpuRatio = (r: CaseResult) =>
  (r.reference.cpuMicrosPerRequest ?? Number.NaN) / (r.server.cpuMicrosPerRequest ?? Number.NaN);

/**
 * The round with the median CPU ratio: each process's own CPU counters move little with what else
 * runs on the machine, where requests per second follow whatever the neighbours leave.
 */
function medianRound(rounds: CaseResult[]): CaseResult {
  const sorted = [...rounds].sort((a, b) => cpuRatio(a) - cpuRatio(b));
  return sorted[Math.floor(sorted.length / 2)] as CaseResult;
}

export const SEARCH_KEYWORD = 'développeur react';

function apiCases(slug: string): Case[] {
  const page1 = JSON.stringify({ page: 1, limit: 20 });
  return [
    { name: 'job list, page 1', method: 'POST', path: '/api/jobs/get-all-jobs', body: page1 },
    // As a browser (a widget on a partner page) reads it: compressed.
    {
      name: 'job list, page 1, brotli',
      method: 'POST',
      path: '/api/jobs/get-all-jobs',
      body: page1,
      headers: { 'accept-encoding': 'br' },
    },
    {
      name: `keyword search “${SEARCH_KEYWORD}”`,
      method: 'POST',
      path: `/api/jobs/get-all-jobs?keyword=${encodeURIComponent(SEARCH_KEYWORD)}`,
      body: page1,
    },
    { name: 'job detail', method: 'GET', path: `/api/jobs/${slug}` },
  ];
}

async function newestSlug(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/jobs/get-all-jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, limit: 1 }),
  });
  const { results } = (await res.json()) as { results: { slug: string }[] };
  if (!results[0]) throw new Error('no job to benchmark');
  return results[0].slug;
}

/** What is measured: BENCH_CASES, a comma-separated choice of api, hits (and the memory), misses; all by default. */
const GROUPS = new Set(process.env.BENCH_CASES?.split(',') ?? ['api', 'hits', 'misses']);

/** How many distinct job pages are read before the RSS is taken (more than the cache's bound holds). */
const PAGES_TO_CACHE = Number(process.env.BENCH_CACHED_PAGES ?? 4000);

/** The pages candidates arrive on, read as a browser reads them (brotli accepted, French). */
export async function pageCases(origin: string, slug: string): Promise<Case[] | string> {
  const headers = { 'accept-encoding': 'br', 'accept-language': 'fr' };
  const paths = [`/jobs/${slug}`, '/jobs', '/entreprises'];
  const res = await fetch(origin + paths[0]);
  const type = res.headers.get('content-type') ?? '';
  if (res.status !== 200 || !type.startsWith('text/html'))
    return `pending: no site build (GET ${paths[0]} answered ${res.status} ${type || 'without a type'})`;
  return paths.map((path) => ({ name: `page ${path}`, method: 'GET', path, headers }));
}

/**
 * Each case measured against the reference in alternating rounds, reading each process's CPU
 * counters around its window; the median round kept.
 */
async function measureCases(
  server: RunningProcess,
  reference: RunningProcess,
  cases: Case[],
  answers: Record<string, Recorded>,
  settings: { durationSeconds?: number; connections?: number } = {},
) {
  const results: CaseResult[] = [];
  const run = (p: RunningProcess, c: Case) => hammer(p.origin, c, { ...settings, cpuMicros: p.cpuMicros });
  for (const c of cases) {
    console.error(`${server.origin}: ${c.name}…`);
    // Warm-up: JIT, caches, connections.
    await hammer(server.origin, c, { ...settings, durationSeconds: 2 });
    await hammer(reference.origin, c, { ...settings, durationSeconds: 2 });
    await settle(server);
    const bytes = Buffer.from(answers[answerKey(c)]?.body ?? '', 'base64').length;
    const rounds: CaseResult[] = [];
    for (let round = 0; round < throughputSettings.rounds; round++)
      rounds.push({ name: c.name, bytes, server: await run(server, c), reference: await run(reference, c) });
    const median = medianRound(rounds);
    // As it goes: a run cut short still tells what it measured.
    console.error(
      `  ${median.server.requestsPerSecond.toFixed(0)} / ${median.reference.requestsPerSecond.toFixed(0)} req/s, ` +
        `${median.server.cpuMicrosPerRequest?.toFixed(0)} / ${median.reference.cpuMicrosPerRequest?.toFixed(0)} µs CPU a request: ` +
        `CPU ratio ${cpuRatio(median).toFixed(2)}`,
    );
    results.push(median);
  }
  return results;
}

/** Reads `count` distinct job pages (eight at a time) so the page cache holds what a busy day leaves. */
export async function fillPageCache(origin: string, count: number): Promise<number> {
  const slugs: string[] = [];
  for (let page = 1; slugs.length < count; page++) {
    const res = await fetch(`${origin}/api/jobs/get-all-jobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page, limit: 100 }),
    });
    const { results } = (await res.json()) as { results: { slug: string }[] };
    if (results.length === 0) break;
    slugs.push(...results.map((r) => r.slug));
  }
  const queue = slugs.slice(0, count);
  const reader = async () => {
    for (let slug = queue.pop(); slug; slug = queue.pop())
      await fetch(`${origin}/jobs/${slug}`, { headers: { 'accept-encoding': 'br' } }).then((r) => r.arrayBuffer());
  };
  await Promise.all(Array.from({ length: 8 }, reader));
  return Math.min(count, slugs.length);
}

/**
 * Starts the real server on a seeded database and, case by case, measures it and then the bare
 * reference server answering the same bytes, with the same connections and duration: the API,
 * the pages from the page cache (hits), then the same pages from a server without it (misses).
 */
export async function measureServer(
  kind: DatabaseKind,
  env: Record<string, string>,
  ports: { server: number; reference: number },
): Promise<ServerRun> {
  const server = await startServer(ports.server, env);
  let reference: Awaited<ReturnType<typeof startReference>> | undefined;
  try {
    const slug = await newestSlug(server.origin);
    const cases = apiCases(slug);
    const pages = await pageCases(server.origin, slug);
    const all = typeof pages === 'string' ? cases : [...cases, ...pages];
    const answers: Record<string, Recorded> = {};
    for (const c of all) answers[answerKey(c)] = await record(server.origin, c);
    reference = await startReference(ports.reference, answers);
    const results = GROUPS.has('api') ? await measureCases(server, reference, cases, answers) : [];
    if (typeof pages === 'string')
      return { kind, cases: results, pages: { pending: pages }, memory: { ...server.memory(), cachedPages: 0 } };
    const hits = GROUPS.has('hits') ? await measureCases(server, reference, pages, answers) : [];
    console.error(`${kind}: filling the page cache…`);
    const cachedPages = GROUPS.has('hits') ? await fillPageCache(server.origin, PAGES_TO_CACHE) : 0;
    const memory = { ...server.memory(), cachedPages };
    await server.stop();
    if (!GROUPS.has('misses')) return { kind, cases: results, pages: { hits, misses: [] }, memory };
    const uncached = await startServer(ports.server, { ...env, PAGE_CACHE_MB: '0' });
    try {
      const misses = await measureCases(uncached, reference, pages, answers, {
        connections: throughputSettings.missConnections,
        durationSeconds: 2 * throughputSettings.durationSeconds,
      });
      return { kind, cases: results, pages: { hits, misses }, memory };
    } finally {
      await uncached.stop();
    }
  } finally {
    await reference?.stop();
    await server.stop();
  }
}
