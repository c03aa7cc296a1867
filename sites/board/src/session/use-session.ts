import type { Session } from '@baobab/client';
import { pageStoreFor } from '@baobab/widgets';
import { useStore } from 'zustand';
import { useCurrentRoute, useLocale, useSite } from '../layout/site-context';
import { localePath } from '../routes/locale-path';
import { rememberLogoutFailure } from './logout-failure';

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
 * full load so no page keeps private data in memory — of the same page, or of home when the page is
 * for signed-in readers only (reloading it would only ask to sign in again, as if logout had failed).
 * A failed call is told on the page that loads (LogoutFailureNotice).
 */
export function useLogout() {
  const { app } = useSite();
  const route = useCurrentRoute();
  const home = localePath(useLocale(), 'index');
  return async () => {
    await app.client.account.logout().catch(() => rememberLogoutFailure(window.sessionStorage));
    if (route?.requiresAuth) window.location.assign(home);
    else window.location.reload();
  };
}
