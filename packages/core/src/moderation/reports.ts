import * as z from 'zod/mini';
import { captchaTokenSchema } from '../schemas/auth';
import { trimmedSchema } from '../schemas/common';

/** Why a candidate reports an offer; each has its words in the catalogues (`report.reasons`). */
export const REPORT_REASONS = ['payment', 'fake', 'misleading', 'offensive', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/**
 * An offer reported by this many independent reporters is hidden pending review (off the lists,
 * its page says it is under review) until an operator restores or closes it (`baobab reports`).
 * Independent: distinct reporters, a reporter being a signed-in account, else a hashed client
 * address — one person reporting twice, or from one address, counts once.
 */
export const REPORTS_TO_HIDE = 3;

/** Reports one client address may send in an hour, all offers together (the captcha aside). */
export const REPORTS_PER_HOUR = 10;

/** Longest free text a report may carry. */
export const REPORT_DETAILS_MAX_LENGTH = 1000;

/** POST /api/jobs/:slug/report. */
export const reportJobBodySchema = z.object({
  reason: z.enum(REPORT_REASONS),
  details: z._default(trimmedSchema(0, REPORT_DETAILS_MAX_LENGTH), ''),
  token: captchaTokenSchema,
});
