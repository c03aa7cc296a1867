import type { Paged } from '@baobab/core';
import type { StoreApi } from 'zustand/vanilla';

/** Every list filters by activity domain (docs/product.md §4 "Tag filter"). */
export interface ListQuery {
  tagIds: readonly number[];
}

/** One page as a list store needs it, whatever call answered it. */
export interface PageResult<T> {
  items: T[];
  /** Null when the call answers a bare array (the by-domain calls): the total is then unknown. */
  total: number | null;
  hasMore: boolean;
}

/**
 * A list as a host fetched it before rendering (server rendering, or a page brought back by the
 * back button): its query and how many pages it holds, the plain first page when absent.
 */
export interface ListSnapshot<T, Q> extends PageResult<T> {
  query?: Q;
  pages?: number;
}

export type FetchPage<T, Q> = (query: Q, page: number, limit: number) => Promise<PageResult<T>>;

/**
 * No error status: docs/product.md §8 wants a failed list fetch to show an empty list silently, so a failure
 * ends as `loaded` with no (more) items.
 */
export type ListStatus = 'idle' | 'loading' | 'loading-more' | 'loaded';

export interface PagedListState<T, Q extends ListQuery> {
  query: Q;
  items: T[];
  page: number;
  total: number | null;
  hasMore: boolean;
  status: ListStatus;
  /** Loads page 1 of the current query (the first load, and `reset` of docs/product.md §4). */
  reset(): Promise<void>;
  /** Fetches the next page of the current query and appends it (docs/product.md §4 "Loading more"). */
  loadMore(): Promise<void>;
  /** Changes the query and reloads from page 1. */
  setQuery(patch: Partial<Q>): Promise<void>;
  toggleTag(id: number): Promise<void>;
  /** Clearing tags reloads the list without the domain filter (docs/product.md §4). */
  clearTags(): Promise<void>;
  /** Back to the unfiltered first page (docs/product.md §4 "The clear action resets everything"). */
  clear(): Promise<void>;
}

export interface PagedListOptions<T, Q extends ListQuery> {
  emptyQuery: Q;
  pageSize: number;
  fetchPage: FetchPage<T, Q>;
  idOf(item: T): string;
  /** The list, already fetched (server rendering): it starts loaded. */
  initial?: ListSnapshot<T, Q>;
}

type SetState<S> = StoreApi<S>['setState'];
type GetState<S> = StoreApi<S>['getState'];

/**
 * The paging rules shared by the job and company lists, as a zustand slice. Each query change
 * starts a new generation; an answer from an older generation is dropped, so the newest search
 * always wins whatever order the answers arrive in.
 */
export function pagedListSlice<T, Q extends ListQuery, S extends PagedListState<T, Q>>(
  set: SetState<S>,
  get: GetState<S>,
  options: PagedListOptions<T, Q>,
): PagedListState<T, Q> {
  let generation = 0;
  const patch = (partial: Partial<PagedListState<T, Q>>) => set(partial as Partial<S>);
  // Most catalogue calls already answer an empty page on failure; this also covers those that throw.
  const fetchSilently = (query: Q, page: number): Promise<PageResult<T>> =>
    options.fetchPage(query, page, options.pageSize).catch(() => ({ items: [], total: 0, hasMore: false }));

  async function loadFirstPage(query: Q) {
    const mine = ++generation;
    patch({ query, page: 1, status: 'loading' });
    const result = await fetchSilently(query, 1);
    if (mine !== generation) return;
    patch({ items: result.items, total: result.total, hasMore: result.hasMore, status: 'loaded' });
  }

  const { initial } = options;
  return {
    query: initial?.query ?? options.emptyQuery,
    items: initial?.items ?? [],
    page: initial?.pages ?? 1,
    total: initial?.total ?? null,
    hasMore: initial?.hasMore ?? false,
    status: initial ? 'loaded' : 'idle',
    reset: () => loadFirstPage(get().query),
    async loadMore() {
      const { status, hasMore, page, query } = get();
      if (status !== 'loaded' || !hasMore) return;
      const mine = generation;
      patch({ status: 'loading-more' });
      const result = await fetchSilently(query, page + 1);
      if (mine !== generation) return;
      const known = new Set(get().items.map(options.idOf));
      patch({
        items: [...get().items, ...result.items.filter((item) => !known.has(options.idOf(item)))],
        page: page + 1,
        total: result.total,
        hasMore: result.hasMore,
        status: 'loaded',
      });
    },
    setQuery: (change) => loadFirstPage({ ...get().query, ...change }),
    toggleTag(id) {
      const { tagIds } = get().query;
      return loadFirstPage({
        ...get().query,
        tagIds: tagIds.includes(id) ? tagIds.filter((t) => t !== id) : [...tagIds, id],
      });
    },
    clearTags: () => loadFirstPage({ ...get().query, tagIds: [] }),
    clear: () => loadFirstPage(options.emptyQuery),
  };
}

/** A page of a paged answer (`results`, `total`, `totalPages`). */
export function fromPaged<T>(answer: Paged<T>): PageResult<T> {
  return { items: answer.results, total: answer.total, hasMore: answer.page < answer.totalPages };
}

/** A page of a bare-array answer: a full page means there may be more. */
export function fromArray<T>(items: T[], limit: number): PageResult<T> {
  return { items, total: null, hasMore: items.length >= limit };
}

export const isTagFilterActive = (query: ListQuery) => query.tagIds.length > 0;
