import * as z from 'zod/mini';
import { COMPANY_PAGE_SIZE } from '../constants';
import {
  idSchema,
  intSchema,
  limitSchema,
  localeSchema,
  pagedSchema,
  pageSchema,
  slugSchema,
  webUrlSchema,
} from './common';
import { countryCodeSchema, domainIdsSchema, tagSchema } from './taxonomy';

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;

export const socialsSchema = z.object({
  linkedin: z.optional(webUrlSchema),
  facebook: z.optional(webUrlSchema),
  x: z.optional(webUrlSchema),
  instagram: z.optional(webUrlSchema),
});

export const companySummarySchema = z.object({
  id: idSchema,
  alias: slugSchema,
  name: z.string(),
  logo: z.nullable(z.string()),
  tagline: z.string(),
  countries: z.array(countryCodeSchema),
  activityDomains: z.array(tagSchema),
  jobCount: intSchema(0),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

export const COMPANY_IMAGE_KINDS = ['logo', 'cover', 'gallery'] as const;
export type CompanyImageKind = (typeof COMPANY_IMAGE_KINDS)[number];

/**
 * A stored company image: `url` is the proxy's unmodified URL (the widest stored webp); each of
 * `widths` is also stored ready-made, asked for as `/_ipx/w_<width>,f_webp/…` (a srcset's entries).
 * `width` and `height` are the widest variant's, so a page can reserve the box before it loads.
 */
export const companyImageSchema = z.object({
  id: idSchema,
  url: z.string(),
  width: intSchema(1),
  height: intSchema(1),
  widths: z.array(intSchema(1)),
  /** Text alternative the partner gave; empty for a decorative image. */
  alt: z.string(),
});
export type CompanyImage = z.infer<typeof companyImageSchema>;

export const companyImagesSchema = z.object({
  logo: z.nullable(companyImageSchema),
  cover: z.nullable(companyImageSchema),
  gallery: z.array(companyImageSchema),
});
export type CompanyImages = z.infer<typeof companyImagesSchema>;

export const companySchema = z.extend(companySummarySchema, {
  cover: z.nullable(z.string()),
  description: z.string(),
  size: z.enum(COMPANY_SIZES),
  website: z.nullable(webUrlSchema),
  socials: socialsSchema,
  spontaneousApplications: z.boolean(),
  lang: localeSchema,
  /** Whether its recruiters answer chat (they hold a live partner API key); no chat tab otherwise. */
  chat: z._default(z.boolean(), false),
  /** Ours: the stored logo, cover and gallery with their sizes (`logo` and `cover` are their URLs). */
  images: z._default(companyImagesSchema, { logo: null, cover: null, gallery: [] }),
});
export type Company = z.infer<typeof companySchema>;

/** POST /api/companies/list (docs/product.md §7). */
export const companyListBodySchema = z.object({ page: pageSchema, limit: limitSchema(COMPANY_PAGE_SIZE) });
export const companyListSchema = pagedSchema(companySummarySchema);
export type CompanyList = z.infer<typeof companyListSchema>;

/** POST /api/companies/filtered-companies-by-domain (docs/product.md §7). */
export const filterCompaniesByDomainBodySchema = z.object({
  ids: domainIdsSchema,
  page: pageSchema,
  limit: limitSchema(COMPANY_PAGE_SIZE),
});
