import type { Company, CompanyTab, Section } from '@baobab/core';
import { CompanyPage, type CompanyPageProps } from '@baobab/widgets';
import { useNavigate } from 'react-router';
import { WidgetRuntime } from '../layout/widget-runtime';
import { keepListInUrl, listTabHref } from '../navigation/list-url';

export interface CompanyPageIslandProps {
  company: Company;
  section: Section;
  tab?: CompanyTab;
  /** The company's own address on the board or its careers page: the tabs are under it. */
  base: string;
  initialJobs?: CompanyPageProps['initialJobs'];
  initialPublications?: CompanyPageProps['initialPublications'];
  mediaHref: string;
}

/**
 * How many pages of a company's jobs the reader last had open in this tab of the browser: each tab
 * of the company page is a page load of its own, so the count outlives the page that showed it.
 */
const jobsPagesKey = (base: string) => `bj:jobs-pages:${base}`;
function rememberedJobsPages(base: string): number {
  try {
    return Number(sessionStorage.getItem(jobsPagesKey(base))) || 1;
  } catch {
    return 1; // storage refused (private browsing): the first page
  }
}
function rememberJobsPages(base: string, pages: number) {
  try {
    sessionStorage.setItem(jobsPagesKey(base), String(pages));
  } catch {
    // storage refused: coming back to the tab shows its first page
  }
}

/**
 * A company's tabs, spontaneous application and chat (an island). A tab is a page of its own: its
 * URL is loaded (the board's router, or a full load of the server's page on an islands page). A
 * careers page keeps its visitors inside it, in the company's light branding.
 */
export function CompanyPageIsland({
  company,
  section,
  tab,
  base,
  initialJobs,
  initialPublications,
  mediaHref,
}: CompanyPageIslandProps) {
  const navigate = useNavigate();
  const page = (
    <CompanyPage
      alias={company.alias}
      section={section}
      tab={tab}
      onTabChange={(next) => {
        // Coming back to the jobs tab, its URL says how many pages it showed when the reader left it.
        const pages = next === 'offres-d-emploi' ? rememberedJobsPages(base) : 1;
        void navigate(listTabHref(base, next, pages), { preventScrollReset: true });
      }}
      initialCompany={company}
      initialJobs={initialJobs}
      initialPublications={initialPublications}
      onJobsChange={(list) => {
        rememberJobsPages(base, list.page);
        keepListInUrl(list);
      }}
      mediaHref={mediaHref}
    />
  );
  if (section === 'entreprises') return page;
  return (
    <WidgetRuntime colorMode="light" links={{ job: `${base}/offres-d-emploi/{slug}`, company: base }}>
      {page}
    </WidgetRuntime>
  );
}
