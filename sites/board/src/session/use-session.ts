import type { Session } from '@baobab/client';
import { pageStoreFor } from '@baobab/widgets';
import { useStore } from 'zustand';
import { useSite } from '../layout/site-context';

/** The page's session (the widgets' shared one): null when signed out. */
export function useSession(): Session | null {
  const { app } = useSite();
  return useStore(pageStoreFor(app.client), (s) => s.session);
}

/** Opens the page's auth modal (login or sign-up). */
export function useOpenAuth() {
  const { app } = useSite();
  return (mode: 'login' | 'signup') => pageStoreFor(app.client).getState().openAuth(mode);
}

/**
 * Logout from the navbar (docs/product.md §2): the server call, the session cleared even if it fails, then a
 * full reload so no page keeps private data in memory.
 */
export function useLogout() {
  const { app } = useSite();
  return async () => {
    await app.client.account.logout().catch(() => undefined);
    window.location.reload();
  };
}
