import { countryByCode, langAttribute } from '@baobab/core';
import { Link } from 'react-router';
import { useSiteT } from '../i18n/site-i18n';
import { useLocale } from '../layout/site-context';
import { localePath } from '../routes/locale-path';
import type { SimilarJob } from '../routes/page-data';

/** The end of a job page: offers in the same domains, so a reader who passes on this one goes on. */
export function SimilarJobs({ jobs }: { jobs: SimilarJob[] }) {
  const locale = useLocale();
  const t = useSiteT(locale);
  if (jobs.length === 0) return null;
  return (
    <section className="bj-site-section" aria-labelledby="bj-similar-jobs">
      <h2 id="bj-similar-jobs">{t('site.job.similar')}</h2>
      <ul className="bj-site-cards bj-similar-jobs">
        {jobs.map((job) => (
          <li key={job.slug} className="bj-card bj-site-card">
            <h3 lang={langAttribute(locale, job.lang)}>
              <Link to={localePath(locale, 'jobs-slug', { slug: job.slug })}>{job.title}</Link>
            </h3>
            <p className="bj-muted">
              {[job.companyDetails.name, job.city, countryByCode(job.countryCode)?.name[locale]]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <p>
              <span className="bj-tag">{t(`jobs.contract_types.${job.contractType}`)}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
