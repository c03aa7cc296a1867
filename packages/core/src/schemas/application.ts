import { z } from 'zod';
import { isoDateTimeSchema, slugSchema } from './common';
import { documentSchema } from './document';
import { companyDetailsSchema } from './job';

export const APPLICATION_STATUSES = ['SENT', 'VIEWED', 'SHORTLISTED', 'INTERVIEW', 'REJECTED', 'HIRED'] as const;
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** The four consents spec §5 requires to apply. */
export const CONSENTS = ['acceptTerms', 'acceptPrivacy', 'acceptConsentForm', 'acceptDataRetention'] as const;
export type Consent = (typeof CONSENTS)[number];

const checked = z.preprocess((v) => v === true || v === 'true' || v === 'on', z.literal(true));

/**
 * The text fields of the multipart apply call. Exactly one of jobSlug (an offer) or companyAlias
 * (a spontaneous application); the CV is either cvDocumentId or an uploaded `cv` file part.
 */
export const applyFieldsSchema = z
  .object({
    jobSlug: slugSchema.optional(),
    companyAlias: slugSchema.optional(),
    cvDocumentId: z.string().uuid().optional(),
    coverLetterDocumentId: z.string().uuid().optional(),
    motivation: z.string().trim().max(5000).optional(),
    /** JSON object of answers to the job's questions, validated by answersSchemaFor. */
    answers: z.string().max(100_000).optional(),
    token: z.string().min(1).max(4096),
    acceptTerms: checked,
    acceptPrivacy: checked,
    acceptConsentForm: checked,
    acceptDataRetention: checked,
  })
  .refine((v) => Boolean(v.jobSlug) !== Boolean(v.companyAlias), { path: ['jobSlug'], message: 'target' });
export type ApplyFields = z.infer<typeof applyFieldsSchema>;
export const APPLY_FILE_FIELDS = { cv: 'cv', coverLetter: 'coverLetter' } as const;

export const applicationEventSchema = z.object({ status: applicationStatusSchema, at: isoDateTimeSchema });

export const applicationSchema = z.object({
  id: z.string().uuid(),
  spontaneous: z.boolean(),
  job: z.object({ slug: slugSchema, title: z.string() }).nullable(),
  company: companyDetailsSchema,
  status: applicationStatusSchema,
  timeline: z.array(applicationEventSchema),
  cv: documentSchema,
  coverLetter: documentSchema.nullable(),
  answers: z.record(z.string(), z.unknown()),
  createdAt: isoDateTimeSchema,
});
export type Application = z.infer<typeof applicationSchema>;
export const applicationListSchema = z.array(applicationSchema);
