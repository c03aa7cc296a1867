import { Link, NavLink, useLocation } from 'react-router';
import { useSiteT } from '../i18n/site-i18n';
import { Island } from '../islands/island';
import { localePath } from '../routes/locale-path';
import { useSession } from '../session/use-session';
import { HeaderTools, useNavItems } from './header-tools';
import { LanguageSwitch } from './language-switch';
import { SiteLogo } from './logo';
import { RecruiterLink } from './recruiter-link';
import { ServerFragment } from './server-fragment';
import { useLocale, useSite } from './site-context';

/**
 * Which navbar links mark `pathname` as theirs, by NavLink's rule (case aside, the link's path
 * itself or, without `end`, a path under it): the header's HTML differs by this and its language
 * switch alone.
 */
export function currentMarks(items: { to: string; end: boolean }[], pathname: string): string {
  const path = pathname.toLowerCase();
  return items
    .map(({ to, end }) => {
      const target = to.toLowerCase();
      const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
      return path === target || (!end && path.startsWith(target) && path.charAt(slashAt) === '/') ? '1' : '0';
    })
    .join('');
}

export function Navbar() {
  const locale = useLocale();
  const { shell } = useSite();
  const t = useSiteT(locale);
  const items = useNavItems();
  const { pathname } = useLocation();
  // A signed-in reader's menu shows the unread count: its island wakes without waiting for a tap.
  const session = useSession();

  return (
    <ServerFragment
      id={`header ${currentMarks(items, pathname)}`}
      marker='class="bj-site-header"'
      live={{ marker: 'class="bj-site-lang"', element: <LanguageSwitch /> }}
    >
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
    </ServerFragment>
  );
}
