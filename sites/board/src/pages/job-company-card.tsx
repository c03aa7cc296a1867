import { type Company, countryByCode, langAttribute } from '@baobab/core';
import { Logo } from '@baobab/widgets';
import { Link } from 'react-router';
import { useSiteT } from '../i18n/site-i18n';
import { useLocale } from '../layout/site-context';

/**
 * The employer beside its offer: who they are, where, how big, and the way to their page and their
 * other offers — what a candidate checks before applying.
 */
export function JobCompanyCard({ company, href }: { company: Company; href: string }) {
  const locale = useLocale();
  const t = useSiteT(locale);
  const countries = company.countries.map((code) => countryByCode(code)?.name[locale] ?? code);
  return (
    <section className="bj-card bj-job-employer" aria-labelledby="bj-job-employer-name">
      <div className="bj-job-employer__head">
        <Logo url={company.logo} name={company.name} apiBase="" />
        <div>
          <h2 id="bj-job-employer-name" className="bj-job-employer__name">
            <Link to={href}>{company.name}</Link>
          </h2>
          {company.tagline && (
            <p className="bj-muted" lang={langAttribute(locale, company.lang)}>
              {company.tagline}
            </p>
          )}
        </div>
      </div>
      <dl className="bj-facts">
        {countries.length > 0 && (
          <div>
            <dt>{t('company_page.countries')}</dt>
            <dd>{countries.join(', ')}</dd>
          </div>
        )}
        <div>
          <dt>{t('company_page.size')}</dt>
          <dd>{t('companies.size', { size: company.size })}</dd>
        </div>
        <div>
          <dt>{t('site.job.open_jobs')}</dt>
          <dd>{t('companies.jobs_count', { count: company.jobCount })}</dd>
        </div>
      </dl>
      <div className="bj-job-employer__links">
        <Link className="bj-btn" to={href}>
          {t('site.job.company_page')}
        </Link>
        {company.jobCount > 1 && (
          <Link className="bj-btn" to={`${href}/offres-d-emploi`}>
            {t('site.job.company_jobs')}
          </Link>
        )}
      </div>
    </section>
  );
}
