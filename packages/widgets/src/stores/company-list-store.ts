import type { BaobabClient } from '@baobab/client';
import { COMPANY_PAGE_SIZE, type CompanySummary } from '@baobab/core';
import { createStore } from 'zustand/vanilla';
import {
  type FetchPage,
  fromArray,
  fromPaged,
  isTagFilterActive,
  type ListQuery,
  type ListSnapshot,
  type PagedListState,
  pagedListSlice,
} from './paged-list';

export type CompanyQuery = ListQuery;
export type CompanyListState = PagedListState<CompanySummary, CompanyQuery>;

export function companyPageFetcher(client: BaobabClient): FetchPage<CompanySummary, CompanyQuery> {
  const { catalogue } = client;
  return async ({ tagIds }, page, limit) =>
    isTagFilterActive({ tagIds })
      ? fromArray(await catalogue.companiesByDomain({ ids: [...tagIds], page, limit }), limit)
      : fromPaged(await catalogue.companies({ page, limit }));
}

/** The company list of docs/product.md §4: the job list's rules, 19 a page, filtered by activity domain. */
export function createCompanyListStore(client: BaobabClient, initial?: ListSnapshot<CompanySummary, CompanyQuery>) {
  return createStore<CompanyListState>()((set, get) =>
    pagedListSlice<CompanySummary, CompanyQuery, CompanyListState>(set, get, {
      emptyQuery: { tagIds: [] },
      pageSize: COMPANY_PAGE_SIZE,
      fetchPage: companyPageFetcher(client),
      idOf: (company) => company.id,
      initial,
    }),
  );
}
