import { Suspense } from 'react';
import { usePageState } from '../../ui/use-page-state';
import { LazyAuthDialog } from './lazy-auth-dialog';

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
      <LazyAuthDialog />
    </Suspense>
  );
}
