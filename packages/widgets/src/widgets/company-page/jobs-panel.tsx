import { type Company, JOB_PAGE_SIZE } from '@baobab/core';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../runtime/context';
import { fillTemplate } from '../../ui/links';
import { LoadStatus } from '../../ui/load-status';
import { JobCard } from './job-card';
import { SpontaneousCard } from './spontaneous-card';
import { usePaged } from './use-paged';

/** The company's offers, newest first, page by page; its spontaneous application comes first. */
export function JobsPanel({ company, spontaneousHref }: { company: Company; spontaneousHref: string }) {
  const { t } = useTranslation();
  const { client } = useRuntime();
  const jobs = usePaged(company.alias, (page) =>
    client.catalogue.companyJobs(company.alias, { page, limit: JOB_PAGE_SIZE }),
  );
  const { status } = jobs;
  const settled = status.status === 'done';

  return (
    <div className="bj-cp-jobs">
      <p className="bj-sr-only" aria-live="polite">
        {settled ? t('jobs.count', { count: jobs.total }) : ''}
      </p>
      <ul className="bj-cp-list" aria-busy={!settled}>
        {company.spontaneousApplications && (
          <SpontaneousCard companyName={company.name} href={fillTemplate(spontaneousHref, { alias: company.alias })} />
        )}
        {jobs.items.map((job) => (
          <JobCard key={job.id} job={job} />
        ))}
      </ul>
      {settled && jobs.items.length === 0 && <p className="bj-cp-empty">{t('company_page.no_jobs')}</p>}
      <LoadStatus state={status} retry={jobs.retry} />
      {settled && jobs.hasMore && (
        <button type="button" className="bj-btn bj-cp-more" onClick={jobs.loadMore}>
          {t('jobs.load_more')}
        </button>
      )}
    </div>
  );
}
