import type { Company, CompanyTab, Section } from '@baobab/core';
import { CompanyPage, type CompanyPageProps } from '@baobab/widgets';
import { useRef } from 'react';
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
  mediaHref: string;
}

/**
 * A company's tabs, spontaneous application and chat (an island). A tab is a page of its own: its
 * URL is loaded (the board's router, or a full load of the server's page on an islands page). A
 * careers page keeps its visitors inside it, in the company's light branding.
 */
export function CompanyPageIsland({ company, section, tab, base, initialJobs, mediaHref }: CompanyPageIslandProps) {
  const navigate = useNavigate();
  // The jobs panel stays mounted across tabs: coming back to it, the URL says how many pages it shows.
  const jobsPages = useRef(1);
  const page = (
    <CompanyPage
      alias={company.alias}
      section={section}
      tab={tab}
      onTabChange={(next) => {
        const pages = next === 'offres-d-emploi' ? jobsPages.current : 1;
        void navigate(listTabHref(base, next, pages), { preventScrollReset: true });
      }}
      initialCompany={company}
      initialJobs={initialJobs}
      onJobsChange={(list) => {
        jobsPages.current = list.page;
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
