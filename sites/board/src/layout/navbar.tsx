import { Link, NavLink } from 'react-router';
import { useSiteT } from '../i18n/site-i18n';
import { Island } from '../islands/island';
import { localePath } from '../routes/locale-path';
import { useSession } from '../session/use-session';
import { HeaderTools, useNavItems } from './header-tools';
import { SiteLogo } from './logo';
import { RecruiterLink } from './recruiter-link';
import { useLocale, useSite } from './site-context';

export function Navbar() {
  const locale = useLocale();
  const { shell } = useSite();
  const t = useSiteT(locale);
  const items = useNavItems();
  // A signed-in reader's menu shows the unread count: its island wakes without waiting for a tap.
  const session = useSession();

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
        <Island name="header-tools" component={HeaderTools} props={{}} when={session ? 'idle' : 'interaction'} />
      </div>
    </header>
  );
}
