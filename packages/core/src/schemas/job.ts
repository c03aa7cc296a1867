import * as z from 'zod/mini';
import { DEFAULT_JOB_SORT, JOB_DEFAULT_VALIDITY_DAYS, JOB_PAGE_SIZE, KEYWORD_MAX_LENGTH } from '../constants';
import {
  boundedSchema,
  idSchema,
  intSchema,
  isoDateTimeSchema,
  limitSchema,
  localeSchema,
  pagedSchema,
  pageSchema,
  slugSchema,
  webUrlSchema,
} from './common';
import { questionSchema } from './questions';
import { countryCodeSchema, domainIdsSchema, tagSchema } from './taxonomy';

export const CONTRACT_TYPES = ['CDI', 'CDD', 'STAGE', 'FREELANCE', 'INTERIM', 'ALTERNANCE'] as const;
export const REMOTE_MODES = ['onsite', 'hybrid', 'remote'] as const;
export const SALARY_PERIODS = ['month', 'year'] as const;

export const companyDetailsSchema = z.object({
  alias: slugSchema,
  name: z.string(),
  logo: z.nullable(z.string()),
  /** The company is verified (companySummarySchema); absent in answers cached before it existed. */
  verified: z.optional(z.boolean()),
});

export const salarySchema = z.object({
  min: intSchema(0),
  max: intSchema(0),
  currency: z.string().check(z.length(3)),
  period: z.enum(SALARY_PERIODS),
});

/**
 * A job as lists carry it: docs/product.md §3's fields, texts included (the brief's list answers
 * have them), plus the short excerpt cards show.
 */
export const jobSummarySchema = z.object({
  id: idSchema,
  slug: slugSchema,
  title: z.string(),
  excerpt: z.string(),
  description: z.string(),
  bestCandidateProfil: z.string(),
  publicationDate: isoDateTimeSchema,
  /** Every public offer has one: its recruiters' date, else publication plus the default validity. */
  validThrough: isoDateTimeSchema,
  companyDetails: companyDetailsSchema,
  countryCode: countryCodeSchema,
  city: z.string(),
  contractType: z.enum(CONTRACT_TYPES),
  remote: z.enum(REMOTE_MODES),
  salary: z.nullable(salarySchema),
  activityDomains: z.array(tagSchema),
  closed: z.boolean(),
  external: z.boolean(),
  lang: localeSchema,
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

/** A job's detail page. */
export const jobSchema = z.extend(jobSummarySchema, {
  private: z.boolean(),
  externalApplyUrl: z.nullable(webUrlSchema),
  questions: z.array(questionSchema),
  /** Hidden pending review: reported by enough candidates, or its wording held (docs/product.md §9). */
  underReview: z.boolean(),
});
export type Job = z.infer<typeof jobSchema>;

const DAY_MS = 86_400_000;
/** When an offer published at `publication` lapses if its recruiters set no date. */
export const defaultValidThrough = (publication: Date) =>
  new Date(publication.getTime() + JOB_DEFAULT_VALIDITY_DAYS * DAY_MS);

/** `relevance` ranks a keyword's matches (core MATCH_SCORE), newest first on ties; without a keyword it is the date. */
export const JOB_SORT_FIELDS = ['relevance', 'publicationDate', 'title'] as const;

/** POST /api/jobs/get-all-jobs body (docs/product.md §7); the keyword travels in the query string. */
export const getAllJobsBodySchema = z.object({
  page: pageSchema,
  limit: limitSchema(JOB_PAGE_SIZE),
  /** Absent: by relevance when there is a keyword, else newest first. */
  sortBy: z.optional(z.enum(JOB_SORT_FIELDS)),
  sortByDirection: z._default(z.enum(['asc', 'desc']), DEFAULT_JOB_SORT.sortByDirection),
});
const keywordSchema = z.optional(boundedSchema(0, KEYWORD_MAX_LENGTH));
export const getAllJobsQuerySchema = z.object({ keyword: keywordSchema });
/**
 * A page of offers; a keyword that found none carries the closest query that finds some, if any,
 * with the sentence proposing it in the request's language.
 */
export const jobListSchema = z.extend(pagedSchema(jobSummarySchema), {
  didYouMean: z.optional(z.object({ keyword: z.string(), message: z.string() })),
});

/**
 * GET /api/jobs/suggestions: what the search box may propose while a keyword is typed; `lang`
 * names the language of the domains proposed in the URL, so a browser may keep the answer.
 */
export const keywordSuggestionsQuerySchema = z.object({ keyword: keywordSchema, lang: z.optional(localeSchema) });
export const keywordSuggestionsSchema = z.object({ suggestions: z.array(z.string()) });
export type JobList = z.infer<typeof jobListSchema>;

/** POST /api/jobs/filter-job-by-activity-domain: `ids` per spec, plus optional keyword and paging. */
export const filterJobsByDomainBodySchema = z.object({
  ids: domainIdsSchema,
  keyword: keywordSchema,
  page: pageSchema,
  limit: limitSchema(JOB_PAGE_SIZE),
});

export const jobsByLocationBodySchema = z.object({
  location: slugSchema,
  page: pageSchema,
  limit: limitSchema(JOB_PAGE_SIZE),
});

/**
 * A paged search of public jobs by keyword and activity domains, with its total: the board's tag
 * filter (the spec's by-domain call answers a bare array, which cannot say '57 offres') and a
 * company's jobs tab.
 */
export const jobSearchBodySchema = z.object({
  page: pageSchema,
  limit: limitSchema(JOB_PAGE_SIZE),
  keyword: keywordSchema,
  ids: z.optional(domainIdsSchema),
});
