import { countryByCode, type Job, langAttribute } from '@baobab/core';
import { useRuntime } from '../../runtime/context';
import { useTranslation } from '../../runtime/translation';
import { formatted, intl } from '../../ui/formatted';
import { companyHref, NavLink } from '../../ui/links';
import { Logo } from '../../ui/logo';
import { VerifiedBadge } from '../../ui/verified-badge';
import { PlainText } from './plain-text';

function useSalary(job: Job): string | null {
  const { t } = useTranslation();
  const { locale } = useRuntime();
  if (!job.salary) return null;
  const { min, max, currency, period } = job.salary;
  const amount = (value: number) =>
    formatted(`amount ${locale} ${value}`, () =>
      intl(Intl.NumberFormat, locale, { maximumFractionDigits: 0 }).format(value),
    );
  return t('jobs.salary', {
    min: amount(min),
    max: amount(max),
    currency,
    period: t(`jobs.salary_period.${period}`),
  });
}

/** The offer itself: title, company, key facts, description and candidate profile. */
export function JobOffer({ job, apiBase }: { job: Job; apiBase: string }) {
  const { t } = useTranslation();
  const { locale, links } = useRuntime();
  const salary = useSalary(job);
  const country = countryByCode(job.countryCode)?.name[locale];
  const lang = langAttribute(locale, job.lang);
  // The key and format of ui/format's formatDate, which this chunk does not import (it goes with
  // the lists).
  const date = formatted(`date ${locale} ${job.publicationDate}`, () =>
    intl(Intl.DateTimeFormat, locale, { dateStyle: 'long' }).format(new Date(job.publicationDate)),
  );

  return (
    <article className="bj-job-offer" part="offer">
      <header className="bj-job-header">
        <Logo url={job.companyDetails.logo} name={job.companyDetails.name} apiBase={apiBase} />
        <div>
          <h1 className="bj-job-title" lang={lang}>
            {job.title}
          </h1>
          <p className="bj-job-company">
            <NavLink href={companyHref(links, job.companyDetails.alias)} kind="company">
              {job.companyDetails.name}
            </NavLink>{' '}
            {job.companyDetails.verified && <VerifiedBadge />}
          </p>
        </div>
      </header>
      <dl className="bj-job-facts">
        <div>
          <dt>{t('jobs.location')}</dt>
          <dd>{[job.city, country].filter(Boolean).join(', ')}</dd>
        </div>
        <div>
          <dt>{t('jobs.contract')}</dt>
          <dd>
            {t(`jobs.contract_types.${job.contractType}`)} · {t(`jobs.remote.${job.remote}`)}
          </dd>
        </div>
        {salary && (
          <div>
            {/* Shown like the other labels: a hidden one left the salary a line above its neighbours. */}
            <dt>{t('jobs.salary_label')}</dt>
            <dd>{salary}</dd>
          </div>
        )}
      </dl>
      <p className="bj-muted">
        <time dateTime={job.publicationDate}>{t('jobs.published_on', { date })}</time>
      </p>
      <section aria-labelledby="bj-job-description">
        <h2 id="bj-job-description" className="bj-section-title">
          {t('jobs.description')}
        </h2>
        <PlainText text={job.description} lang={lang} />
      </section>
      <section aria-labelledby="bj-job-profile">
        <h2 id="bj-job-profile" className="bj-section-title">
          {t('jobs.profile')}
        </h2>
        <PlainText text={job.bestCandidateProfil} lang={lang} />
      </section>
    </article>
  );
}
