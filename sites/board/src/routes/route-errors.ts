import { data } from 'react-router';

/** Why a page is a 404: no route matches, or a route's validity rule failed (docs/product.md §2). */
export type NotFoundKind = 'unmatched' | 'rule';

export interface NotFoundData {
  kind: NotFoundKind;
  path: string;
}

/** Thrown by a loader: the error page answers 404 with 'Page not found: {path}' (or the rule's wording). */
export const notFound = (path: string, kind: NotFoundKind = 'unmatched') =>
  data<NotFoundData>({ kind, path }, { status: 404 });

export const isNotFoundData = (value: unknown): value is NotFoundData =>
  typeof value === 'object' && value !== null && 'kind' in value && 'path' in value;

/** Message key of a 404: the rule failure keeps the spec's capitalised wording. */
export const notFoundMessageKey = (kind: NotFoundKind) =>
  kind === 'rule' ? 'errors.page_not_found_rule' : 'errors.page_not_found';
