import { inject } from 'vitest';

interface JobSummary {
  slug: string;
  closed?: boolean;
}
interface JobFull extends JobSummary {
  external: boolean;
  questions: unknown[];
}

/** Two open offers applied to here, with no recruiter questions: the shortest real applications. */
export async function plainJobs(): Promise<string[]> {
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
    if (plain.length === 2) return plain;
  }
  throw new Error('the demo data has not two open, internal jobs without questions');
}
