import { Link, NavLink } from 'react-router';
import { useSiteT } from '../i18n/site-i18n';
import { localePath } from '../routes/locale-path';
import { useLogout, useOpenAuth, useSession } from '../session/use-session';
import { AccountMenu } from './account-menu';
import { LanguageSwitch } from './language-switch';
import { SiteLogo } from './logo';
import { MobileMenu } from './mobile-menu';
import { RecruiterLink } from './recruiter-link';
import { useLocale, useSite } from './site-context';

/** The navbar links of docs/product.md §2; Medias only when the on-premise setting is 0. */
function useNavItems() {
  const locale = useLocale();
  const { shell } = useSite();
  const t = useSiteT(locale);
  return [
    { to: localePath(locale, 'index'), label: t('nav.home'), end: true },
    ...(shell.config.onPremise === 0 ? [{ to: localePath(locale, 'medias'), label: t('nav.medias'), end: false }] : []),
    { to: localePath(locale, 'entreprises'), label: t('nav.companies'), end: false },
    { to: localePath(locale, 'jobs'), label: t('nav.jobs'), end: false },
  ];
}

export function Navbar() {
  const locale = useLocale();
  const { shell } = useSite();
  const t = useSiteT(locale);
  const session = useSession();
  const openAuth = useOpenAuth();
  const logout = useLogout();
  const items = useNavItems();

  return (
    <header className="bj-site-header">
      <div className="bj-site-header__inner">
        <Link to={localePath(locale, 'index')} className="bj-site-header__brand">
          <SiteLogo theme={shell.config.theme} credit={t('site.footer.gouv_credit')} />
          <span className="bj-sr-only">{t('site.nav.home_link')}</span>
        </Link>
        <nav className="bj-site-nav" aria-label={t('site.nav.main')}>
          <ul>
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className="bj-site-nav__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <RecruiterLink className="bj-site-nav__link" label={t('nav.recruiter_space')} />
            </li>
          </ul>
        </nav>
        <div className="bj-site-header__tools">
          <LanguageSwitch />
          {session ? (
            <AccountMenu user={session.user} onLogout={logout} />
          ) : (
            <button type="button" className="bj-btn bj-btn--primary bj-site-login" onClick={() => openAuth('login')}>
              {t('nav.login')}
            </button>
          )}
          <MobileMenu items={items} session={session} onLogin={() => openAuth('login')} onLogout={logout} />
        </div>
      </div>
    </header>
  );
}
