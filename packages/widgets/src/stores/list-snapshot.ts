import type { BaobabClient } from '@baobab/client';
import { COMPANY_PAGE_SIZE, type CompanySummary, JOB_PAGE_SIZE, type ListUrlState } from '@baobab/core';
import { type CompanyQuery, companyPageFetcher } from './company-list-store';
import { type JobCardData, type JobListScope, type JobQuery, jobPageFetcher } from './job-list-store';
import type { FetchPage, ListSnapshot, PageResult } from './paged-list';

const EMPTY_PAGE: PageResult<never> = { items: [], total: 0, hasMore: false };

/**
 * The first `pages` pages of a query, fetched together and joined as "more" would have joined
 * them, so a host renders a list from its URL (docs/product.md §2.1) in its first HTML. A failed
 * page counts as empty, as a failed list fetch does (docs/product.md §8).
 */
async function fetchListSnapshot<T extends { id: string }, Q>(
  fetchPage: FetchPage<T, Q>,
  query: Q,
  pages: number,
  pageSize: number,
): Promise<ListSnapshot<T, Q>> {
  const answers = await Promise.all(
    Array.from({ length: pages }, (_, i) => fetchPage(query, i + 1, pageSize).catch(() => EMPTY_PAGE)),
  );
  const items = new Map(answers.flatMap((answer) => answer.items).map((item) => [item.id, item]));
  const last = answers[answers.length - 1] ?? EMPTY_PAGE;
  return { query, pages, items: [...items.values()], total: last.total, hasMore: last.hasMore };
}

/** A job list (the board's, or a company's jobs tab with `scope.company`) as its URL describes it. */
export const jobListSnapshot = (
  client: BaobabClient,
  { keyword, tagIds, pages }: ListUrlState,
  scope: JobListScope = {},
) => fetchListSnapshot<JobCardData, JobQuery>(jobPageFetcher(client, scope), { keyword, tagIds }, pages, JOB_PAGE_SIZE);

/** The company list as its URL describes it (activity domains and pages; it has no keyword). */
export const companyListSnapshot = (client: BaobabClient, { tagIds, pages }: ListUrlState) =>
  fetchListSnapshot<CompanySummary, CompanyQuery>(companyPageFetcher(client), { tagIds }, pages, COMPANY_PAGE_SIZE);
