import * as z from 'zod/mini';
import { DOMAIN_FILTER_MAX } from '../constants';
import { COUNTRY_CODES } from '../countries';
import { intSchema, localizedTextSchema, slugSchema } from './common';

/** Activity domain (docs/product.md §3 "Tag or activity domain"). */
export const tagSchema = z.object({
  id: intSchema(1),
  slug: slugSchema,
  label: localizedTextSchema,
});
export type Tag = z.infer<typeof tagSchema>;

/** GET /api/tags/all?company=<alias>: only the domains of that company's listed offers. */
export const allTagsQuerySchema = z.object({ company: z.optional(slugSchema) });

export const countryCodeSchema = z.enum(COUNTRY_CODES);
export const countrySchema = z.object({
  code: countryCodeSchema,
  slug: slugSchema,
  name: localizedTextSchema,
});
export type Country = z.infer<typeof countrySchema>;

/** Body of the two by-activity-domain calls: `ids` per docs/product.md §7, paging optional. */
export const domainIdsSchema = z.array(intSchema(1)).check(z.maxLength(DOMAIN_FILTER_MAX));
