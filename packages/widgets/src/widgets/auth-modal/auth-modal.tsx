import { useEffect } from 'react';
import { usePageActions } from '../../ui/use-page-state';
import { AuthDialog } from './auth-dialog';

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
