import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jobFixture } from '../test-support/job-detail-fixtures';
import { company } from '../test-support/list-fixtures';
import { renderWidget } from '../test-support/render-widget';
import { renderWithClient } from '../test-support/render-with-client';
import { CompanyCard } from '../widgets/company-list/company-card';
import { JobDetail } from '../widgets/job-detail/job-detail';

afterEach(cleanup);

describe('the verified badge', () => {
  it('shows on a verified company’s card only, with its meaning for screen readers', () => {
    renderWidget(
      <>
        <CompanyCard company={company(1, { verified: true })} apiBase="" />
        <CompanyCard company={company(2)} apiBase="" />
      </>,
    );
    const badges = screen.getAllByText('Vérifié');
    expect(badges).toHaveLength(1);
    expect(badges[0]?.closest('article')?.textContent).toContain('Company 1');
    expect(badges[0]?.closest('[title]')?.getAttribute('title')).toBe(
      'Cette entreprise a prouvé qu’elle contrôle son site carrières.',
    );
  });

  it('shows beside the company of an offer', async () => {
    const job = jobFixture();
    const verified = { ...job, companyDetails: { ...job.companyDetails, verified: true } };
    renderWithClient(<JobDetail slug={job.slug} />, { [`GET /api/jobs/${job.slug}`]: { status: 200, body: verified } });
    expect((await screen.findByText('Verified')).closest('p')?.textContent).toContain(job.companyDetails.name);
  });
});
