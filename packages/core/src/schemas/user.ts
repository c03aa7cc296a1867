import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { emailSchema, isoDateTimeSchema, localeSchema } from './common';
import { countryCodeSchema } from './taxonomy';

const nameSchema = z.string().trim().min(1).max(100);
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ().-]{6,20}$/);

/** The user of spec §3, as stored in the `user` session cookie. */
export const userSchema = z.object({
  id: z.string().uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const profileSchema = userSchema.extend({
  headline: z.string(),
  city: z.string(),
  countryCode: countryCodeSchema.nullable(),
  locale: localeSchema,
  newsletter: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type Profile = z.infer<typeof profileSchema>;

export const profileUpdateSchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  phone: phoneSchema.nullable(),
  headline: z.string().trim().max(160),
  city: z.string().trim().max(100),
  countryCode: countryCodeSchema.nullable(),
  locale: localeSchema,
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
export { emailSchema, nameSchema };
