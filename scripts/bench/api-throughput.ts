import type { DatabaseKind } from './seeded-database';
import { startServer } from './server-process';
import {
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
  /** Server-rendered job page vs a static file of its size; a reason when it cannot run. */
  ssr: CaseResult | { pending: string };
  memory: { rssMb: number; peakMb: number };
}

export const ratio = (r: CaseResult) => r.server.requestsPerSecond / r.reference.requestsPerSecond;

/** The round with the median ratio. */
function medianRound(rounds: CaseResult[]): CaseResult {
  const sorted = [...rounds].sort((a, b) => ratio(a) - ratio(b));
  return sorted[Math.floor(sorted.length / 2)] as CaseResult;
}

export const SEARCH_KEYWORD = 'développeur react';

function apiCases(slug: string): Case[] {
  const page1 = JSON.stringify({ page: 1, limit: 20 });
  return [
    { name: 'job list, page 1', method: 'POST', path: '/api/jobs/get-all-jobs', body: page1 },
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

/** The host site's /jobs/{slug}, when this build has one (the site is built separately). */
async function ssrCase(origin: string, slug: string): Promise<Case | string> {
  const path = `/jobs/${slug}`;
  const res = await fetch(origin + path);
  const type = res.headers.get('content-type') ?? '';
  if (res.status === 200 && type.startsWith('text/html'))
    return { name: `server-rendered ${path}`, method: 'GET', path };
  return `pending: no site build (GET ${path} answered ${res.status} ${type || 'without a type'})`;
}

/**
 * Starts the real server on a seeded database and, case by case, measures it and then the bare
 * reference server answering the same bytes, with the same connections and duration.
 */
export async function measureServer(
  kind: DatabaseKind,
  env: Record<string, string>,
  ports: { server: number; reference: number },
): Promise<ServerRun> {
  const server = await startServer(ports.server, env);
  try {
    const slug = await newestSlug(server.origin);
    const cases = apiCases(slug);
    const ssr = await ssrCase(server.origin, slug);
    if (typeof ssr !== 'string') cases.push(ssr);
    const answers: Record<string, Recorded> = {};
    for (const c of cases) answers[`${c.method} ${c.path}`] = await record(server.origin, c);
    const reference = await startReference(ports.reference, answers);
    const results: CaseResult[] = [];
    try {
      for (const c of cases) {
        console.error(`${kind}: ${c.name}…`);
        await hammer(server.origin, c, 2); // warm-up: JIT, caches, connections
        const bytes = Buffer.byteLength(answers[`${c.method} ${c.path}`]?.body ?? '');
        const rounds: CaseResult[] = [];
        for (let round = 0; round < throughputSettings.rounds; round++) {
          const serverRun = await hammer(server.origin, c);
          rounds.push({ name: c.name, bytes, server: serverRun, reference: await hammer(reference.origin, c) });
        }
        results.push(medianRound(rounds));
      }
    } finally {
      await reference.stop();
    }
    const ssrResult = typeof ssr === 'string' ? { pending: ssr } : (results.pop() as CaseResult);
    return { kind, cases: results, ssr: ssrResult, memory: server.memory() };
  } finally {
    await server.stop();
  }
}
