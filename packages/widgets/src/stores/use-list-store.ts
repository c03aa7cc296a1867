import { type DependencyList, useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';

interface ListStoreShape {
  reset(): Promise<void>;
  status: string;
  query: unknown;
  page: number;
}

/**
 * A list store for the lifetime of a widget (a new one when `deps` change), with its first page
 * loading on mount unless the store starts with it (server-rendered). Answers its current state,
 * actions included. `onSettle` hears each loaded query and page count, so that a host may keep
 * them in its URL.
 */
export function useListStore<S extends ListStoreShape>(
  create: () => StoreApi<S>,
  deps: DependencyList,
  onSettle?: (state: S) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller lists what `create` reads.
  const store = useMemo(create, deps);
  useEffect(() => {
    if (store.getState().status === 'idle') void store.getState().reset();
  }, [store]);
  const state = useStore(store);
  const { query, page, status } = state;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a settled list reports once, whatever callback the host renders with.
  useEffect(() => {
    if (status === 'loaded') onSettle?.(store.getState());
  }, [store, query, page, status]);
  return state;
}
