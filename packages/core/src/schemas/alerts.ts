import * as z from 'zod/mini';
import { KEYWORD_MAX_LENGTH } from '../constants';
import { boundedSchema, idSchema, isoDateTimeSchema } from './common';
import { countryCodeSchema, domainIdsSchema } from './taxonomy';

export const ALERT_FREQUENCIES = ['weekly', 'monthly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
/** Most offers one digest lists; the rest waits for the next one. */
export const ALERT_DIGEST_MAX_JOBS = 20;
export const MAX_ALERTS_PER_USER = 10;

export const jobAlertInputSchema = z.object({
  keyword: z._default(boundedSchema(0, KEYWORD_MAX_LENGTH), ''),
  activityDomains: z._default(domainIdsSchema, []),
  countryCode: z.optional(z.nullable(countryCodeSchema)),
  frequency: z.enum(ALERT_FREQUENCIES),
});
export type JobAlertInput = z.infer<typeof jobAlertInputSchema>;

export const jobAlertSchema = z.object({
  id: idSchema,
  keyword: z.string(),
  activityDomains: z.array(z.int()),
  countryCode: z.nullable(countryCodeSchema),
  frequency: z.enum(ALERT_FREQUENCIES),
  createdAt: isoDateTimeSchema,
});
export type JobAlert = z.infer<typeof jobAlertSchema>;
export const jobAlertListSchema = z.array(jobAlertSchema);

/** The one-click unsubscribe link of a digest carries the alert id and its signature. */
export const alertUnsubscribeBodySchema = z.object({ id: idSchema, signature: boundedSchema(64, 64) });
