import { countryByCode, withListQuery } from '@baobab/core';
import { formatted, intl, Logo } from '@baobab/widgets';
import { Link } from 'react-router';
import { useSiteT } from '../i18n/site-i18n';
import { useLocale } from '../layout/site-context';
import type { HomeHero as HeroData } from '../routes/home-data';
import { localePath } from '../routes/locale-path';

/**
 * The home's opening: what the board is, how big, and the shortest ways in — the domains and
 * countries that hire most, the companies behind the offers. The search comes right after it.
 */
export function HomeHero({ hero }: { hero: HeroData }) {
  const locale = useLocale();
  const t = useSiteT(locale);
  const figure = (value: number) =>
    formatted(`number ${locale} ${value}`, () => intl(Intl.NumberFormat, locale).format(value));
  const jobs = localePath(locale, 'jobs');
  return (
    <section className="bj-hero bj-home-hero" aria-labelledby="bj-hero-title">
      <div className="bj-home-hero__main">
        <h1 id="bj-hero-title">{t('site.home.hero_title')}</h1>
        <p className="bj-home-hero__stats">
          <span>
            <strong>{figure(hero.jobCount)}</strong> {t('site.home.stat_jobs', { count: hero.jobCount })}
          </span>
          <span>
            <strong>{figure(hero.companyCount)}</strong> {t('site.home.stat_companies', { count: hero.companyCount })}
          </span>
        </p>
        {hero.domains.length > 0 && (
          <nav aria-labelledby="bj-hero-domains">
            <h2 id="bj-hero-domains" className="bj-eyebrow">
              {t('site.home.popular_domains')}
            </h2>
            <ul className="bj-chips">
              {hero.domains.map((domain) => (
                <li key={domain.id}>
                  <Link
                    className="bj-tag"
                    to={`${jobs}${withListQuery('', { keyword: '', tagIds: [domain.id], pages: 1 })}`}
                  >
                    {domain.label[locale]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {hero.countries.length > 0 && (
          <nav aria-labelledby="bj-hero-countries">
            <h2 id="bj-hero-countries" className="bj-eyebrow">
              {t('site.home.countries')}
            </h2>
            <ul className="bj-chips">
              {hero.countries.map((code) => {
                const country = countryByCode(code);
                return country ? (
                  <li key={code}>
                    <Link className="bj-tag" to={localePath(locale, 'emploi-location', { location: country.slug })}>
                      {country.name[locale]}
                    </Link>
                  </li>
                ) : null;
              })}
            </ul>
          </nav>
        )}
      </div>
      {hero.partners.length > 0 && (
        <div className="bj-home-hero__partners">
          <h2 className="bj-eyebrow">{t('site.home.partners')}</h2>
          <ul>
            {hero.partners.map((partner) => (
              <li key={partner.alias}>
                <Link to={localePath(locale, 'entreprises-alias', { alias: partner.alias })} title={partner.name}>
                  <Logo url={partner.logo} name={partner.name} apiBase="" />
                  <span className="bj-sr-only">{partner.name}</span>
                </Link>
              </li>
            ))}
          </ul>
          <Link to={localePath(locale, 'entreprises')}>{t('site.home.all_companies')}</Link>
        </div>
      )}
    </section>
  );
}
