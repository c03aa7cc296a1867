import { DOMAIN_FILTER_MAX, KEYWORD_MAX_LENGTH, MAX_RESTORED_PAGES } from '../constants';

/**
 * A list's state as its page's URL keeps it (docs/product.md §2.1): the keyword, the activity
 * domains and how many pages of "more" are shown. The URL can then be shared or reloaded, and
 * going back to it brings the same list.
 */
export interface ListUrlState {
  keyword: string;
  tagIds: number[];
  pages: number;
}

export const LIST_QUERY_PARAMETERS = ['keyword', 'domains', 'pages'] as const;

const POSITIVE_INT = /^[1-9]\d{0,8}$/;

/** A list's state from a query string; a missing or malformed value reads as its default. */
export function readListQuery(params: URLSearchParams): ListUrlState {
  const ids = (params.get('domains') ?? '').split(',').filter((id) => POSITIVE_INT.test(id));
  const pages = params.get('pages') ?? '';
  return {
    keyword: (params.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX_LENGTH),
    tagIds: [...new Set(ids.map(Number))].sort((a, b) => a - b).slice(0, DOMAIN_FILTER_MAX),
    pages: POSITIVE_INT.test(pages) ? Math.min(Number(pages), MAX_RESTORED_PAGES) : 1,
  };
}

/** The parameters of a state, defaults left out: the bare path is the plain first page. */
function listQueryEntries(state: ListUrlState): [string, string][] {
  const entries: [string, string][] = [];
  if (state.keyword) entries.push(['keyword', state.keyword]);
  if (state.tagIds.length > 0) entries.push(['domains', [...state.tagIds].sort((a, b) => a - b).join(',')]);
  if (state.pages > 1) entries.push(['pages', String(Math.min(state.pages, MAX_RESTORED_PAGES))]);
  return entries;
}

/** `search` with the list's parameters set to `state`, any other parameter kept; '' when none is left. */
export function withListQuery(search: string, state: ListUrlState): string {
  const others = new URLSearchParams(search);
  for (const name of LIST_QUERY_PARAMETERS) others.delete(name);
  // Commas stay readable (`domains=3,5`); a query string allows them as they are.
  const ours = listQueryEntries(state).map(
    ([name, value]) => `${name}=${encodeURIComponent(value).replaceAll('%2C', ',')}`,
  );
  const parts = [others.toString(), ...ours].filter(Boolean);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** Whether the list's parameters of `params` are written exactly as `withListQuery` writes them. */
export function isCanonicalListQuery(params: URLSearchParams): boolean {
  const expected = new Map(listQueryEntries(readListQuery(params)));
  return LIST_QUERY_PARAMETERS.every((name) => {
    const given = params.getAll(name);
    return given.length === 0 ? !expected.has(name) : given.length === 1 && given[0] === expected.get(name);
  });
}
