import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../runtime/context';
import { WidgetRoot } from '../../runtime/widget-root';
import { createCompanyListStore } from '../../stores/company-list-store';
import { PagedItems } from '../shared-list/paged-items';
import { isTagFilterActive } from '../shared-list/paged-list';
import { statusText } from '../shared-list/status-text';
import { TagFilter } from '../shared-list/tag-filter';
import { useListStore } from '../shared-list/use-list-store';
import { useTags } from '../shared-list/use-tags';
import { CompanyCard } from './company-card';

export interface CompanyListProps {
  /** API origin that relative image URLs resolve against; '' for the page's own. */
  apiBase?: string;
}

const COMPANY_STATUS_KEYS = { count: 'companies.count', countShown: 'companies.count_shown', empty: 'companies.none' };

/** `baobab-company-list`: the partner companies, 19 a page, filtered by activity domain (spec §4). */
export function CompanyList({ apiBase = '' }: CompanyListProps) {
  const { t } = useTranslation();
  const { client, locale } = useRuntime();
  const tags = useTags();
  const state = useListStore(() => createCompanyListStore(client), [client]);

  return (
    <WidgetRoot name="company-list">
      <div className="bj-list">
        <TagFilter
          tags={tags}
          selected={state.query.tagIds}
          locale={locale}
          label={t('companies.domains')}
          onToggle={state.toggleTag}
        />
        {isTagFilterActive(state.query) && (
          <div className="bj-list__toolbar">
            <button type="button" className="bj-btn bj-btn--link" onClick={state.clear}>
              {t('companies.clear')}
            </button>
          </div>
        )}
        <PagedItems
          items={state.items}
          status={state.status}
          hasMore={state.hasMore}
          idOf={(company) => company.id}
          renderItem={(company) => <CompanyCard company={company} apiBase={apiBase} />}
          statusText={statusText(t, state, COMPANY_STATUS_KEYS)}
          loadMoreLabel={t('companies.load_more')}
          loadingLabel={t('common.loading')}
          onLoadMore={state.loadMore}
        />
      </div>
    </WidgetRoot>
  );
}
