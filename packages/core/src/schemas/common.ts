// zod/mini everywhere in core: its functions tree-shake, so a widget bundle carries only the
// validators it uses (≈ 7 KB gzip instead of ≈ 24 KB for classic zod).
import * as z from 'zod/mini';
import { LOCALES, MAX_PAGE_LIMIT } from '../constants';

export const localeSchema = z.enum(LOCALES);
/** A text given in both interface languages (tags, countries). */
export const localizedTextSchema = z.object({ fr: z.string(), en: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const slugSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(200), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug'));
export const idSchema = z.uuid();
/**
 * A link shown to readers: http(s) only, so no `javascript:` or `data:` URL written by a partner can
 * run in a candidate's page.
 */
export const webUrlSchema = z.url({ protocol: /^https?$/ });
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
/** Trimmed and lower-cased before the format check, so ' A@b.com ' is accepted as 'a@b.com'. */
export const emailSchema = z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email().check(z.maxLength(254)));

/** A string with surrounding spaces removed, then held to a length. */
export const trimmedSchema = (min: number, max: number) =>
  z.string().check(z.trim(), z.minLength(min), z.maxLength(max));
export const boundedSchema = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max));
export const intSchema = (min?: number, max?: number) =>
  z.int().check(...(min === undefined ? [] : [z.minimum(min)]), ...(max === undefined ? [] : [z.maximum(max)]));

export const pageSchema = z._default(intSchema(1, 100_000), 1);
export const limitSchema = (defaultLimit: number) => z._default(intSchema(1, MAX_PAGE_LIMIT), defaultLimit);

/** The paged answer shape of docs/product.md §7's companies list, reused by every paged call. */
export const pagedSchema = <T extends z.core.$ZodType>(item: T) =>
  z.object({
    results: z.array(item),
    total: intSchema(0),
    page: intSchema(1),
    limit: intSchema(1),
    totalPages: intSchema(0),
  });
export interface Paged<T> {
  results: T[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

/** Every error answer of the API (docs/architecture.md, API contract). */
export const errorBodySchema = z.object({ message: z.string(), code: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const messageSchema = z.object({ message: z.string() });
