import { type CountryCode, type JOB_SORT_FIELDS, keywordTerms, parseQuery, type QueryUnit } from '@baobab/core';
import { SqlFilter } from '../../catalogue/sql-filter';
import { inAnyDomain } from '../taxonomy/taxonomy-store';
import { JOB_IS_LISTED } from './job-state';
import { unitCondition } from './keyword-sql';

/** Which public jobs a list shows. Private and closed (or expired) jobs are never listed. */
export interface JobFilter {
  keyword?: string;
  /** The keyword read with the catalogue's typos (query-resolver); else read without them. */
  units?: readonly QueryUnit[];
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
const ORDER_BY: Record<Exclude<JobSort['sortBy'], 'relevance'>, Record<JobSort['sortByDirection'], string>> = {
  publicationDate: { desc: 'j.publication_date desc, j.id', asc: 'j.publication_date, j.id desc' },
  title: { asc: 'j.title, j.id', desc: 'j.title desc, j.id desc' },
};

/** `relevance`: the keyword's score (keyword-sql relevanceSql), newest first on ties; the date without one. */
export function jobOrderBy({ sortBy, sortByDirection }: JobSort, relevance?: string): string {
  if (sortBy === 'relevance')
    return relevance ? `order by ${relevance} desc, ${ORDER_BY.publicationDate.desc}` : jobOrderBy(DATE_DESC);
  return `order by ${ORDER_BY[sortBy][sortByDirection]}`;
}

const DATE_DESC: JobSort = { sortBy: 'publicationDate', sortByDirection: 'desc' };

/** The order of a list: as asked, else by relevance when there is a keyword, else newest first. */
export function jobSortOf(
  keyword: string | undefined,
  asked: { sortBy?: JobSort['sortBy']; sortByDirection?: JobSort['sortByDirection'] },
): JobSort {
  // A keyword has query units exactly when it has words: no need to read it (core parseQuery) here.
  const sortBy = asked.sortBy ?? (keywordTerms(keyword).length > 0 ? 'relevance' : 'publicationDate');
  return { sortBy, sortByDirection: asked.sortByDirection ?? 'desc' };
}

/**
 * The `where` of a public job list over `jobs j`. Keyword (docs/product.md §5): every unit of the
 * query (core parseQuery) must match the job's search_text (core searchDocument: title,
 * description, profile, company alias and name, normalised like the terms) or its place; see
 * keyword-sql. The trigram index jobs_search_trgm serves it; its predicate the first two
 * conditions repeat.
 */
export function publicJobsFilter(filter: JobFilter): SqlFilter {
  const sql = new SqlFilter().and(JOB_IS_LISTED);
  for (const unit of filter.units ?? parseQuery(filter.keyword)) sql.and(unitCondition(sql, unit));
  if (filter.domainIds?.length) sql.and(inAnyDomain('jobs', 'j', sql.param(filter.domainIds)));
  if (filter.countryCode) sql.and(`j.country_code = ${sql.param(filter.countryCode)}`);
  if (filter.companyId) sql.and(`j.company_id = ${sql.param(filter.companyId)}`);
  return sql;
}
