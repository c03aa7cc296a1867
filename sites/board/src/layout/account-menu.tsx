import type { User } from '@baobab/core';
import { useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useSiteT } from '../i18n/site-i18n';
import { localePath } from '../routes/locale-path';
import { useUnreadMessages } from '../session/unread-messages';
import { useLocale } from './site-context';
import { UnreadBadge } from './unread-badge';

/** The signed-in links of docs/product.md §2, shared by the account menu and the mobile menu. */
export function useAccountLinks() {
  const locale = useLocale();
  const t = useSiteT(locale);
  const profil = localePath(locale, 'profil');
  return [
    { to: `${profil}?tab=mes-cvs`, label: t('nav.my_resumes') },
    { to: profil, label: t('nav.my_profile') },
    { to: `${profil}?tab=candidatures`, label: t('nav.my_applications') },
  ];
}

/** List items of some links, each closing its menu, for the account menu and the mobile menu. */
export function LinkItems({ links, onPick }: { links: { to: string; label: string }[]; onPick(): void }) {
  return links.map((link) => (
    <li key={link.to}>
      <Link to={link.to} onClick={onPick}>
        {link.label}
      </Link>
    </li>
  ));
}

/** The account links of a signed-in reader, then Logout. */
export function AccountItems({ onPick, onLogout }: { onPick(): void; onLogout(): void }) {
  const t = useSiteT(useLocale());
  return (
    <>
      <LinkItems links={useAccountLinks()} onPick={onPick} />
      <li>
        <button type="button" className="bj-btn--link" onClick={onLogout}>
          {t('nav.logout')}
        </button>
      </li>
    </>
  );
}

/**
 * The account menu: a disclosure (works before the JavaScript arrives), closed again after a pick.
 * The unread badge sits beside it, not in its summary, where a link could not be followed.
 */
export function AccountMenu({ user, onLogout }: { user: User; onLogout(): void }) {
  const t = useSiteT(useLocale());
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const close = () => menu.current?.removeAttribute('open');
  const unread = useUnreadMessages();
  return (
    <>
      <UnreadBadge unread={unread} />
      <details className="bj-account-menu" ref={menu} key={location.key}>
        <summary className="bj-btn">
          <span className="bj-account-menu__initials" aria-hidden="true">
            {user.firstName.charAt(0)}
            {user.lastName.charAt(0)}
          </span>
          <span className="bj-account-menu__label">{t('site.nav.account')}</span>
        </summary>
        <ul className="bj-account-menu__list">
          <AccountItems onPick={close} onLogout={onLogout} />
        </ul>
      </details>
    </>
  );
}
