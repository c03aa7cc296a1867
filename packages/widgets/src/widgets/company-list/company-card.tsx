import { type CompanySummary, countryByCode, langAttribute } from '@baobab/core';
import { useRuntime } from '../../runtime/context';
import { useTranslation } from '../../runtime/translation';
import { formatted, intl } from '../../ui/formatted';
import { companyHref, useNavigate } from '../../ui/links';
import { Logo } from '../../ui/logo';
import { VerifiedBadge } from '../../ui/verified-badge';

/** One partner company of the list; the whole card links to its page. */
export function CompanyCard({ company, apiBase }: { company: CompanySummary; apiBase: string }) {
  const { t } = useTranslation();
  const { locale, links } = useRuntime();
  const navigate = useNavigate();
  const href = companyHref(links, company.alias);
  const countries = company.countries.flatMap((code) => countryByCode(code)?.name[locale] ?? []);

  return (
    <article className="bj-card bj-list-card" part="card">
      <Logo url={company.logo} name={company.name} apiBase={apiBase} />
      <div className="bj-list-card__body">
        <h3 className="bj-list-card__title">
          <a className="bj-list-card__link" href={href} onClick={navigate('company', href)}>
            {company.name}
          </a>
        </h3>
        {company.verified && <VerifiedBadge />}
        {company.tagline && (
          // A summary carries no language: taken as French (langAttribute).
          <p className="bj-company-card__tagline" lang={langAttribute(locale)}>
            {company.tagline}
          </p>
        )}
        <p className="bj-list-card__meta">
          {countries.length > 0 && (
            <span>
              {formatted(`list ${locale} ${countries.join()}`, () =>
                intl(Intl.ListFormat, locale, { type: 'unit' }).format(countries),
              )}
            </span>
          )}
          <span className="bj-company-card__jobs">{t('companies.jobs_count', { count: company.jobCount })}</span>
        </p>
      </div>
    </article>
  );
}
