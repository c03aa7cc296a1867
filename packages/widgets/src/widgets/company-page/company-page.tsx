import { ApiRequestError } from '@baobab/client';
import {
  COMPANIES_PATH,
  type Company,
  type CompanyTab,
  MEDIA_PAGE_PATH,
  type MediaList,
  type Section,
} from '@baobab/core';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useRuntime } from '../../runtime/context';
import { useTranslation } from '../../runtime/translation';
import { WidgetRoot } from '../../runtime/widget-root';
import type { JobCardData, JobListState, JobQuery } from '../../stores/job-list-store';
import type { ListSnapshot } from '../../stores/paged-list';
import { NavLink } from '../../ui/links';
import { LoadStatus } from '../../ui/load-status';
import { useLoad } from '../../ui/use-load';
import { usePageState } from '../../ui/use-page-state';
import { OwnAuthDialog } from '../auth-modal/own-auth-dialog';
import { ApplicationsPanel } from '../profile/applications-panel';
import { ChatPanel } from './chat-panel';
import { CompanyHeader } from './company-header';
import { DescriptionPanel } from './description-panel';
import { JobsPanel } from './jobs-panel';
import { PublicationsPanel } from './publications-panel';
import { panelId, TabList, tabId } from './tab-list';
import { resolveTab, visibleTabs } from './visible-tabs';

export interface CompanyPageProps {
  alias: string;
  /** `carriere` is a company's own careers page: frameless, no way back to the board's lists. */
  section?: Section;
  /** The tab to show (the `{subMenu}` of the URL); the description when absent or not available. */
  tab?: CompanyTab;
  /** Called when the reader picks a tab, so a host can sync its URL (`/entreprises/{alias}/{subMenu}`). */
  onTabChange?: (tab: CompanyTab) => void;
  /** Origin of the API, for its relative image URLs (the custom element's `api-base`). */
  apiBase?: string;
  /** Where a publication opens: a template with `{category}` and `{slug}`. */
  mediaHref?: string;
  /** The company, already fetched by a server-rendering host: its content is in the first HTML. */
  initialCompany?: Company;
  /** The jobs tab's list, already fetched by a server-rendering host. */
  initialJobs?: ListSnapshot<JobCardData, JobQuery>;
  /** The publications tab's list, already fetched by a server-rendering host. */
  initialPublications?: MediaList;
  /** Hears the jobs tab's page count, for a host that keeps it in its URL (as the job list). */
  onJobsChange?(list: JobListState): void;
}

// The candidate's documents, the resumable upload's code and the CV maker's entry load with their tab, which most readers of a
// company page never open (docs/architecture.md, Widget contract).
const DocumentsPanel = lazy(() => import('../profile/documents-panel').then((m) => ({ default: m.DocumentsPanel })));
const loading = { status: 'loading' } as const;

type PanelOptions = Required<Pick<CompanyPageProps, 'apiBase' | 'mediaHref'>> &
  Pick<CompanyPageProps, 'initialJobs' | 'initialPublications' | 'onJobsChange'>;

function panelFor(tab: CompanyTab, company: Company, options: PanelOptions) {
  switch (tab) {
    case 'description':
      return <DescriptionPanel company={company} />;
    case 'offres-d-emploi':
      return (
        <JobsPanel
          apiBase={options.apiBase}
          company={company}
          initial={options.initialJobs}
          onChange={options.onJobsChange}
        />
      );
    case 'publications':
      return (
        <PublicationsPanel
          alias={company.alias}
          mediaHref={options.mediaHref}
          apiBase={options.apiBase}
          initial={options.initialPublications}
        />
      );
    case 'mes-cvs':
      return (
        <Suspense fallback={<LoadStatus state={loading} retry={() => undefined} />}>
          <DocumentsPanel />
        </Suspense>
      );
    case 'candidatures':
      return <ApplicationsPanel company={company} />;
    case 'chat':
      return <ChatPanel company={company} />;
  }
}

function LoadedCompany({
  company,
  tab,
  onTabChange,
  ...options
}: { company: Company } & PanelOptions & CompanyPageProps) {
  const { t } = useTranslation();
  const idBase = useId();
  const tabs = visibleTabs(usePageState((state) => state.session) !== null, company.chat);
  const [wanted, setWanted] = useState(tab);
  // The host may change the tab itself (back button, a link in its own menu).
  useEffect(() => setWanted(tab), [tab]);
  const selected = resolveTab(wanted, tabs);
  // Panels mount on first visit and stay mounted, so going back to a tab does not reload it.
  const visited = useRef(new Set<CompanyTab>()).current;
  visited.add(selected);

  const select = (next: CompanyTab) => {
    setWanted(next);
    onTabChange?.(next);
  };

  return (
    <>
      <CompanyHeader company={company} apiBase={options.apiBase} />
      <TabList
        tabs={tabs}
        selected={selected}
        onSelect={select}
        label={t('company_page.tabs_label', { name: company.name })}
        idBase={idBase}
      />
      {tabs.map((panel) => (
        <div
          key={panel}
          role="tabpanel"
          id={panelId(idBase, panel)}
          aria-labelledby={tabId(idBase, panel)}
          className="bj-cp-panel"
          hidden={panel !== selected}
          // WAI-ARIA tabs: the panel is a tab stop, for panels that start with no focusable content.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
          tabIndex={0}
        >
          {visited.has(panel) && panelFor(panel, company, options)}
        </div>
      ))}
    </>
  );
}

/** A company's page: its header and its tabs (docs/product.md §2), on the board or on its careers page. */
export function CompanyPage(props: CompanyPageProps) {
  const { alias, section = 'entreprises', apiBase = '', mediaHref = MEDIA_PAGE_PATH } = props;
  const { t } = useTranslation();
  const { client } = useRuntime();
  const [state, retry] = useLoad(
    alias,
    () => client.catalogue.company(alias),
    props.initialCompany?.alias === alias ? props.initialCompany : undefined,
  );
  const notFound = state.status === 'error' && state.error instanceof ApiRequestError && state.error.status === 404;

  return (
    <WidgetRoot name="company-page">
      {section === 'entreprises' && (
        <NavLink href={COMPANIES_PATH} kind="companies" className="bj-cp-back">
          {t('company_page.back')}
        </NavLink>
      )}
      {state.status === 'done' ? (
        <LoadedCompany key={state.data.alias} {...props} company={state.data} apiBase={apiBase} mediaHref={mediaHref} />
      ) : notFound ? (
        <div className="bj-cp-not-found">
          <h1>{t('error_page.not_found_title')}</h1>
          <p>{t('company_page.not_found')}</p>
        </div>
      ) : (
        <LoadStatus state={state} retry={retry} />
      )}
      {/* The spontaneous application and the chat send anonymous readers to sign in. */}
      <OwnAuthDialog />
    </WidgetRoot>
  );
}
