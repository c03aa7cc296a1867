import { z } from 'zod';
import { captchaTokenSchema } from './auth';
import { emailSchema } from './common';

/** POST /api/contacts/subscribe (spec §7). */
export const subscribeBodySchema = z.object({ email: emailSchema });
/** The signed link at the bottom of every newsletter. */
export const unsubscribeBodySchema = z.object({ email: emailSchema, signature: z.string().regex(/^[a-f0-9]{64}$/) });

export const contactMessageBodySchema = z.object({
  name: z.string().trim().min(1).max(120),
  email: emailSchema,
  subject: z.string().trim().min(1).max(200),
  message: z.string().trim().min(10).max(5000),
  token: captchaTokenSchema,
});
