import { type DependencyList, useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';

/**
 * A list store for the lifetime of a widget (a new one when `deps` change), with its first page
 * loading on mount unless the store starts with it (server-rendered). Answers its current state,
 * actions included.
 */
export function useListStore<S extends { reset(): Promise<void>; status: string }>(
  create: () => StoreApi<S>,
  deps: DependencyList,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller lists what `create` reads.
  const store = useMemo(create, deps);
  useEffect(() => {
    if (store.getState().status === 'idle') void store.getState().reset();
  }, [store]);
  return useStore(store);
}
