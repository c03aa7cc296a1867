import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { company, companyRoutes, job, media, paged, renderCompanyPage } from '../test-support/company-page';
import { jobFixture } from '../test-support/job-detail-fixtures';
import { renderWithClient } from '../test-support/render-with-client';
import { JobDetail } from './job-detail/job-detail';

/** What a hostile company or a compromised import could put in catalogue text. */
const SCRIPT = '<script>window.pwned = 1</script>';
const IMAGE = '<img src=x onerror="window.pwned = 1">';
const LINK = '<a href="javascript:window.pwned = 1">click</a>';

/** Nothing of the payloads became markup: no script, no image handler, no javascript: link. */
function expectInert() {
  expect(document.querySelector('script')).toBeNull();
  expect(document.querySelector('img[src="x"]')).toBeNull();
  expect(document.querySelector('a[href^="javascript:"]')).toBeNull();
  const withHandler = [...document.querySelectorAll('*')].filter((el) =>
    el.getAttributeNames().some((name) => name.startsWith('on')),
  );
  expect(withHandler).toEqual([]);
  expect((window as { pwned?: number }).pwned).toBeUndefined();
}

afterEach(cleanup);

describe('script payloads in catalogue text come out as text', () => {
  it('in a job: title, company name, description and profile', async () => {
    const job = jobFixture({
      title: `Comptable ${SCRIPT}`,
      companyDetails: { alias: 'sonatel', name: `Sonatel ${IMAGE}`, logo: null },
      description: `Offre.\n\n${SCRIPT}\n\n${LINK}`,
      bestCandidateProfil: IMAGE,
    });
    renderWithClient(<JobDetail slug={job.slug} />, { [`GET /api/jobs/${job.slug}`]: { status: 200, body: job } });
    expect(await screen.findByRole('heading', { level: 1, name: `Comptable ${SCRIPT}` })).toBeTruthy();
    expect(screen.getByText(SCRIPT)).toBeTruthy();
    expect(screen.getByText(LINK)).toBeTruthy();
    expect(screen.getByText(IMAGE)).toBeTruthy();
    expectInert();
  });

  it('in a company page and its jobs and publications', async () => {
    renderCompanyPage(
      companyRoutes({
        'GET /api/companies/teranga-digital': {
          status: 200,
          body: company({ name: `Teranga ${SCRIPT}`, tagline: IMAGE, description: `${LINK}\n\n${SCRIPT}` }),
        },
        'POST /api/companies/teranga-digital/jobs': {
          status: 200,
          body: paged([job(1, { title: IMAGE, excerpt: SCRIPT })]),
        },
        'GET /api/companies/teranga-digital/publications': {
          status: 200,
          body: paged([media(1, { title: SCRIPT, excerpt: IMAGE })]),
        },
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: `Teranga ${SCRIPT}` })).toBeTruthy();
    expect(screen.getByText(LINK)).toBeTruthy();
    expectInert();
    renderCompanyPage(
      companyRoutes({
        'POST /api/companies/teranga-digital/jobs': { status: 200, body: paged([job(1, { title: IMAGE })]) },
      }),
      { tab: 'offres-d-emploi' },
    );
    expect(await screen.findByText(IMAGE)).toBeTruthy();
    renderCompanyPage(
      companyRoutes({
        'GET /api/companies/teranga-digital/publications': { status: 200, body: paged([media(1, { title: SCRIPT })]) },
      }),
      { tab: 'publications' },
    );
    expect(await screen.findByText(SCRIPT)).toBeTruthy();
    expectInert();
  });
});
