import { LOCALES } from '@baobab/core';
import { Link, useLocation } from 'react-router';
import { useSiteT } from '../i18n/site-i18n';
import { useCurrentSearch } from '../navigation/list-url';
import { alternates } from '../routes/locale-path';
import { localeCookie } from './locale-cookie';
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
      data-cookie={localeCookie(other)}
    >
      {t('site.nav.switch_to')}
    </Link>
  );
}
