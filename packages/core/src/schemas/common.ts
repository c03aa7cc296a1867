import { z } from 'zod';
import { LOCALES, MAX_PAGE_LIMIT } from '../constants';

export const localeSchema = z.enum(LOCALES);
/** A text given in both interface languages (tags, countries). */
export const localizedTextSchema = z.object({ fr: z.string(), en: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const slugSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug');
export const idSchema = z.string().uuid();
export const isoDateTimeSchema = z.string().datetime({ offset: true });
export const emailSchema = z.string().trim().toLowerCase().max(254).email();

export const pageSchema = z.number().int().min(1).max(100_000).default(1);
export const limitSchema = (defaultLimit: number) => z.number().int().min(1).max(MAX_PAGE_LIMIT).default(defaultLimit);

/** The paged answer shape of spec §7's companies list, reused by every paged call. */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    results: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
    totalPages: z.number().int().min(0),
  });
export interface Paged<T> {
  results: T[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

/** Every error answer of the API (DESIGN.md §4). */
export const errorBodySchema = z.object({ message: z.string(), code: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const messageSchema = z.object({ message: z.string() });
