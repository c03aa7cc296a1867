import type { Company, CompanyImages, CompanySummary, Locale, Tag } from '@baobab/core';

/** A company answers chat when it holds a live partner API key or has recruiters in the recruiter space. */
export const COMPANY_HAS_CHAT = `(exists (select 1 from partner_api_keys k where k.company_id = c.id and k.revoked_at is null)
  or exists (select 1 from recruiters r where r.company_id = c.id))`;

/** The columns of a company list row (`c` is companies). */
export const COMPANY_SUMMARY_COLUMNS = `c.id, c.alias, c.name, c.logo, c.tagline, c.countries,
  c.verified_origin is not null as verified`;

export const COMPANY_COLUMNS = `${COMPANY_SUMMARY_COLUMNS}, c.cover, c.description, c.size, c.website, c.socials,
  c.spontaneous_applications, c.lang, c.perks, ${COMPANY_HAS_CHAT} as chat`;

export interface CompanySummaryRow {
  id: string;
  alias: string;
  name: string;
  logo: string | null;
  tagline: string;
  countries: CompanySummary['countries'];
  verified: boolean;
}

export interface CompanyRow extends CompanySummaryRow {
  cover: string | null;
  description: string;
  size: Company['size'];
  website: string | null;
  socials: Company['socials'];
  spontaneous_applications: boolean;
  lang: Locale;
  perks: Company['perks'];
  chat: boolean;
}

/** What a company row is shown with: its activity domains and its number of listed jobs. */
export interface CompanyExtras {
  activityDomains: Tag[];
  jobCount: number;
}

export function toCompanySummary(row: CompanySummaryRow, { activityDomains, jobCount }: CompanyExtras): CompanySummary {
  return {
    id: row.id,
    alias: row.alias,
    name: row.name,
    logo: row.logo,
    tagline: row.tagline,
    countries: row.countries,
    activityDomains,
    jobCount,
    verified: row.verified,
  };
}

export function toCompany(row: CompanyRow, extras: CompanyExtras, images: CompanyImages): Company {
  return {
    ...toCompanySummary(row, extras),
    cover: row.cover,
    description: row.description,
    size: row.size,
    website: row.website,
    socials: row.socials,
    spontaneousApplications: row.spontaneous_applications,
    lang: row.lang,
    chat: row.chat,
    images,
    perks: row.perks,
  };
}
