import { Suspense, useEffect } from 'react';
import { usePageActions, usePageState } from '../../ui/use-page-state';
import { LazyAuthDialog } from './lazy-auth-dialog';

/**
 * `<baobab-auth-modal>`: login, sign-up, password recovery and reset in a modal, opened by any
 * widget of the page through the page store (`openAuth(mode)`). From the moment it is mounted it
 * tells the others that the page has a modal host, so they do not render their own; its dialog
 * loads when it first opens.
 */
export function AuthModal() {
  const { registerModalHost } = usePageActions();
  const open = usePageState((page) => page.authMode !== 'none');
  useEffect(() => registerModalHost(), [registerModalHost]);
  return open ? (
    <Suspense fallback={null}>
      <LazyAuthDialog />
    </Suspense>
  ) : null;
}
