import { inject } from 'vitest';

interface JobSummary {
  slug: string;
  closed?: boolean;
}
interface JobFull extends JobSummary {
  external: boolean;
  questions: unknown[];
}

/** Open offers applied to here, with no recruiter questions: the shortest real applications. */
export async function plainJobs(count = 2): Promise<string[]> {
  const { apiOrigin } = inject('stack');
  const res = await fetch(`${apiOrigin}/api/jobs/get-all-jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, limit: 50 }),
  });
  const { results } = (await res.json()) as { results: JobSummary[] };
  const plain: string[] = [];
  for (const { slug: candidate } of results) {
    const job = (await (await fetch(`${apiOrigin}/api/jobs/${candidate}`)).json()) as JobFull;
    if (!job.closed && job.external === false && job.questions.length === 0) plain.push(job.slug);
    if (plain.length === count) return plain;
  }
  throw new Error(`the demo data has not ${count} open, internal jobs without questions`);
}

/** The first result of a demo-data list (`/api/jobs/get-all-jobs`, `/api/companies/list`). */
export async function firstOf(path: string): Promise<Record<string, string>> {
  const res = await fetch(`${inject('stack').apiOrigin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, limit: 1 }),
  });
  const { results } = (await res.json()) as { results: Record<string, string>[] };
  if (!results[0]) throw new Error(`the demo data has nothing at ${path}`);
  return results[0];
}
