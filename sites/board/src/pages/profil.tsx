import { PROFILE_TABS } from '@baobab/core';
import { ApplicationsPanel, DocumentsPanel, PhonePanel } from '@baobab/widgets';
import { Link, useSearchParams } from 'react-router';
import { useSiteT } from '../i18n/site-i18n';
import { UnreadBadge } from '../layout/unread-badge';
import { localePath } from '../routes/locale-path';
import { Seo } from '../seo/seo';
import { useUnreadMessages } from '../session/unread-messages';
import { useSession } from '../session/use-session';
import { AccountSecurity } from './account-security';
import { DataRights } from './data-rights';
import { ProfileForm } from './profile-form';
import { usePageData } from './use-page-data';

type Tab = (typeof PROFILE_TABS)[number] | 'profil';

/** `/profil` (auth required): my profile, `?tab=mes-cvs` my CVs, `?tab=candidatures` my applications. */
export function Component() {
  const { locale } = usePageData();
  const t = useSiteT(locale);
  const session = useSession();
  const unread = useUnreadMessages();
  const [search] = useSearchParams();
  const wanted = search.get('tab');
  const tab: Tab = PROFILE_TABS.find((name) => name === wanted) ?? 'profil';
  const base = localePath(locale, 'profil');
  const tabs: { id: Tab; label: string; href: string }[] = [
    { id: 'profil', label: t('site.profile.tab_profile'), href: base },
    { id: 'mes-cvs', label: t('nav.my_resumes'), href: `${base}?tab=mes-cvs` },
    { id: 'candidatures', label: t('nav.my_applications'), href: `${base}?tab=candidatures` },
  ];
  const current = tabs.find((entry) => entry.id === tab)!;
  return (
    <section className="bj-site-section">
      <Seo title={t('site.meta.profile_title')} description={t('site.meta.profile_title')} noindex />
      <h1>{session ? t('site.profile.greeting', { name: session.user.firstName }) : t('profile.title')}</h1>
      <UnreadBadge unread={unread} row />
      <nav className="bj-media-tabs" aria-label={t('site.profile.tabs_label')}>
        {tabs.map((entry) => (
          <Link key={entry.id} to={entry.href} aria-current={entry.id === tab ? 'page' : undefined}>
            {entry.label}
          </Link>
        ))}
      </nav>
      <h2 className="bj-section-title">{current.label}</h2>
      <div className="bj-profile-panel">
        {tab === 'mes-cvs' && <DocumentsPanel />}
        {tab === 'candidatures' && <ApplicationsPanel />}
        {tab === 'profil' && <ProfileForm />}
      </div>
      {tab === 'profil' && session && <PhonePanel />}
      {tab === 'profil' && session && <AccountSecurity />}
      {tab === 'profil' && session && <DataRights />}
    </section>
  );
}
