import { useEffect } from 'react';
import { AuthDialog } from './auth-dialog';
import { usePageActions } from './use-page-state';

/**
 * `<baobab-auth-modal>`: login, sign-up, password recovery and reset in a modal, opened by any
 * widget of the page through the page store (`openAuth(mode)`). While mounted it tells the others
 * that the page has a modal host, so they do not render their own.
 */
export function AuthModal() {
  const { registerModalHost } = usePageActions();
  useEffect(() => registerModalHost(), [registerModalHost]);
  return <AuthDialog />;
}
