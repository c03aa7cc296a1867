import { useEffect, useState } from 'react';
import { useSiteT } from '../i18n/site-i18n';
import { takeLogoutFailure } from '../session/logout-failure';
import { useLocale } from './site-context';

/** 'Erreur lors de la déconnexion.' on the page loaded after a logout whose server call failed. */
export function LogoutFailureNotice() {
  const t = useSiteT(useLocale());
  // Read after hydration: the server never knows, and the cached HTML stays the same for everyone.
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(takeLogoutFailure(window.sessionStorage)), []);
  if (!failed) return null;
  return (
    <p className="bj-alert bj-alert--error" role="alert">
      {t('errors.logout_failed')}
    </p>
  );
}
