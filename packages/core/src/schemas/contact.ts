import * as z from 'zod/mini';
import { captchaTokenSchema } from './auth';
import { emailSchema, trimmedSchema } from './common';

/** POST /api/contacts/subscribe (docs/product.md §7). */
export const subscribeBodySchema = z.object({ email: emailSchema });
/** The signed link at the bottom of every newsletter. */
export const unsubscribeBodySchema = z.object({
  email: emailSchema,
  signature: z.string().check(z.regex(/^[a-f0-9]{64}$/)),
});

/** The signed, expiring link of the confirmation mail: subscribed only once its owner opens it. */
export const confirmSubscriptionBodySchema = z.object({
  email: emailSchema,
  expires: z.string().check(z.regex(/^\d{10,13}$/)),
  signature: z.string().check(z.regex(/^[a-f0-9]{64}$/)),
});

export const contactMessageBodySchema = z.object({
  name: trimmedSchema(1, 120),
  email: emailSchema,
  subject: trimmedSchema(1, 200),
  message: trimmedSchema(10, 5000),
  token: captchaTokenSchema,
});
