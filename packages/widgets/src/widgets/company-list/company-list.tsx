import type { CompanySummary, Tag } from '@baobab/core';
import { useRuntime } from '../../runtime/context';
import { useTranslation } from '../../runtime/translation';
import { WidgetRoot } from '../../runtime/widget-root';
import { type CompanyListState, type CompanyQuery, createCompanyListStore } from '../../stores/company-list-store';
import { isTagFilterActive, type ListSnapshot } from '../../stores/paged-list';
import { useListStore } from '../../stores/use-list-store';
import { ListFilters } from '../list-parts/list-filters';
import { PagedItems } from '../list-parts/paged-items';
import { statusText } from '../list-parts/status-text';
import { CompanyCard } from './company-card';

export interface CompanyListProps {
  /** API origin that relative image URLs resolve against; '' for the page's own. */
  apiBase?: string;
  /** The list and the tags, already fetched by a server-rendering host: no loading flash. */
  initial?: { page: ListSnapshot<CompanySummary, CompanyQuery>; tags: Tag[] };
  /** Hears each loaded domains and page count, for a host that keeps them in its URL (as the job list). */
  onListChange?(list: CompanyListState): void;
}

const COMPANY_STATUS_KEYS = { count: 'companies.count', countShown: 'companies.count_shown', empty: 'companies.none' };

/** `baobab-company-list`: the partner companies, 19 a page, filtered by activity domain (docs/product.md §4). */
export function CompanyList({ apiBase = '', initial, onListChange }: CompanyListProps) {
  const { t } = useTranslation();
  const { client } = useRuntime();
  // `initial` only seeds the first store: later changes of it do not reset the reader's list.
  const state = useListStore(() => createCompanyListStore(client, initial?.page), [client], onListChange);

  return (
    <WidgetRoot name="company-list">
      <div className="bj-list">
        <ListFilters
          selected={state.query.tagIds}
          onToggle={state.toggleTag}
          active={isTagFilterActive(state.query)}
          onClear={state.clear}
          domainsLabel={t('companies.domains')}
          clearLabel={t('companies.clear')}
          initialTags={initial?.tags}
        />
        <PagedItems
          items={state.items}
          status={state.status}
          hasMore={state.hasMore}
          idOf={(company) => company.id}
          renderItem={(company) => <CompanyCard company={company} apiBase={apiBase} />}
          statusText={statusText(t, state, COMPANY_STATUS_KEYS)}
          loadMoreLabel={t('companies.load_more')}
          loadingLabel={t('common.loading')}
          skeleton={{ lines: 4 }}
          onLoadMore={state.loadMore}
        />
      </div>
    </WidgetRoot>
  );
}
