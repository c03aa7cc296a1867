import { documentCookieJar } from '@baobab/client';
import { LOCALE_COOKIE, LOCALES } from '@baobab/core';
import { Link, useLocation } from 'react-router';
import { useSiteT } from '../i18n/site-i18n';
import { useCurrentSearch } from '../navigation/list-url';
import { alternates } from '../routes/locale-path';
import { useLocale } from './site-context';

/** The same page in the other language; the choice is remembered in the i18n_redirected cookie. */
export function LanguageSwitch() {
  const locale = useLocale();
  const t = useSiteT(locale);
  const { pathname } = useLocation();
  const search = useCurrentSearch();
  const other = LOCALES.find((l) => l !== locale) ?? locale;
  return (
    <Link
      className="bj-site-lang"
      to={`${alternates(pathname)[other]}${search}`}
      hrefLang={other}
      lang={other}
      onClick={() => {
        documentCookieJar().set(LOCALE_COOKIE.name, other, LOCALE_COOKIE.maxAgeDays * 24 * 3600);
      }}
    >
      {t('site.nav.switch_to')}
    </Link>
  );
}
