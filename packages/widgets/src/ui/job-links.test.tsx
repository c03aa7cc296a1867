import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { job } from '../test-support/company-page';
import { renderWidget } from '../test-support/render-widget';
import { JobCard as CompanyJobCard } from '../widgets/company-page/job-card';
import { JobCard as ListJobCard } from '../widgets/job-list/job-card';

afterEach(cleanup);

const hrefOf = (root: HTMLElement) => root.querySelector('a')?.getAttribute('href');

describe('one link rule for every job card', () => {
  it.each([{}, { job: '/careers/job.html?slug={slug}' }])(
    'leads the job list and the company page cards to the same place (links %o)',
    (links) => {
      const offer = job(1);
      const list = renderWidget(<ListJobCard job={offer} apiBase="" />, { runtime: { links } });
      const company = renderWidget(
        <ul>
          <CompanyJobCard job={offer} />
        </ul>,
        { runtime: { links } },
      );
      expect(hrefOf(list.container)).toBe(hrefOf(company.container));
      expect(hrefOf(list.container)).toBe(links.job ? '/careers/job.html?slug=offre-1' : '#job=offre-1');
    },
  );
});
