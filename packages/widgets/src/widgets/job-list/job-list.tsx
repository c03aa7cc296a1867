import type { Tag } from '@baobab/core';
import { lazy, Suspense } from 'react';
import { useRuntime } from '../../runtime/context';
import { useTranslation } from '../../runtime/translation';
import { WidgetRoot } from '../../runtime/widget-root';
import {
  createJobListStore,
  isJobFilterActive,
  type JobCardData,
  type JobListState,
  type JobQuery,
  showsCallToAction,
  showsNoMatch,
} from '../../stores/job-list-store';
import type { ListSnapshot } from '../../stores/paged-list';
import { useListStore } from '../../stores/use-list-store';
import { ListFilters } from '../list-parts/list-filters';
import { PagedItems } from '../list-parts/paged-items';
import { statusText } from '../list-parts/status-text';
import { JobCard } from './job-card';
import { JobSearchForm } from './job-search-form';
import { JobsCta, SpontaneousCta } from './jobs-cta';

export interface JobListProps {
  /** Alias of the one company whose offers are listed (the element's `company` attribute). */
  company?: string;
  /** Where a board-wide list's call-to-action leads: the host page's companies list. */
  companiesHref?: string;
  /** API origin that relative image URLs resolve against; '' for the page's own. */
  apiBase?: string;
  /** The list and the tags, already fetched by a server-rendering host: no loading flash. */
  initial?: { page: ListSnapshot<JobCardData, JobQuery>; tags: Tag[] };
  /**
   * Hears each loaded search, domains and page count. Only a host that owns the page's URL keeps
   * them there (the board does); a partner's page keeps its URL to itself.
   */
  onListChange?(list: JobListState): void;
}

// A job list's pages always carry their total: it never says how many are shown without it.
const JOB_STATUS_KEYS = { count: 'jobs.count', countShown: 'jobs.count', empty: 'errors.no_match' };

/** `baobab-job-list`: keyword search, activity-domain filter and the paged offers (docs/product.md §4). */
export function JobList({
  company,
  companiesHref = '/entreprises',
  apiBase = '',
  initial,
  onListChange,
}: JobListProps) {
  const { t } = useTranslation();
  const { client } = useRuntime();
  // `initial` only seeds the first store: later changes of it do not reset the reader's list.
  const state = useListStore(
    () => createJobListStore(client, { company }, initial?.page),
    [client, company],
    onListChange,
  );
  const ctaShown = state.status === 'loaded' && showsCallToAction(state);

  return (
    <WidgetRoot name="job-list">
      <div className="bj-list">
        <JobSearchForm keyword={state.query.keyword} onSearch={state.search} />
        <ListFilters
          selected={state.query.tagIds}
          onToggle={state.toggleTag}
          active={isJobFilterActive(state.query)}
          onClear={state.clear}
          domainsLabel={t('jobs.domains')}
          clearLabel={t('jobs.clear')}
          initialTags={initial?.tags}
          company={company}
        />
        <PagedItems
          items={state.items}
          status={state.status}
          hasMore={state.hasMore}
          idOf={(job) => job.id}
          renderItem={(job) => <JobCard job={job} apiBase={apiBase} />}
          statusText={statusText(t, state, JOB_STATUS_KEYS)}
          loadMoreLabel={t('jobs.load_more')}
          loadingLabel={t('common.loading')}
          skeleton={{ lines: 4, action: true }}
          onLoadMore={state.loadMore}
        />
        {showsNoMatch(state) && (
          <Suspense>
            <DidYouMean {...state} />
          </Suspense>
        )}
        {company ? (
          <SpontaneousCta alias={company} shown={ctaShown} />
        ) : (
          ctaShown && <JobsCta companiesHref={companiesHref} />
        )}
      </div>
    </WidgetRoot>
  );
}

/** Loaded only when a search found nothing (it says nothing without a keyword). */
const DidYouMean = lazy(() => import('./hint'));
