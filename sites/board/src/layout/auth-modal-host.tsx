import { pageStoreFor } from '@baobab/widgets';
import { lazy, Suspense, useEffect } from 'react';
import { useStore } from 'zustand';
import { useSite } from './site-context';

const AuthModal = lazy(() => import('@baobab/widgets/auth-modal').then((widgets) => ({ default: widgets.AuthModal })));

/**
 * The page's one auth modal, loaded when it first opens: its dialog code is not part of the first
 * load. The host claims the modal role at once, so a job detail never renders a dialog of its own.
 */
export function AuthModalHost() {
  const { app } = useSite();
  const store = pageStoreFor(app.client);
  const open = useStore(store, (s) => s.authMode !== 'none');
  useEffect(() => store.getState().registerModalHost(), [store]);
  return open ? (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  ) : null;
}
