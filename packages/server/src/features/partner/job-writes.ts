import { randomUUID } from 'node:crypto';
import { defaultValidThrough, type PartnerJobInput, type PartnerJobUpdate, searchDocument } from '@baobab/core';
import { one, type Queryable } from '../../db/db';
import { screenForPayment } from './payment-screen';
import { checkCountries, replaceDomains, setClause, uniqueSlug } from './write-support';

/** Stored columns of a job, by the partner field they come from. */
const COLUMNS = {
  title: 'title',
  excerpt: 'excerpt',
  description: 'description',
  bestCandidateProfil: 'best_candidate_profil',
  countryCode: 'country_code',
  city: 'city',
  contractType: 'contract_type',
  remote: 'remote',
  salary: 'salary',
  validThrough: 'valid_through',
  private: 'private',
  externalApplyUrl: 'external_apply_url',
  questions: 'questions',
  lang: 'lang',
} as const satisfies Partial<Record<keyof PartnerJobInput, string>>;
type Column = keyof typeof COLUMNS;

const JSON_FIELDS = new Set<Column>(['salary', 'questions']);
const stored = (field: Column, value: unknown) =>
  JSON_FIELDS.has(field) && value !== null ? JSON.stringify(value) : (value ?? null);

/** Recomputes a job's search text from its stored fields and its company (core searchDocument). */
async function refreshSearchText(q: Queryable, jobId: string) {
  const row = await one<{ title: string; description: string; best: string; alias: string; name: string }>(
    q,
    `select j.title, j.description, j.best_candidate_profil as best, c.alias, c.name
       from jobs j join companies c on c.id = j.company_id where j.id = $1`,
    [jobId],
  );
  if (!row) return;
  const text = searchDocument({
    title: row.title,
    description: row.description,
    bestCandidateProfil: row.best,
    companyDetails: { alias: row.alias, name: row.name },
  });
  await q.query('update jobs set search_text = $2 where id = $1', [jobId, text]);
}

/** A written job: its slug, and the sentence it is held for review for (payment-screen), if any. */
export interface WrittenJob {
  slug: string;
  heldForReview?: string;
}

/** Inserts a company's job with its domains (under `id`: a recruiter's draft keeps its id once published). */
export async function insertPartnerJob(
  q: Queryable,
  companyId: string,
  input: PartnerJobInput,
  id: string = randomUUID(),
): Promise<WrittenJob> {
  await checkCountries(q, 'countryCode', [input.countryCode]);
  const slug = uniqueSlug(input.title, 'offre');
  const fields = Object.keys(COLUMNS) as Column[];
  const publication = new Date();
  const job = { ...input, validThrough: input.validThrough ?? defaultValidThrough(publication).toISOString() };
  await q.query(
    `insert into jobs (id, slug, company_id, publication_date, search_text, ${fields.map((f) => COLUMNS[f]).join(', ')})
     values ($1, $2, $3, $4, '', ${fields.map((_, i) => `$${i + 5}`).join(', ')})`,
    [id, slug, companyId, publication, ...fields.map((f) => stored(f, job[f]))],
  );
  await replaceDomains(q, 'job_domains', id, input.activityDomains);
  await refreshSearchText(q, id);
  return { slug, heldForReview: await screenForPayment(q, id) };
}

/** Changes the given fields of a company's job; undefined when not the company's. */
export async function updatePartnerJob(
  q: Queryable,
  companyId: string,
  jobId: string,
  update: PartnerJobUpdate,
): Promise<WrittenJob | undefined> {
  const job = await one<{ slug: string; publication_date: Date }>(
    q,
    'select slug, publication_date from jobs where id = $1 and company_id = $2 for update',
    [jobId, companyId],
  );
  if (!job) return undefined;
  if (update.countryCode) await checkCountries(q, 'countryCode', [update.countryCode]);
  // A null closing date asks for the default again, counted from the offer's publication.
  const changes =
    update.validThrough === null
      ? { ...update, validThrough: defaultValidThrough(job.publication_date).toISOString() }
      : update;
  const fields = (Object.keys(COLUMNS) as Column[]).filter((f) => changes[f] !== undefined);
  await q.query(`update jobs set updated_at = now()${setClause(fields, COLUMNS, 2)} where id = $1`, [
    jobId,
    ...fields.map((f) => stored(f, changes[f])),
  ]);
  if (update.activityDomains) await replaceDomains(q, 'job_domains', jobId, update.activityDomains);
  await refreshSearchText(q, jobId);
  return { slug: job.slug, heldForReview: await screenForPayment(q, jobId) };
}

/** Closes a company's job; its slug, or undefined when not the company's. */
export async function closePartnerJob(q: Queryable, companyId: string, jobId: string): Promise<string | undefined> {
  const [row] = await q.query<{ slug: string }>(
    'update jobs set closed = true, updated_at = now() where id = $1 and company_id = $2 returning slug',
    [jobId, companyId],
  );
  return row?.slug;
}

/** Deletes a company's job; false when not the company's. */
export async function deletePartnerJob(q: Queryable, companyId: string, jobId: string): Promise<boolean> {
  const deleted = await q.query('delete from jobs where id = $1 and company_id = $2 returning id', [jobId, companyId]);
  return deleted.length > 0;
}
