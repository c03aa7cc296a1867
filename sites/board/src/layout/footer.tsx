import { COUNTRIES, type RouteName } from '@baobab/core';
import { Newsletter } from '@baobab/widgets';
import { Link } from 'react-router';
import { useSiteT } from '../i18n/site-i18n';
import { localePath } from '../routes/locale-path';
import { useLogout, useOpenAuth, useSession } from '../session/use-session';
import { AccessibilityLink } from './accessibility-link';
import { ColorModeSelect } from './color-mode-select';
import { useLocale, useSite } from './site-context';
import { SOCIAL_LINKS, THEME_FEATURES } from './theme-features';

const SITE_LINKS: [RouteName, string][] = [
  ['pages-concept', 'footer.concept'],
  ['pages-faq', 'footer.faq'],
  ['contact', 'footer.contact'],
  ['pages-mentions', 'footer.mentions'],
  ['pages-cgu', 'footer.cgu'],
  ['pages-confidentialite', 'footer.confidentialite'],
];

/** The footer of docs/product.md §2: newsletter, site and account links, social links and the six countries. */
export function Footer() {
  const locale = useLocale();
  const t = useSiteT(locale);
  const { shell } = useSite();
  const session = useSession();
  const openAuth = useOpenAuth();
  const logout = useLogout();
  const features = THEME_FEATURES[shell.config.theme];

  return (
    <footer className="bj-site-footer">
      <div className="bj-site-footer__newsletter">
        <Newsletter />
      </div>
      <div className="bj-site-footer__columns">
        <nav aria-labelledby="footer-site">
          <h2 id="footer-site">{t('footer.site')}</h2>
          <ul>
            {SITE_LINKS.map(([name, key]) => (
              <li key={name}>
                <Link to={localePath(locale, name as 'about')}>{t(key)}</Link>
              </li>
            ))}
            <li>
              <AccessibilityLink />
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-account">
          <h2 id="footer-account">{t('footer.account')}</h2>
          <ul>
            {session ? (
              <li>
                <button type="button" className="bj-btn--link" onClick={logout}>
                  {t('nav.logout')}
                </button>
              </li>
            ) : (
              <>
                <li>
                  <button type="button" className="bj-btn--link" onClick={() => openAuth('login')}>
                    {t('nav.login')}
                  </button>
                </li>
                <li>
                  <button type="button" className="bj-btn--link" onClick={() => openAuth('signup')}>
                    {t('nav.signup')}
                  </button>
                </li>
              </>
            )}
          </ul>
        </nav>
        <nav aria-labelledby="footer-countries">
          <h2 id="footer-countries">{t('footer.countries')}</h2>
          <ul>
            {COUNTRIES.map((country) => (
              <li key={country.code}>
                <Link to={localePath(locale, 'emploi-location', { location: country.slug })}>
                  {country.name[locale]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {features.socialLinks && (
          <nav aria-labelledby="footer-social">
            <h2 id="footer-social">{t('footer.follow_us')}</h2>
            <ul>
              {Object.entries(SOCIAL_LINKS).map(([network, href]) => (
                <li key={network}>
                  <a href={href} target="_blank" rel="noopener noreferrer">
                    {t(`site.footer.social.${network}`)}
                    <span className="bj-sr-only"> {t('site.nav.new_tab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <div className="bj-site-footer__bottom">
        <p>{t('site.footer.rights', { year: new Date().getFullYear() })}</p>
        {features.ministryCredit && <p>{t('site.footer.gouv_credit')}</p>}
        <ColorModeSelect />
      </div>
    </footer>
  );
}
