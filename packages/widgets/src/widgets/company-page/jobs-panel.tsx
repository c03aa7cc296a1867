import type { Company } from '@baobab/core';
import { useRuntime } from '../../runtime/context';
import { useTranslation } from '../../runtime/translation';
import { createJobListStore, type JobCardData, type JobListState, type JobQuery } from '../../stores/job-list-store';
import type { ListSnapshot } from '../../stores/paged-list';
import { useListStore } from '../../stores/use-list-store';
import { JobCard } from '../job-list/job-card';
import { SpontaneousCard } from './spontaneous-card';

/**
 * The company's offers, newest first, page by page (the job list's own store, scoped to the
 * company); its spontaneous application comes first.
 */
export function JobsPanel({
  company,
  apiBase,
  initial,
  onChange,
}: {
  company: Company;
  apiBase: string;
  initial?: ListSnapshot<JobCardData, JobQuery>;
  onChange?(list: JobListState): void;
}) {
  const { t } = useTranslation();
  const { client } = useRuntime();
  const jobs = useListStore(
    () => createJobListStore(client, { company: company.alias }, initial),
    [client, company.alias],
    onChange,
  );
  const settled = jobs.status === 'loaded';

  return (
    <div className="bj-cp-jobs">
      <p className="bj-sr-only" aria-live="polite">
        {settled ? t('jobs.count', { count: jobs.total ?? jobs.items.length }) : ''}
      </p>
      <ul className="bj-cp-list" aria-busy={!settled}>
        {company.spontaneousApplications && <SpontaneousCard company={company} />}
        {jobs.items.map((job) => (
          <li key={job.id}>
            <JobCard job={job} apiBase={apiBase} />
          </li>
        ))}
      </ul>
      {settled && jobs.items.length === 0 && <p className="bj-cp-empty">{t('company_page.no_jobs')}</p>}
      {settled && jobs.hasMore && (
        <button type="button" className="bj-btn bj-cp-more" onClick={() => void jobs.loadMore()}>
          {t('jobs.load_more')}
        </button>
      )}
    </div>
  );
}
