import { type ApplyFields, knockOutSchema, questionSchema, type ScreeningQuestion } from '@baobab/core';
import * as z from 'zod/mini';
import { cachedCatalogue } from '../../catalogue/catalogue-cache';
import { one, type Queryable } from '../../db/db';
import { ApiError, notFound } from '../../http/errors';
import { jobIsClosed } from '../jobs/job-state';

/** What an application is sent to: a job, or a company for a spontaneous application. */
export interface ApplyTarget {
  jobId: string | null;
  companyId: string;
  /** Null for a spontaneous application. */
  jobSlug: string | null;
  /** Null for a spontaneous application. */
  jobTitle: string | null;
  companyAlias: string;
  companyName: string;
  companyLogo: string | null;
  /** With their knock-out answers: the server alone reads them (knockOutHits). */
  questions: ScreeningQuestion[];
}

const questionsSchema = z.array(z.extend(questionSchema, { knockOut: z.optional(knockOutSchema) }));

interface JobTargetRow {
  id: string;
  title: string;
  company_id: string;
  company_alias: string;
  company_name: string;
  company_logo: string | null;
  external_apply_url: string | null;
  questions: unknown;
  closed: boolean;
  valid_through: Date | null;
}

/**
 * A job found by slug, private ones included (they are applied to by direct link), if still open.
 * Its row comes from the catalogue cache (a job and its company are catalogue tables: a recruiter
 * closing it changes the catalogue version); its date is compared here, at each application, since
 * a date passes without a write.
 */
async function jobTarget(db: Queryable, slug: string): Promise<ApplyTarget> {
  const job = await cachedCatalogue(db, `apply target ${slug}`, () =>
    one<JobTargetRow>(
      db,
      `select j.id, j.title, j.company_id, c.alias as company_alias, c.name as company_name, c.logo as company_logo,
              j.external_apply_url, j.questions, j.closed, j.valid_through
         from jobs j join companies c on c.id = j.company_id
        where j.slug = $1`,
      [slug],
      { prepared: true },
    ),
  );
  if (!job) throw notFound();
  if (jobIsClosed(job)) throw new ApiError(409, 'JOB_CLOSED');
  // The job is handled on the company's own platform; the answer says where.
  if (job.external_apply_url)
    throw new ApiError(409, 'EXTERNAL_APPLICATION', undefined, { url: job.external_apply_url });
  return {
    jobId: job.id,
    companyId: job.company_id,
    jobSlug: slug,
    jobTitle: job.title,
    companyAlias: job.company_alias,
    companyName: job.company_name,
    companyLogo: job.company_logo,
    questions: questionsSchema.parse(job.questions),
  };
}

async function spontaneousTarget(db: Queryable, alias: string): Promise<ApplyTarget> {
  const company = await one<{ id: string; name: string; logo: string | null; spontaneous_applications: boolean }>(
    db,
    'select id, name, logo, spontaneous_applications from companies where alias = $1',
    [alias],
  );
  if (!company) throw notFound();
  if (!company.spontaneous_applications) throw new ApiError(409, 'SPONTANEOUS_NOT_OFFERED');
  return {
    jobId: null,
    companyId: company.id,
    jobSlug: null,
    jobTitle: null,
    companyAlias: alias,
    companyName: company.name,
    companyLogo: company.logo,
    questions: [],
  };
}

/** Resolves the job or company applied to; 404 when unknown, 409 when it takes no application here. */
export function resolveTarget(db: Queryable, fields: Pick<ApplyFields, 'jobSlug' | 'companyAlias'>) {
  // applyFieldsSchema lets through exactly one of the two.
  return fields.jobSlug ? jobTarget(db, fields.jobSlug) : spontaneousTarget(db, fields.companyAlias!);
}
