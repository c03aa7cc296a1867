import type { Session } from '@baobab/client';
import { useRef } from 'react';
import { useLocation } from 'react-router';
import { useSiteT } from '../i18n/site-i18n';
import { useUnreadMessages } from '../session/unread-messages';
import { AccountItems, LinkItems } from './account-menu';
import { ColorModeSelect } from './color-mode-select';
import { RecruiterLink } from './recruiter-link';
import { useLocale, useSite } from './site-context';
import { THEME_FEATURES } from './theme-features';
import { UnreadBadge } from './unread-badge';

/**
 * The small-screen slide-in menu (docs/product.md §2): the signed-in user's first and last name, their unread
 * messages and account links, or 'Post a job' and Login for anonymous readers; a disclosure, so it opens
 * without script.
 */
export function MobileMenu({
  items,
  session,
  onLogin,
  onLogout,
}: {
  items: { to: string; label: string; end: boolean }[];
  session: Session | null;
  onLogin(): void;
  onLogout(): void;
}) {
  const t = useSiteT(useLocale());
  const { shell } = useSite();
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const close = () => menu.current?.removeAttribute('open');
  const unread = useUnreadMessages();
  return (
    <details className="bj-mobile-menu" ref={menu} key={location.key}>
      <summary className="bj-btn" aria-label={t('site.nav.open_menu')}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </summary>
      <div className="bj-mobile-menu__panel">
        {session && (
          <p className="bj-mobile-menu__user">
            {session.user.firstName} {session.user.lastName}
          </p>
        )}
        <UnreadBadge unread={unread} row />
        <nav aria-label={t('site.nav.main')}>
          <ul>
            <LinkItems links={items} onPick={close} />
            <li>
              <RecruiterLink label={t('nav.recruiter_space')} />
            </li>
            {session ? (
              <AccountItems onPick={close} onLogout={onLogout} />
            ) : (
              <>
                {THEME_FEATURES[shell.config.theme].postJob && (
                  <li>
                    <RecruiterLink label={t('nav.post_job')} />
                  </li>
                )}
                <li>
                  <button
                    type="button"
                    className="bj-btn bj-btn--primary"
                    onClick={() => {
                      close();
                      onLogin();
                    }}
                  >
                    {t('nav.login')}
                  </button>
                </li>
              </>
            )}
          </ul>
        </nav>
        <ColorModeSelect />
      </div>
    </details>
  );
}
