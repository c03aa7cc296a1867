import { randomUUID } from 'node:crypto';
import type { PartnerCompanyUpdate } from '@baobab/core';
import { one, type Queryable } from '../../db/db';
import { checkCountries, replaceDomains, setClause, uniqueSlug } from './write-support';

const COLUMNS = {
  tagline: 'tagline',
  description: 'description',
  size: 'size',
  website: 'website',
  socials: 'socials',
  countries: 'countries',
  spontaneousApplications: 'spontaneous_applications',
  perks: 'perks',
} as const satisfies Partial<Record<keyof PartnerCompanyUpdate, string>>;
type Column = keyof typeof COLUMNS;

/** Changes the given profile fields of a company; answers its alias. */
export async function updateCompanyProfile(q: Queryable, companyId: string, update: PartnerCompanyUpdate) {
  if (update.countries) await checkCountries(q, 'countries', update.countries);
  const fields = (Object.keys(COLUMNS) as Column[]).filter((f) => update[f] !== undefined);
  const value = (f: Column) => (f === 'socials' || f === 'perks' ? JSON.stringify(update[f]) : update[f]);
  const row = await one<{ alias: string }>(
    q,
    `update companies set updated_at = now()${setClause(fields, COLUMNS, 2)}
      where id = $1 returning alias`,
    [companyId, ...fields.map(value)],
  );
  if (!row) throw new Error(`company ${companyId} of a live key vanished`);
  if (update.activityDomains) await replaceDomains(q, 'company_domains', companyId, update.activityDomains);
  return row.alias;
}

export interface PublicationInput {
  title: string;
  excerpt: string;
  body: string;
  author: string;
  lang: string;
}

/** Publishes a company's media item in the publications category; answers its slug. */
export async function insertPublication(q: Queryable, companyId: string, input: PublicationInput) {
  const slug = uniqueSlug(input.title, 'publication');
  await q.query(
    `insert into media_items (id, category, slug, title, excerpt, body, author, published_at, company_id, lang)
     values ($1, 'publications', $2, $3, $4, $5, $6, now(), $7, $8)`,
    [randomUUID(), slug, input.title, input.excerpt, input.body, input.author, companyId, input.lang],
  );
  return slug;
}
