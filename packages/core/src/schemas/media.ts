import { z } from 'zod';
import { isoDateTimeSchema, limitSchema, localeSchema, pagedSchema, pageSchema, slugSchema } from './common';

export const MEDIA_CATEGORIES = ['articles', 'publications', 'interviews'] as const;
export const mediaCategorySchema = z.enum(MEDIA_CATEGORIES);
export type MediaCategory = z.infer<typeof mediaCategorySchema>;
export const MEDIA_PAGE_SIZE = 12;

export const mediaSummarySchema = z.object({
  id: z.string().uuid(),
  category: mediaCategorySchema,
  slug: slugSchema,
  title: z.string(),
  excerpt: z.string(),
  cover: z.string().nullable(),
  publishedAt: isoDateTimeSchema,
  company: z.object({ alias: slugSchema, name: z.string() }).nullable(),
  lang: localeSchema,
});
export type MediaSummary = z.infer<typeof mediaSummarySchema>;

export const mediaSchema = mediaSummarySchema.extend({ body: z.string(), author: z.string() });
export type Media = z.infer<typeof mediaSchema>;

export const mediaListBodySchema = z.object({
  category: mediaCategorySchema.optional(),
  company: slugSchema.optional(),
  page: pageSchema,
  limit: limitSchema(MEDIA_PAGE_SIZE),
});
export const mediaListSchema = pagedSchema(mediaSummarySchema);
