import { COUNTRY_CODES, type Country, type CountryCode, type Tag } from '@baobab/core';
import type { Queryable } from '../../db/db';

interface DomainRow {
  id: number;
  slug: string;
  label_fr: string;
  label_en: string;
}

const DOMAIN_COLUMNS = 'd.id, d.slug, d.label_fr, d.label_en';

function toTag(row: DomainRow): Tag {
  return { id: row.id, slug: row.slug, label: { fr: row.label_fr, en: row.label_en } };
}

export async function listActivityDomains(db: Queryable): Promise<Tag[]> {
  const rows = await db.query<DomainRow>(`select ${DOMAIN_COLUMNS} from activity_domains d order by d.id`);
  return rows.map(toTag);
}

/**
 * The domains a list of jobs can be filtered by: those of at least one job of `jobs` (a
 * `select j.id from jobs j …` with its parameters), so no filter finds nothing by construction.
 */
export async function activityDomainsAmong(db: Queryable, jobs: { sql: string; params: unknown[] }): Promise<Tag[]> {
  const rows = await db.query<DomainRow>(
    `select ${DOMAIN_COLUMNS} from activity_domains d
      where exists (select 1 from job_domains l where l.domain_id = d.id and l.job_id in (${jobs.sql}))
      order by d.id`,
    jobs.params,
  );
  return rows.map(toTag);
}

/** The link tables between an entity and its activity domains. */
const LINKS = {
  jobs: { table: 'job_domains', owner: 'job_id' },
  companies: { table: 'company_domains', owner: 'company_id' },
} as const;

/**
 * The activity domains of a page of jobs or companies, in one query (never one per row),
 * by owner id; owners without any get an empty list.
 */
export async function activityDomainsOf(
  db: Queryable,
  owners: keyof typeof LINKS,
  ids: readonly string[],
): Promise<Map<string, Tag[]>> {
  const byOwner = new Map<string, Tag[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byOwner;
  const { table, owner } = LINKS[owners];
  const rows = await db.query<DomainRow & { owner_id: string }>(
    `select l.${owner} as owner_id, ${DOMAIN_COLUMNS}
       from ${table} l join activity_domains d on d.id = l.domain_id
      where l.${owner} = any($1::uuid[])
      order by d.id`,
    [ids],
  );
  for (const row of rows) byOwner.get(row.owner_id)?.push(toTag(row));
  return byOwner;
}

/** SQL condition: the row aliased `alias` has one of the domains of parameter `placeholder` (an int[]). */
export function inAnyDomain(owners: keyof typeof LINKS, alias: string, placeholder: string): string {
  const { table, owner } = LINKS[owners];
  return `exists (select 1 from ${table} l where l.${owner} = ${alias}.id and l.domain_id = any(${placeholder}::int[]))`;
}

/** The board's countries, in the footer's order (core COUNTRIES), not the alphabet's. */
export async function listCountries(db: Queryable): Promise<Country[]> {
  const rows = await db.query<{ code: CountryCode; slug: string; name_fr: string; name_en: string }>(
    'select code, slug, name_fr, name_en from countries',
  );
  return rows
    .sort((a, b) => COUNTRY_CODES.indexOf(a.code) - COUNTRY_CODES.indexOf(b.code))
    .map((row) => ({ code: row.code, slug: row.slug, name: { fr: row.name_fr, en: row.name_en } }));
}
