import type { Layout } from '@baobab/core';
import { AuthModal } from '@baobab/widgets/auth-modal';
import { Outlet } from 'react-router';
import { useSiteT } from '../i18n/site-i18n';
import { AuthQuery } from '../navigation/auth-query';
import { NavigationEffects } from '../navigation/navigation-effects';
import { Footer } from './footer';
import { LogoutFailureNotice } from './logout-failure-notice';
import { Navbar } from './navbar';
import { useLocale } from './site-context';

/** The two layouts of docs/product.md §2: the default frame (navbar, footer) and the frameless careers page. */
export function PageLayout({ layout }: { layout: Layout }) {
  const t = useSiteT(useLocale());
  return (
    <>
      <a className="bj-skip-link" href="#main">
        {t('site.nav.skip')}
      </a>
      {layout === 'default' && <Navbar />}
      <main id="main" className={`bj-site-main bj-site-main--${layout}`} tabIndex={-1}>
        <LogoutFailureNotice />
        <Outlet />
      </main>
      {layout === 'default' && <Footer />}
      {/* The page's one sign-in modal: it claims the role at once; its dialog loads when it first opens. */}
      <AuthModal />
      <AuthQuery />
      <NavigationEffects />
    </>
  );
}
