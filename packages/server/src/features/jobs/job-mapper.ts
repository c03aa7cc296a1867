import {
  type Job,
  type JobSummary,
  type Locale,
  publicQuestions,
  type ScreeningQuestion,
  type Tag,
} from '@baobab/core';
import { JOB_IS_CLOSED } from './job-state';

/** The job's own columns of a job list row; `j` is jobs. */
export const JOB_OWN_SUMMARY_COLUMNS = `j.id, j.slug, j.title, j.excerpt, j.description, j.best_candidate_profil,
  j.publication_date, j.valid_through,
  j.country_code, j.city, j.contract_type, j.remote, j.salary, ${JOB_IS_CLOSED} as closed, j.external_apply_url, j.lang`;

/** Its company's columns; `c` is companies. */
export const COMPANY_SUMMARY_COLUMNS = `c.alias as company_alias, c.name as company_name, c.logo as company_logo,
  c.verified_origin is not null as company_verified`;

/** The columns of a job list row; `j` is jobs, `c` its company. */
export const JOB_SUMMARY_COLUMNS = `${JOB_OWN_SUMMARY_COLUMNS},
  ${COMPANY_SUMMARY_COLUMNS}`;

/** A job page also has its privacy and questions. */
export const JOB_COLUMNS = `${JOB_SUMMARY_COLUMNS}, j.private, j.questions,
  (j.hidden_by_reports or j.held_for_review is not null) as under_review`;

/** What COMPANY_SUMMARY_COLUMNS read. */
export interface CompanySummaryRow {
  company_alias: string;
  company_name: string;
  company_logo: string | null;
  company_verified: boolean;
}

/** What JOB_OWN_SUMMARY_COLUMNS read. */
export interface JobOwnSummaryRow {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  description: string;
  best_candidate_profil: string;
  publication_date: Date;
  valid_through: Date;
  country_code: JobSummary['countryCode'];
  city: string;
  contract_type: JobSummary['contractType'];
  remote: JobSummary['remote'];
  salary: JobSummary['salary'];
  closed: boolean;
  external_apply_url: string | null;
  lang: Locale;
}

interface JobSummaryRow extends JobOwnSummaryRow, CompanySummaryRow {}

/** A list page's row: a summary's, with its domains' ids (job-store.ts reads both in one query). */
export type PageRow = JobSummaryRow & { domain_ids: number[] };

export interface JobRow extends JobSummaryRow {
  private: boolean;
  questions: ScreeningQuestion[];
  under_review: boolean;
}

/** A job's summary from its own columns and its company's (the same row when both were read together). */
export function toJobSummary(row: JobOwnSummaryRow, company: CompanySummaryRow, activityDomains: Tag[]): JobSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    description: row.description,
    bestCandidateProfil: row.best_candidate_profil,
    publicationDate: row.publication_date.toISOString(),
    validThrough: row.valid_through.toISOString(),
    companyDetails: {
      alias: company.company_alias,
      name: company.company_name,
      logo: company.company_logo,
      verified: company.company_verified,
    },
    countryCode: row.country_code,
    city: row.city,
    contractType: row.contract_type,
    remote: row.remote,
    salary: row.salary,
    activityDomains,
    closed: row.closed,
    external: row.external_apply_url !== null,
    lang: row.lang,
  };
}

/**
 * A job page. Its questions' knock-out answers are the company's own: only `forCompany` (the partner
 * API's and the recruiter space's reads of the company's jobs) keeps them; candidates never get them.
 */
export function toJob(row: JobRow, activityDomains: Tag[], forCompany = false): Job {
  return {
    ...toJobSummary(row, row, activityDomains),
    private: row.private,
    externalApplyUrl: row.external_apply_url,
    questions: forCompany ? row.questions : publicQuestions(row.questions),
    underReview: row.under_review,
  };
}
