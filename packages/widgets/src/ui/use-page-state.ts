import { useStore } from 'zustand';
import { useRuntime } from '../runtime/context';
import { type PageState, pageStoreFor } from '../stores/page-store';

/** A slice of the page's shared state (session, auth modal); re-renders when that slice changes. */
export function usePageState<T>(select: (state: PageState) => T): T {
  const { client } = useRuntime();
  return useStore(pageStoreFor(client), select);
}

/** The page store's actions (stable functions: reading them never re-renders). */
export function usePageActions(): PageState {
  const { client } = useRuntime();
  return pageStoreFor(client).getState();
}
