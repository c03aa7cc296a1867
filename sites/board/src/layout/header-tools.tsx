import { useSiteT } from '../i18n/site-i18n';
import { localePath } from '../routes/locale-path';
import { useLogout, useOpenAuth, useSession } from '../session/use-session';
import { AccountMenu } from './account-menu';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { useLocale, useSite } from './site-context';

/** The navbar links of docs/product.md §2; Medias only when the on-premise setting is 0. */
export function useNavItems() {
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

/** The navbar's tools: the language switch, sign-in or the account menu, the phone's menu (an island). */
export function HeaderTools() {
  const t = useSiteT(useLocale());
  const session = useSession();
  const openAuth = useOpenAuth();
  const logout = useLogout();
  const items = useNavItems();
  return (
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
  );
}
