import * as z from 'zod/mini';
import { MEDIA_CATEGORIES, MEDIA_PAGE_SIZE } from '../constants';
import { idSchema, isoDateTimeSchema, limitSchema, localeSchema, pagedSchema, pageSchema, slugSchema } from './common';

export const mediaCategorySchema = z.enum(MEDIA_CATEGORIES);
export type MediaCategory = z.infer<typeof mediaCategorySchema>;

export const mediaSummarySchema = z.object({
  id: idSchema,
  category: mediaCategorySchema,
  slug: slugSchema,
  title: z.string(),
  excerpt: z.string(),
  cover: z.nullable(z.string()),
  publishedAt: isoDateTimeSchema,
  company: z.nullable(z.object({ alias: slugSchema, name: z.string() })),
  lang: localeSchema,
});
export type MediaSummary = z.infer<typeof mediaSummarySchema>;

export const mediaSchema = z.extend(mediaSummarySchema, { body: z.string(), author: z.string() });
export type Media = z.infer<typeof mediaSchema>;

export const mediaListBodySchema = z.object({
  category: z.optional(mediaCategorySchema),
  company: z.optional(slugSchema),
  page: pageSchema,
  limit: limitSchema(MEDIA_PAGE_SIZE),
});
export const mediaListSchema = pagedSchema(mediaSummarySchema);
export type MediaList = z.infer<typeof mediaListSchema>;
