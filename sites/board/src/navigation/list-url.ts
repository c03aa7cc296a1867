import { withListQuery } from '@baobab/core';
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

const LIST_URL_CHANGE = 'bj:list-url-change';

/** A settled list as the widgets report it; lists without a search or a filter leave them empty. */
interface SettledList {
  query: { keyword?: string; tagIds: readonly number[] };
  page: number;
}

/**
 * Writes a list's state into the address bar (docs/product.md §2.1). The page already shows it,
 * so this is no router navigation (which would fetch the list again): the entry is replaced in
 * place, keeping the router's own state, so back, forward and a reload read it from the URL.
 */
export function keepListInUrl({ query, page }: SettledList) {
  const { pathname, search, hash } = window.location;
  const next = withListQuery(search, { keyword: query.keyword ?? '', tagIds: [...query.tagIds], pages: page });
  if (next === search) return;
  window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
  window.dispatchEvent(new Event(LIST_URL_CHANGE));
}

const subscribe = (onChange: () => void) => {
  window.addEventListener(LIST_URL_CHANGE, onChange);
  return () => window.removeEventListener(LIST_URL_CHANGE, onChange);
};

/** The page's query string, including what `keepListInUrl` wrote since the router last navigated. */
export function useCurrentSearch(): string {
  const { search } = useLocation();
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => search,
  );
}

/** A company tab's address, with as many pages of its list as `pages` (docs/product.md §2.1). */
export const listTabHref = (base: string, tab: string, pages: number) =>
  `${base}/${tab}${withListQuery('', { keyword: '', tagIds: [], pages })}`;
