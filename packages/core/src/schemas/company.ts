import * as z from 'zod/mini';
import { COMPANY_PAGE_SIZE, COMPANY_PERK_TEXT_MAX, COMPANY_PERK_TITLE_MAX, COMPANY_PERKS_MAX } from '../constants';
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
  /** It proved it controls its careers site (a token the board issued, at its origin's /.well-known). */
  verified: z.boolean(),
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
  /**
   * The stored size in bytes of each of `widths`, in their order (what the proxy sends for it);
   * null for a file stored before sizes were recorded and not yet measured.
   */
  bytes: z.array(z.nullable(intSchema(1))),
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

/** One thing a company offers its people ("Formation continue"), with an optional line of detail. */
export const companyPerkSchema = z.object({ title: z.string(), text: z.string() });
export type CompanyPerk = z.infer<typeof companyPerkSchema>;

/** Over-long text names its own catalogue message (`errors.perk_too_long`) rather than a generic one. */
const perkTextSchema = (min: number, max: number) =>
  z.string().check(
    z.trim(),
    z.minLength(min),
    z.refine((text) => text.length <= max, 'perk_too_long'),
  );

/** The list as a partner writes it: it replaces the whole list; `text` may be left out. */
export const companyPerksInputSchema = z
  .array(
    z.object({
      title: perkTextSchema(1, COMPANY_PERK_TITLE_MAX),
      text: z._default(perkTextSchema(0, COMPANY_PERK_TEXT_MAX), ''),
    }),
  )
  .check(z.refine((perks) => perks.length <= COMPANY_PERKS_MAX, 'perks_too_many'));

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
  /** Ours: what the company offers its people, in its order; empty when it gave none. */
  perks: z._default(z.array(companyPerkSchema), []),
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
