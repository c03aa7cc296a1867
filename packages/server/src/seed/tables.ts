import { type COUNTRIES, searchDocument } from '@baobab/core';
import { imageUrl } from '../features/images/image-paths';
import type { SeedCompany } from './companies';
import type { SeedDomain } from './domains';
import { arrayLiteral, type Column } from './insert';
import type { SeedJob } from './jobs';
import type { SeedMedia } from './medias';

/** How each generated entity maps to the columns of its table (migrations/001-init.ts). */
export const domainColumns: Column<SeedDomain>[] = [
  { name: 'id', type: 'integer', value: (d) => d.id },
  { name: 'slug', type: 'text', value: (d) => d.slug },
  { name: 'label_fr', type: 'text', value: (d) => d.label.fr },
  { name: 'label_en', type: 'text', value: (d) => d.label.en },
];

export const countryColumns: Column<(typeof COUNTRIES)[number]>[] = [
  { name: 'code', type: 'text', value: (c) => c.code },
  { name: 'slug', type: 'text', value: (c) => c.slug },
  { name: 'name_fr', type: 'text', value: (c) => c.name.fr },
  { name: 'name_en', type: 'text', value: (c) => c.name.en },
];

export const companyColumns: Column<SeedCompany>[] = [
  { name: 'id', type: 'uuid', value: (c) => c.id },
  { name: 'alias', type: 'text', value: (c) => c.alias },
  { name: 'name', type: 'text', value: (c) => c.name },
  { name: 'tagline', type: 'text', value: (c) => c.tagline },
  { name: 'description', type: 'text', value: (c) => c.description },
  { name: 'size', type: 'text', value: (c) => c.size },
  { name: 'countries', type: 'text[]', value: (c) => arrayLiteral(c.countries) },
  { name: 'website', type: 'text', value: (c) => c.website },
  { name: 'socials', type: 'jsonb', value: (c) => JSON.stringify(c.socials) },
  { name: 'spontaneous_applications', type: 'boolean', value: (c) => c.spontaneousApplications },
  { name: 'lang', type: 'text', value: (c) => c.lang },
  { name: 'perks', type: 'jsonb', value: (c) => JSON.stringify(c.perks) },
];

type Link = readonly [ownerId: string, domainId: number];
const linkColumns = (owner: string): Column<Link>[] => [
  { name: owner, type: 'uuid', value: ([id]) => id },
  { name: 'domain_id', type: 'integer', value: ([, domainId]) => domainId },
];
export const companyDomainColumns = linkColumns('company_id');
export const jobDomainColumns = linkColumns('job_id');
export const companyDomainLinks = (c: SeedCompany): Link[] => c.domains.map((d) => [c.id, d.id]);
export const jobDomainLinks = (j: SeedJob): Link[] => j.domainIds.map((id) => [j.id, id]);

export const jobColumns: Column<SeedJob>[] = [
  { name: 'id', type: 'uuid', value: (j) => j.id },
  { name: 'slug', type: 'text', value: (j) => j.slug },
  { name: 'company_id', type: 'uuid', value: (j) => j.company.id },
  { name: 'title', type: 'text', value: (j) => j.title },
  { name: 'excerpt', type: 'text', value: (j) => j.excerpt },
  { name: 'description', type: 'text', value: (j) => j.description },
  { name: 'best_candidate_profil', type: 'text', value: (j) => j.bestCandidateProfil },
  { name: 'country_code', type: 'text', value: (j) => j.countryCode },
  { name: 'city', type: 'text', value: (j) => j.city },
  { name: 'contract_type', type: 'text', value: (j) => j.contractType },
  { name: 'remote', type: 'text', value: (j) => j.remote },
  { name: 'salary', type: 'jsonb', value: (j) => (j.salary ? JSON.stringify(j.salary) : null) },
  { name: 'publication_date', type: 'timestamptz', value: (j) => j.publicationDate },
  { name: 'valid_through', type: 'timestamptz', value: (j) => j.validThrough },
  { name: 'closed', type: 'boolean', value: (j) => j.closed },
  { name: 'private', type: 'boolean', value: (j) => j.private },
  { name: 'external_apply_url', type: 'text', value: (j) => j.externalApplyUrl },
  { name: 'questions', type: 'jsonb', value: (j) => JSON.stringify(j.questions) },
  { name: 'lang', type: 'text', value: (j) => j.lang },
  {
    name: 'search_text',
    type: 'text',
    value: (j) => searchDocument({ ...j, companyDetails: { alias: j.company.alias, name: j.company.name } }),
  },
];

export const mediaColumns: Column<SeedMedia>[] = [
  { name: 'id', type: 'uuid', value: (m) => m.id },
  { name: 'category', type: 'text', value: (m) => m.category },
  { name: 'slug', type: 'text', value: (m) => m.slug },
  { name: 'title', type: 'text', value: (m) => m.title },
  { name: 'excerpt', type: 'text', value: (m) => m.excerpt },
  { name: 'body', type: 'text', value: (m) => m.body },
  { name: 'cover', type: 'text', value: (m) => imageUrl(m.coverFile) },
  { name: 'author', type: 'text', value: (m) => m.author },
  { name: 'published_at', type: 'timestamptz', value: (m) => m.publishedAt },
  { name: 'company_id', type: 'uuid', value: (m) => m.company?.id ?? null },
  { name: 'lang', type: 'text', value: (m) => m.lang },
];
