import { countryByCode, langAttribute } from '@baobab/core';
import { useRuntime } from '../../runtime/context';
import { useTranslation } from '../../runtime/translation';
import type { JobCardData } from '../../stores/job-list-store';
import { formatDate } from '../../ui/format';
import { applyHref, boardApplyHref, jobHref, useNavigate } from '../../ui/links';
import { Logo } from '../../ui/logo';

/**
 * One offer of the list; the whole card links to the offer, its Apply to the offer with Apply
 * started: on the board, in a new tab, when this page may not sign candidates in.
 */
export function JobCard({ job, apiBase }: { job: JobCardData; apiBase: string }) {
  const { t } = useTranslation();
  const { locale, links, client } = useRuntime();
  const navigate = useNavigate();
  const href = jobHref(links, job.slug);
  const board = client.board();
  const apply = board ? boardApplyHref(board, job.slug) : applyHref(links, job.slug);
  const country = countryByCode(job.countryCode)?.name[locale];
  const date = formatDate(job.publicationDate, locale);
  const lang = langAttribute(locale, job.lang);

  return (
    <article className="bj-card bj-list-card" part="card">
      <Logo url={job.companyDetails.logo} name={job.companyDetails.name} apiBase={apiBase} />
      <div className="bj-list-card__body">
        <h3 className="bj-list-card__title" lang={lang}>
          <a className="bj-list-card__link" href={href} onClick={navigate('job', href)}>
            {job.title}
          </a>
        </h3>
        <p className="bj-job-card__company">{job.companyDetails.name}</p>
        <ul className="bj-list-card__meta">
          <li>{[job.city, country].filter(Boolean).join(', ')}</li>
          <li>{t(`jobs.contract_types.${job.contractType}`)}</li>
          <li>{t(`jobs.remote.${job.remote}`)}</li>
        </ul>
        <p className="bj-list-card__meta">
          <time dateTime={job.publicationDate}>{t('jobs.published_on', { date })}</time>
          {job.closed && <span className="bj-badge">{t('jobs.closed_badge')}</span>}
        </p>
        {!job.closed && (
          <a
            className="bj-btn bj-list-card__apply"
            href={apply}
            {...(board ? { target: '_blank', rel: 'noopener' } : { onClick: navigate('job', apply) })}
          >
            {t('jobs.apply')}
            <span className="bj-sr-only">
              : <span lang={lang}>{job.title}</span>
            </span>
          </a>
        )}
      </div>
    </article>
  );
}
