import type { BaobabClient } from '@baobab/client';
import { JOB_PAGE_SIZE, type JobSummary, type Paged } from '@baobab/core';
import { createStore } from 'zustand/vanilla';
import {
  type FetchPage,
  fromPaged,
  isTagFilterActive,
  type ListQuery,
  type ListSnapshot,
  type PagedListState,
  pagedListSlice,
} from './paged-list';

/**
 * What a job card reads of an offer. The browser keeps a list answer's item less the offer's full
 * texts (they would travel again in a host's page data); a server rendering the list keeps these
 * fields alone in the data the element hydrates from (server/jobs.ts), which a phone downloads and
 * parses before its first offers.
 */
export type JobCardData = Pick<
  JobSummary,
  | 'id'
  | 'slug'
  | 'title'
  | 'lang'
  | 'publicationDate'
  | 'closed'
  | 'city'
  | 'countryCode'
  | 'contractType'
  | 'remote'
  | 'companyDetails'
>;

const toCard = ({ description: _d, bestCandidateProfil: _b, ...card }: JobSummary): JobCardData => card;

export interface JobQuery extends ListQuery {
  keyword: string;
}

export interface JobListState extends PagedListState<JobCardData, JobQuery> {
  /** A new keyword search from page 1; an empty keyword lists every job. */
  search(keyword: string): Promise<void>;
}

export interface JobListScope {
  /** Alias of the one company whose jobs the list shows. */
  company?: string;
}

/**
 * Which call answers a page of a query. docs/product.md §4's "loading more re-runs the filter when a keyword
 * is set" is met by asking the keyword-aware call for the next page of the same query
 * (`jobs(body, keyword)`, or `searchJobs({ ids, keyword, page })` with tags), then appending.
 * A list scoped to one company asks that company's jobs call, which takes the same filters.
 */
export function jobPageFetcher(client: BaobabClient, { company }: JobListScope): FetchPage<JobCardData, JobQuery> {
  const { catalogue } = client;

  const cards = (answer: Paged<JobSummary>) => fromPaged({ ...answer, results: answer.results.map(toCard) });

  return async ({ keyword, tagIds }, page, limit) => {
    const tagged = isTagFilterActive({ tagIds });
    if (company) {
      const ids = tagged ? [...tagIds] : undefined;
      return cards(await catalogue.companyJobs(company, { page, limit, keyword: keyword || undefined, ids }));
    }
    // The paged search rather than the spec's by-domain array: a tag filter shows its total.
    if (tagged)
      return cards(await catalogue.searchJobs({ ids: [...tagIds], keyword: keyword || undefined, page, limit }));
    // No order given: the server ranks a keyword's matches by relevance, else lists newest first.
    // A blank keyword leaves the query string (the client's http drops empty values).
    return cards(await catalogue.jobs({ page, limit }, keyword));
  };
}

/** The job list of docs/product.md §4: 20 a page, newest first, keyword and activity-domain filters. */
export function createJobListStore(
  client: BaobabClient,
  scope: JobListScope = {},
  initial?: ListSnapshot<JobCardData, JobQuery>,
) {
  return createStore<JobListState>()((set, get) => ({
    ...pagedListSlice<JobCardData, JobQuery, JobListState>(set, get, {
      emptyQuery: { keyword: '', tagIds: [] },
      pageSize: JOB_PAGE_SIZE,
      fetchPage: jobPageFetcher(client, scope),
      idOf: (job) => job.id,
      initial,
    }),
    search: (keyword) => get().setQuery({ keyword: keyword.trim() }),
  }));
}

export const isJobFilterActive = (query: JobQuery) => isTagFilterActive(query) || query.keyword !== '';

/** docs/product.md §8's 'None of our offers match your search.' once a load found nothing. */
export const showsNoMatch = (state: JobListState) => state.status === 'loaded' && state.items.length === 0;

/**
 * docs/product.md §4: the call-to-action hides while a tag filter is active, and shows with the empty list
 * when a filter finds nothing.
 */
export const showsCallToAction = (state: JobListState) => !isTagFilterActive(state.query) || showsNoMatch(state);
