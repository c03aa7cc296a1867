import type { Company, CompanyList, CompanySummary } from '@baobab/core';
import { cachedCatalogue } from '../../catalogue/catalogue-cache';
import { nameSortKey } from '../../catalogue/name-sort-key';
import { limitOffset, type PageRequest, paged } from '../../catalogue/paging';
import { SqlFilter } from '../../catalogue/sql-filter';
import { one, type Queryable } from '../../db/db';
import { companyImages } from '../company-images/image-read';
import { JOB_IS_LISTED } from '../jobs/job-state';
import { currentSearchIndex } from '../jobs/search-index-holder';
import { activityDomainsOf, inAnyDomain } from '../taxonomy/taxonomy-store';
import {
  COMPANY_COLUMNS,
  COMPANY_SUMMARY_COLUMNS,
  type CompanyExtras,
  type CompanyRow,
  type CompanySummaryRow,
  toCompany,
  toCompanySummary,
} from './company-mapper';

/** Which companies a list shows; empty or absent domain ids mean every company. */
export interface CompanyFilter {
  domainIds?: readonly number[];
}

function companiesFilter(filter: CompanyFilter): SqlFilter {
  const sql = new SqlFilter();
  if (filter.domainIds?.length) sql.and(inAnyDomain('companies', 'c', sql.param(filter.domainIds)));
  return sql;
}

/**
 * Listed (public, open) jobs per company, all companies at once: from the search index's counts
 * when there is a current index, else one pass over the jobs in SQL, reused for a few seconds (see
 * cachedCatalogue), where one count per company would read every job of it.
 */
async function listedJobCounts(db: Queryable): Promise<Map<string, number>> {
  const index = await currentSearchIndex(db);
  if (index) return index.counts.byCompany(Date.now());
  return cachedCatalogue(db, 'listed jobs by company', async () => {
    const rows = await db.query<{ company_id: string; n: number }>(
      `select j.company_id, count(*)::int as n from jobs j where ${JOB_IS_LISTED} group by j.company_id`,
    );
    return new Map(rows.map((r) => [r.company_id, r.n]));
  });
}

/** The activity domains and job counts of some companies, without one query per company. */
async function extrasOf(db: Queryable, ids: readonly string[]): Promise<(id: string) => CompanyExtras> {
  const [domains, jobCounts] = await Promise.all([activityDomainsOf(db, 'companies', ids), listedJobCounts(db)]);
  return (id) => ({ activityDomains: domains.get(id) ?? [], jobCount: jobCounts.get(id) ?? 0 });
}

/** A page of companies by name, accents and case ignored (index companies_name_key). */
export async function companiesPage(
  db: Queryable,
  filter: CompanyFilter,
  page: PageRequest,
): Promise<CompanySummary[]> {
  const sql = companiesFilter(filter);
  const rows = await db.query<CompanySummaryRow>(
    `select ${COMPANY_SUMMARY_COLUMNS} from companies c ${sql.where} order by ${nameSortKey('c.name')}, c.id ${limitOffset(page)}`,
    sql.params,
  );
  const extras = await extrasOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toCompanySummary(row, extras(row.id)));
}

export async function listCompanies(db: Queryable, filter: CompanyFilter, page: PageRequest): Promise<CompanyList> {
  const sql = companiesFilter(filter);
  const [results, count] = await Promise.all([
    companiesPage(db, filter, page),
    one<{ total: number }>(db, `select count(*)::int as total from companies c ${sql.where}`, sql.params),
  ]);
  return paged(results, count?.total ?? 0, page);
}

export async function findCompanyByAlias(db: Queryable, alias: string): Promise<Company | undefined> {
  const row = await one<CompanyRow>(db, `select ${COMPANY_COLUMNS} from companies c where c.alias = $1`, [alias]);
  if (!row) return undefined;
  const [extras, images] = await Promise.all([extrasOf(db, [row.id]), companyImages(db, row.id)]);
  return toCompany(row, extras(row.id), images);
}

/** A company's id by its alias, for the calls that list what belongs to it. */
export async function companyIdByAlias(db: Queryable, alias: string): Promise<string | undefined> {
  const row = await one<{ id: string }>(db, 'select id from companies where alias = $1', [alias]);
  return row?.id;
}
