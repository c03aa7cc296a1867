import { countryByCode, type JobSummary } from '@baobab/core';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../runtime/context';
import { formatDate } from '../../ui/format';
import { jobHref, NavLink } from '../../ui/links';

/** One offer of the company: the whole card is the link to the job's page. */
export function JobCard({ job }: { job: JobSummary }) {
  const { t } = useTranslation();
  const { links, locale } = useRuntime();
  const place = [job.city, countryByCode(job.countryCode)?.name[locale]].filter(Boolean).join(', ');
  return (
    <li className="bj-card bj-cp-item">
      <h2 className="bj-cp-item-title">
        <NavLink href={jobHref(links, job.slug)} kind="job" className="bj-cp-stretched">
          {job.title}
        </NavLink>
      </h2>
      <p className="bj-cp-meta">
        <span>{place}</span>
        <span className="bj-tag">{t(`jobs.contract_types.${job.contractType}`)}</span>
        <span className="bj-tag">{t(`jobs.remote.${job.remote}`)}</span>
        {job.closed && <span className="bj-tag bj-cp-closed">{t('jobs.closed_badge')}</span>}
      </p>
      <p className="bj-muted">
        <time dateTime={job.publicationDate}>
          {t('jobs.published_on', { date: formatDate(job.publicationDate, locale) })}
        </time>
      </p>
    </li>
  );
}
