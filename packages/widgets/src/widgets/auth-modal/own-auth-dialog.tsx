import { lazy, Suspense } from 'react';
import { usePageState } from '../../ui/use-page-state';

// Fetched when it first opens: most readers of an offer or a company never sign in from it.
const AuthDialog = lazy(() => import('./auth-dialog').then((module) => ({ default: module.AuthDialog })));

/**
 * The sign-in dialog a widget brings along for a page that has no `baobab-auth-modal` (a partner's
 * careers page): nothing until the page's auth store asks for it, nothing at all when a host exists.
 */
export function OwnAuthDialog() {
  const hasModalHost = usePageState((page) => page.modalHosts > 0);
  const authOpen = usePageState((page) => page.authMode !== 'none');
  if (hasModalHost || !authOpen) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}
