import { type CountryCode, type JOB_SORT_FIELDS, keywordTerms } from '@baobab/core';
import { containsPattern, SqlFilter } from '../../catalogue/sql-filter';
import { inAnyDomain } from '../taxonomy/activity-domains';
import { JOB_IS_OPEN } from './job-state';

/** Which public jobs a list shows. Private and closed (or expired) jobs are never listed. */
export interface JobFilter {
  keyword?: string;
  /** Any of these activity domains; empty or absent means no restriction. */
  domainIds?: readonly number[];
  countryCode?: CountryCode;
  companyId?: string;
}

export interface JobSort {
  sortBy: (typeof JOB_SORT_FIELDS)[number];
  sortByDirection: 'asc' | 'desc';
}

/**
 * `order by` of each sort. The tie-break on id runs in the direction that lets one index scan
 * (jobs_public_date is `publication_date desc, id`, jobs_public_title `title, id`) serve the order,
 * forwards or backwards, so a page never needs a sort of all matching jobs.
 */
const ORDER_BY: Record<JobSort['sortBy'], Record<JobSort['sortByDirection'], string>> = {
  publicationDate: { desc: 'j.publication_date desc, j.id', asc: 'j.publication_date, j.id desc' },
  title: { asc: 'j.title, j.id', desc: 'j.title desc, j.id desc' },
};

export function jobOrderBy({ sortBy, sortByDirection }: JobSort): string {
  return `order by ${ORDER_BY[sortBy][sortByDirection]}`;
}

/**
 * The `where` of a public job list over `jobs j`. Keyword (docs/product.md §5): every term must occur in
 * the job's search_text (core searchDocument: title, description, profile, company alias and
 * name, normalised like the terms); `like '%term%'` on it is served by the trigram index
 * jobs_search_trgm, whose predicate the first two conditions repeat.
 */
export function publicJobsFilter(filter: JobFilter): SqlFilter {
  const sql = new SqlFilter().and('not j.private').and(JOB_IS_OPEN);
  for (const term of keywordTerms(filter.keyword)) {
    sql.and(`j.search_text like ${sql.param(containsPattern(term))} escape '\\'`);
  }
  if (filter.domainIds?.length) sql.and(inAnyDomain('jobs', 'j', sql.param(filter.domainIds)));
  if (filter.countryCode) sql.and(`j.country_code = ${sql.param(filter.countryCode)}`);
  if (filter.companyId) sql.and(`j.company_id = ${sql.param(filter.companyId)}`);
  return sql;
}
