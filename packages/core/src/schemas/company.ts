import { z } from 'zod';
import { COMPANY_PAGE_SIZE } from '../constants';
import { limitSchema, localeSchema, pagedSchema, pageSchema, slugSchema } from './common';
import { countryCodeSchema, domainIdsSchema, tagSchema } from './taxonomy';

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;

export const socialsSchema = z.object({
  linkedin: z.string().url().optional(),
  facebook: z.string().url().optional(),
  x: z.string().url().optional(),
  instagram: z.string().url().optional(),
});

export const companySummarySchema = z.object({
  id: z.string().uuid(),
  alias: slugSchema,
  name: z.string(),
  logo: z.string().nullable(),
  tagline: z.string(),
  countries: z.array(countryCodeSchema),
  activityDomains: z.array(tagSchema),
  jobCount: z.number().int().min(0),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

export const companySchema = companySummarySchema.extend({
  cover: z.string().nullable(),
  description: z.string(),
  size: z.enum(COMPANY_SIZES),
  website: z.string().url().nullable(),
  socials: socialsSchema,
  spontaneousApplications: z.boolean(),
  lang: localeSchema,
});
export type Company = z.infer<typeof companySchema>;

/** POST /api/companies/list (spec §7). */
export const companyListBodySchema = z.object({ page: pageSchema, limit: limitSchema(COMPANY_PAGE_SIZE) });
export const companyListSchema = pagedSchema(companySummarySchema);
export type CompanyList = z.infer<typeof companyListSchema>;

/** POST /api/companies/filtered-companies-by-domain (spec §7). */
export const filterCompaniesByDomainBodySchema = z.object({
  ids: domainIdsSchema,
  page: pageSchema,
  limit: limitSchema(COMPANY_PAGE_SIZE),
});
