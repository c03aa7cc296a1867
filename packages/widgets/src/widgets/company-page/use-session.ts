import type { Session } from '@baobab/client';
import { useStore } from 'zustand';
import { useRuntime } from '../../runtime/context';
import { pageStoreFor } from '../../stores/page-store';

/** The page's shared session: logging in or out in any widget re-renders this one. */
export function useSession(): Session | null {
  const { client } = useRuntime();
  return useStore(pageStoreFor(client), (state) => state.session);
}
