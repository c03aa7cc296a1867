import * as z from 'zod/mini';
import { captchaTokenSchema, tokenizationSchema } from './auth';
import {
  boundedSchema,
  emailSchema,
  idSchema,
  isoDateTimeSchema,
  localeSchema,
  slugSchema,
  trimmedSchema,
} from './common';
import { CONTRACT_TYPES, jobSchema, REMOTE_MODES, SALARY_PERIODS } from './job';
import { knockOutSchema, QUESTIONS_MAX, type ScreeningQuestion } from './knock-out';
import { type PartnerJobInput, partnerJobInputSchema } from './partner';
import { FIELD_TYPES, questionSchema } from './questions';
import { countryCodeSchema, domainIdsSchema } from './taxonomy';
import { passwordSchema } from './user';

/** docs/product.md §6: an owner invites and removes colleagues; a recruiter edits offers. */
export const RECRUITER_ROLES = ['owner', 'recruiter'] as const;
export type RecruiterRole = (typeof RECRUITER_ROLES)[number];

export const recruiterSchema = z.object({
  id: idSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(RECRUITER_ROLES),
});
export type Recruiter = z.infer<typeof recruiterSchema>;

export const recruiterCompanySchema = z.object({ id: idSchema, alias: slugSchema, name: z.string() });

/** Who is signed in to the recruiter space, and for which company. */
export const recruiterMeSchema = z.object({ recruiter: recruiterSchema, company: recruiterCompanySchema });
export const recruiterAuthAnswerSchema = z.extend(recruiterMeSchema, { tokenization: tokenizationSchema });
export type RecruiterAuthAnswer = z.infer<typeof recruiterAuthAnswerSchema>;

/**
 * The invitation's link carries `token`; the invited person names themselves and picks a password
 * (`captcha` the solved challenge, as when a reset link sets one).
 */
export const acceptInviteBodySchema = z.object({
  token: boundedSchema(1, 200),
  captcha: captchaTokenSchema,
  firstName: trimmedSchema(1, 100),
  lastName: trimmedSchema(1, 100),
  password: passwordSchema,
});

export const inviteBodySchema = z.object({ email: emailSchema, role: z.enum(RECRUITER_ROLES) });

export const teamSchema = z.object({
  members: z.array(recruiterSchema),
  invites: z.array(
    z.object({ id: idSchema, email: z.string(), role: z.enum(RECRUITER_ROLES), expiresAt: isoDateTimeSchema }),
  ),
});
export type Team = z.infer<typeof teamSchema>;

const text = (max: number) => z.optional(boundedSchema(0, max));
const orEmpty = <T extends z.core.$ZodType>(schema: T) => z.optional(z.union([schema, z.literal('')]));

/** A screening question while the recruiter writes it: label and choices may still be empty. */
export const questionDraftSchema = z.object({
  id: questionSchema.shape.id,
  type: z.enum(FIELD_TYPES),
  label: text(300),
  required: z.optional(z.boolean()),
  options: z.optional(z.array(boundedSchema(0, 200)).check(z.maxLength(50))),
  min: z.optional(z.number()),
  max: z.optional(z.number()),
  knockOut: z.optional(
    z.extend(knockOutSchema, { options: z.optional(z.array(boundedSchema(0, 200)).check(z.maxLength(50))) }),
  ),
});
export type QuestionDraft = z.infer<typeof questionDraftSchema>;

/**
 * An offer as its form holds it while the recruiter types: every field may still be empty or
 * incomplete, so nothing here but lengths and known values. `offerInput` turns it into the partner
 * API's job, whose rules decide whether it can be published.
 */
export const offerDraftSchema = z.object({
  title: text(200),
  excerpt: text(500),
  description: text(20_000),
  bestCandidateProfil: text(10_000),
  countryCode: orEmpty(countryCodeSchema),
  city: text(100),
  contractType: orEmpty(z.enum(CONTRACT_TYPES)),
  remote: z.optional(z.enum(REMOTE_MODES)),
  salaryMin: text(12),
  salaryMax: text(12),
  salaryCurrency: text(3),
  salaryPeriod: z.optional(z.enum(SALARY_PERIODS)),
  /** A day, `YYYY-MM-DD`; empty: publication plus the default validity. */
  validThrough: text(10),
  private: z.optional(z.boolean()),
  activityDomains: z.optional(domainIdsSchema),
  lang: z.optional(localeSchema),
  /** Screening questions, asked in the apply form; their knock-out answers stay the company's. */
  questions: z.optional(z.array(questionDraftSchema).check(z.maxLength(QUESTIONS_MAX))),
});
export type OfferDraft = z.infer<typeof offerDraftSchema>;

export const OFFER_STATES = ['draft', 'published', 'closed'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/** An offer of the recruiter space: its published job (none while a draft) and its unpublished edits. */
export const offerSchema = z.object({
  id: idSchema,
  state: z.enum(OFFER_STATES),
  title: z.string(),
  /** The draft differs from what candidates see. */
  changed: z.boolean(),
  draft: offerDraftSchema,
  job: z.nullable(jobSchema),
  updatedAt: isoDateTimeSchema,
  /** Why a published offer is hidden (held for review), when it is. */
  heldForReview: z.optional(z.string()),
});
export type Offer = z.infer<typeof offerSchema>;
export const offerListSchema = z.array(offerSchema);

const SUMMARY_LENGTH = 200;
/** The card's summary when the recruiter writes none: the description's first words. */
function summaryOf(description: string): string {
  const flat = description.replace(/\s+/g, ' ').trim();
  return flat.length <= SUMMARY_LENGTH ? flat : `${flat.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…`;
}

/** The salary currencies the offer form offers, the board's countries' first (FCFA West and Central, franc guinéen, franc congolais, dirham). */
export const SALARY_CURRENCIES = ['XOF', 'XAF', 'GNF', 'CDF', 'MAD', 'EUR', 'USD'] as const;
/** A salary's currency when the form left it empty. */
export const DEFAULT_SALARY_CURRENCY = SALARY_CURRENCIES[0];

const END_OF_DAY = 'T23:59:59Z';

/** What publishing a draft asks of the partner API's rules: the same job input, from the form's fields. */
export function offerInput(draft: OfferDraft): unknown {
  const salary =
    draft.salaryMin || draft.salaryMax
      ? {
          min: Number(draft.salaryMin || draft.salaryMax),
          max: Number(draft.salaryMax || draft.salaryMin),
          currency: (draft.salaryCurrency || DEFAULT_SALARY_CURRENCY).toUpperCase(),
          period: draft.salaryPeriod ?? 'month',
        }
      : null;
  return {
    title: draft.title ?? '',
    excerpt: draft.excerpt?.trim() ? draft.excerpt : summaryOf(draft.description ?? ''),
    description: draft.description ?? '',
    bestCandidateProfil: draft.bestCandidateProfil ?? '',
    countryCode: draft.countryCode || undefined,
    city: draft.city ?? '',
    contractType: draft.contractType || undefined,
    remote: draft.remote ?? 'onsite',
    salary,
    validThrough: draft.validThrough ? `${draft.validThrough}${END_OF_DAY}` : null,
    private: draft.private ?? false,
    activityDomains: draft.activityDomains ?? [],
    lang: draft.lang ?? 'fr',
    questions: draft.questions ?? [],
  };
}

/** The draft's fields the partner API's rules refuse, by field name; empty when it can be published. */
export function offerProblems(draft: OfferDraft): { input?: PartnerJobInput; fields: Record<string, string> } {
  const parsed = z.safeParse(partnerJobInputSchema, offerInput(draft));
  if (parsed.success) return { input: parsed.data, fields: {} };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const [first, second] = issue.path.map(String);
    // A question's problem belongs to its own field (`questions.2.label`); a refusal of its choices
    // or knock-out answers names its catalogue key (QUESTION_PROBLEMS) instead of zod's code.
    if (first === 'questions') {
      fields[issue.path.slice(0, 3).join('.')] ??= issue.code === 'custom' ? issue.message : issue.code;
      continue;
    }
    // Salary problems belong to its first field, the excerpt's to the description it comes from.
    const field =
      first === 'salary'
        ? second === 'max'
          ? 'salaryMax'
          : 'salaryMin'
        : first === 'excerpt' && !draft.excerpt
          ? 'description'
          : first;
    if (field && !(field in fields)) fields[field] = issue.code;
  }
  return { fields };
}

/** A published job's fields as the form edits them (editing an offer, duplicating one). */
export function draftOfJob(job: z.infer<typeof jobSchema>): OfferDraft {
  return {
    title: job.title,
    excerpt: job.excerpt,
    description: job.description,
    bestCandidateProfil: job.bestCandidateProfil,
    countryCode: job.countryCode,
    city: job.city,
    contractType: job.contractType,
    remote: job.remote,
    salaryMin: job.salary ? String(job.salary.min) : '',
    salaryMax: job.salary ? String(job.salary.max) : '',
    salaryCurrency: job.salary?.currency ?? '',
    salaryPeriod: job.salary?.period ?? 'month',
    validThrough: job.validThrough.slice(0, 10),
    private: job.private,
    activityDomains: job.activityDomains.map((tag) => tag.id),
    lang: job.lang,
    // A company's own job (companyJobs) keeps its knock-out answers.
    questions: job.questions as ScreeningQuestion[],
  };
}
