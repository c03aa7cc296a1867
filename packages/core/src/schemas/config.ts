import * as z from 'zod/mini';
import { THEMES } from '../constants';
import { localeSchema } from './common';

/** GET /api/config: the public runtime configuration. */
export const publicConfigSchema = z.object({
  theme: z.enum(THEMES),
  onPremise: z.int(),
  recruiterSpaceUrl: z.string(),
  locales: z.array(localeSchema),
  defaultLocale: localeSchema,
  publicUrl: z.string(),
  version: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** GET /api/captcha/challenge: an ALTCHA v2 challenge, passed untouched to the widget. */
export const captchaChallengeSchema = z.looseObject({});
