import * as z from 'zod/mini';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { boundedSchema, emailSchema, idSchema, isoDateTimeSchema, localeSchema, trimmedSchema } from './common';
import { countryCodeSchema } from './taxonomy';

const nameSchema = trimmedSchema(1, 100);
export const phoneSchema = z.string().check(z.trim(), z.regex(/^\+?[0-9 ().-]{6,20}$/));

/** The user of docs/product.md §3, as stored in the `user` session cookie. */
export const userSchema = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
});
export type User = z.infer<typeof userSchema>;

export const profileSchema = z.extend(userSchema, {
  headline: z.string(),
  city: z.string(),
  countryCode: z.nullable(countryCodeSchema),
  locale: localeSchema,
  newsletter: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type Profile = z.infer<typeof profileSchema>;

export const profileUpdateSchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  phone: z.nullable(phoneSchema),
  headline: trimmedSchema(0, 160),
  city: trimmedSchema(0, 100),
  countryCode: z.nullable(countryCodeSchema),
  locale: localeSchema,
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const passwordSchema = boundedSchema(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH);
export { emailSchema, nameSchema };
