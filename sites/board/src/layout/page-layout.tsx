import type { Layout } from '@baobab/core';
import { Outlet, useLocation } from 'react-router';
import { useSiteT } from '../i18n/site-i18n';
import { Island } from '../islands/island';
import { NavigationEffects } from '../navigation/navigation-effects';
import { FramelessFooter } from './accessibility-link';
import { Footer } from './footer';
import { LogoutFailureNotice } from './logout-failure-notice';
import { Navbar } from './navbar';
import { PageChrome } from './page-chrome';
import { ServerFragment } from './server-fragment';
import { useLocale } from './site-context';

/** A mailed or redirected link's parameters that act as the page loads (navigation/auth-query.tsx). */
const ACTS_ON_ARRIVAL = /[?&](modal|unsubscribe|newsletter-confirm)=/;

/** The two layouts of docs/product.md §2: the default frame (navbar, footer) and the frameless careers page. */
export function PageLayout({ layout }: { layout: Layout }) {
  const t = useSiteT(useLocale());
  const { search } = useLocation();
  return (
    <>
      <a className="bj-skip-link" href="#main">
        {t('site.nav.skip')}
      </a>
      {layout === 'default' && <Navbar />}
      <main id="main" className={`bj-site-main bj-site-main--${layout}`} tabIndex={-1}>
        <Island name="logout-failure-notice" component={LogoutFailureNotice} props={{}} when="logout-failed" />
        <Outlet />
      </main>
      {layout === 'default' ? (
        <ServerFragment id="footer" marker={'data-island="footer"'}>
          <Island name="footer" component={Footer} props={{}} />
        </ServerFragment>
      ) : (
        <FramelessFooter />
      )}
      <Island
        name="page-chrome"
        component={PageChrome}
        props={{}}
        when={ACTS_ON_ARRIVAL.test(search) ? 'load' : 'companion'}
      />
      <NavigationEffects />
    </>
  );
}
