import type { TFunction } from 'i18next';
import type { ListStatus } from '../../stores/paged-list';

/** The catalogue keys a list announces its results with (`count` and `countShown` are plurals). */
export interface StatusKeys {
  count: string;
  /** For a partial count: the by-domain calls answer no total, so only what is shown is known. */
  countShown: string;
  empty: string;
}

interface Shown {
  status: ListStatus;
  items: readonly unknown[];
  total: number | null;
  hasMore: boolean;
}

/** What a list's live region says about its results. */
export function statusText(t: TFunction, state: Shown, keys: StatusKeys): string {
  if (state.status === 'idle' || state.status === 'loading') return t('common.loading');
  if (state.items.length === 0) return t(keys.empty);
  if (state.total !== null) return t(keys.count, { count: state.total });
  return t(state.hasMore ? keys.countShown : keys.count, { count: state.items.length });
}
