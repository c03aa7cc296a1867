import * as z from 'zod/mini';
import { MAX_PAGE_LIMIT, PARTNER_APPLICATIONS_PAGE_SIZE } from '../constants';
import { applicationEventSchema, applicationStatusSchema } from './application';
import {
  boundedSchema,
  idSchema,
  isoDateTimeSchema,
  localeSchema,
  pagedSchema,
  slugSchema,
  trimmedSchema,
  webUrlSchema,
} from './common';
import { COMPANY_SIZES, companyPerksInputSchema, socialsSchema } from './company';
import { documentSchema } from './document';
import { CONTRACT_TYPES, jobSchema, REMOTE_MODES, salarySchema } from './job';
import { QUESTIONS_MAX, screeningQuestionSchema } from './knock-out';
import { countryCodeSchema, domainIdsSchema } from './taxonomy';

/** Prefix of every partner API key, so a key is recognisable in a header and in a leak scanner. */
export const PARTNER_KEY_PREFIX = 'bk_';
/** Where the partner API lives; keys go in `Authorization: Bearer bk_…` or `X-Api-Key: bk_…`. */
export const PARTNER_API_BASE = '/api/partner/v1';

/** A job as a partner writes it (create). Texts are plain text; the board escapes them. */
export const partnerJobInputSchema = z.object({
  title: trimmedSchema(3, 200),
  excerpt: trimmedSchema(1, 500),
  description: trimmedSchema(1, 20_000),
  bestCandidateProfil: trimmedSchema(1, 10_000),
  countryCode: countryCodeSchema,
  city: trimmedSchema(1, 100),
  contractType: z.enum(CONTRACT_TYPES),
  remote: z._default(z.enum(REMOTE_MODES), 'onsite'),
  salary: z.optional(z.nullable(salarySchema)),
  /** Absent or null: publication plus JOB_DEFAULT_VALIDITY_DAYS. */
  validThrough: z.optional(z.nullable(isoDateTimeSchema)),
  private: z._default(z.boolean(), false),
  externalApplyUrl: z.optional(z.nullable(webUrlSchema)),
  questions: z._default(z.array(screeningQuestionSchema).check(z.maxLength(QUESTIONS_MAX)), []),
  activityDomains: z._default(domainIdsSchema, []),
  lang: z._default(localeSchema, 'fr'),
});
export type PartnerJobInput = z.infer<typeof partnerJobInputSchema>;

/** An update names only the fields it changes. */
export const partnerJobUpdateSchema = z.partial(partnerJobInputSchema);
export type PartnerJobUpdate = z.infer<typeof partnerJobUpdateSchema>;

/** The company profile fields a partner may change (alias and name stay ours: links depend on them). */
export const partnerCompanyUpdateSchema = z.object({
  tagline: z.optional(trimmedSchema(0, 200)),
  description: z.optional(trimmedSchema(0, 20_000)),
  size: z.optional(z.enum(COMPANY_SIZES)),
  website: z.optional(z.nullable(webUrlSchema)),
  socials: z.optional(socialsSchema),
  countries: z.optional(z.array(countryCodeSchema).check(z.maxLength(60))),
  activityDomains: z.optional(domainIdsSchema),
  spontaneousApplications: z.optional(z.boolean()),
  /** Replaces the whole list (an empty list removes the section). */
  perks: z.optional(companyPerksInputSchema),
});
export type PartnerCompanyUpdate = z.infer<typeof partnerCompanyUpdateSchema>;

/** The single images of a company, replaced or deleted by kind (gallery photos go by id). */
export const partnerImageParamsSchema = z.object({ kind: z.enum(['logo', 'cover']) });
/** Text field of an image upload; the file part is named `file`. */
export const partnerImageFieldsSchema = z.object({ alt: z.optional(trimmedSchema(0, 200)) });

export const partnerPublicationInputSchema = z.object({
  title: trimmedSchema(3, 200),
  excerpt: trimmedSchema(1, 500),
  body: trimmedSchema(1, 50_000),
  author: trimmedSchema(1, 100),
  lang: z._default(localeSchema, 'fr'),
});

/** An application as its company sees it; `candidate` and files are null once anonymised. */
export const partnerApplicationSchema = z.object({
  id: idSchema,
  spontaneous: z.boolean(),
  job: z.nullable(z.object({ id: idSchema, slug: slugSchema, title: z.string() })),
  candidate: z.nullable(
    z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.nullable(z.string()) }),
  ),
  status: applicationStatusSchema,
  timeline: z.array(applicationEventSchema),
  cv: z.nullable(documentSchema),
  coverLetter: z.nullable(documentSchema),
  motivation: z.string(),
  answers: z.record(z.string(), z.unknown()),
  /** An answer hit one of the job's knock-out answers (the candidate is not told); which questions' in `knockOutQuestions`. */
  knockedOut: z.boolean(),
  knockOutQuestions: z.array(z.string()),
  consents: z.object({ version: z.string(), acceptedAt: isoDateTimeSchema, accepted: z.array(z.string()) }),
  createdAt: isoDateTimeSchema,
});
export type PartnerApplication = z.infer<typeof partnerApplicationSchema>;
export const partnerApplicationListSchema = pagedSchema(partnerApplicationSchema);

/** Query string values arrive as text: page and limit are read as integers. */
const queryInt = (min: number, max: number, fallback: number) =>
  z._default(z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max)), fallback);

export const partnerApplicationsQuerySchema = z.object({
  jobId: z.optional(idSchema),
  page: queryInt(1, 100_000, 1),
  limit: queryInt(1, MAX_PAGE_LIMIT, PARTNER_APPLICATIONS_PAGE_SIZE),
});
export const applicationFileParamsSchema = z.object({ id: idSchema, documentId: idSchema });
export const applicationStatusBodySchema = z.object({ status: applicationStatusSchema });
export const idParamsSchema = z.object({ id: idSchema });
export const partnerKeyLabelSchema = boundedSchema(1, 100);

/** A partner page's origin (`https://careers.example.com`), registered for signed-in and state-changing calls. */
export const partnerOriginSchema = z.object({ origin: boundedSchema(1, 300) });
export const partnerOriginListSchema = z.object({ origins: z.array(z.string()) });

/**
 * A job as its publisher wrote it: when its wording may ask candidates for money (core
 * paymentRequestIn), it is held closed for review, and the sentence is said here.
 */
export const partnerJobSchema = z.extend(jobSchema, { heldForReview: z.optional(z.string()) });
