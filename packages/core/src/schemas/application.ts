import * as z from 'zod/mini';
import { boundedSchema, idSchema, isoDateTimeSchema, slugSchema, trimmedSchema } from './common';
import { documentSchema } from './document';
import { companyDetailsSchema } from './job';

export const APPLICATION_STATUSES = ['SENT', 'VIEWED', 'SHORTLISTED', 'INTERVIEW', 'REJECTED', 'HIRED'] as const;
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

const checked = z.pipe(
  z.transform((v: unknown) => v === true || v === 'true' || v === 'on'),
  z.literal(true),
);

/**
 * The text fields of the multipart apply call. Exactly one of jobSlug (an offer) or companyAlias
 * (a spontaneous application); the CV is cvDocumentId, a finished resumable upload (cvUploadId) or
 * a `cv` file part, and the cover letter likewise.
 */
export const applyFieldsSchema = z
  .object({
    jobSlug: z.optional(slugSchema),
    companyAlias: z.optional(slugSchema),
    cvDocumentId: z.optional(idSchema),
    coverLetterDocumentId: z.optional(idSchema),
    cvUploadId: z.optional(idSchema),
    coverLetterUploadId: z.optional(idSchema),
    motivation: z.optional(trimmedSchema(0, 5000)),
    /** JSON object of answers to the job's questions, validated by answersSchemaFor. */
    answers: z.optional(boundedSchema(0, 100_000)),
    token: boundedSchema(1, 4096),
    acceptTerms: checked,
    acceptPrivacy: checked,
    acceptConsentForm: checked,
    acceptDataRetention: checked,
  })
  .check(z.refine((v) => Boolean(v.jobSlug) !== Boolean(v.companyAlias), { path: ['jobSlug'], message: 'target' }));
export type ApplyFields = z.infer<typeof applyFieldsSchema>;
export const APPLY_FILE_FIELDS = { cv: 'cv', coverLetter: 'coverLetter' } as const;

/** How long the server keeps the answer of an application attempt for a repeat of it. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
/**
 * The apply call's `Idempotency-Key` header: a UUID made with the candidate's draft and kept in it.
 * A repeat with the same key (a retry after a lost answer, a double submit) gets the first
 * success answer instead of a second application, and may show the captcha solution it showed first.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyHeadersSchema = z.object({ [IDEMPOTENCY_KEY_HEADER]: idSchema });

export const applicationEventSchema = z.object({ status: applicationStatusSchema, at: isoDateTimeSchema });

/** An answer the company mailed from its inbox (interview, rejection), kept with the application for the candidate to read again. */
export const applicationReplySchema = z.object({ subject: z.string(), text: z.string(), sentAt: isoDateTimeSchema });
export type ApplicationReply = z.infer<typeof applicationReplySchema>;

export const applicationSchema = z.object({
  id: idSchema,
  spontaneous: z.boolean(),
  job: z.nullable(z.object({ slug: slugSchema, title: z.string() })),
  company: companyDetailsSchema,
  status: applicationStatusSchema,
  timeline: z.array(applicationEventSchema),
  cv: documentSchema,
  coverLetter: z.nullable(documentSchema),
  answers: z.record(z.string(), z.unknown()),
  createdAt: isoDateTimeSchema,
  /** The company's replies, oldest first (absent from answers that predate them). */
  replies: z.optional(z.array(applicationReplySchema)),
});
export type Application = z.infer<typeof applicationSchema>;
export const applicationListSchema = z.array(applicationSchema);
