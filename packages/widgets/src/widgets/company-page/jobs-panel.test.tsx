import type { Recorded } from '@baobab/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { company, companyRoutes, job, paged, renderCompanyPage } from '../../test-support/company-page';

afterEach(cleanup);

const jobsTab = { tab: 'offres-d-emploi' } as const;
/** The titles of the tab's cards (each card holds a list of its own facts). */
const cardTitles = async () => {
  const list = await waitFor(() => {
    const settled = document.querySelector<HTMLElement>('.bj-cp-list[aria-busy="false"]');
    if (!settled) throw new Error('still loading');
    return settled;
  });
  return within(list)
    .getAllByRole('heading')
    .map((h) => h.textContent);
};

describe('CompanyPage jobs tab', () => {
  it("lists the company's jobs after its 'Candidature spontanée' when it offers one", async () => {
    const { requests } = renderCompanyPage(companyRoutes(), jobsTab);
    expect(await cardTitles()).toEqual(['Candidature spontanée', 'Offre 1', 'Offre 2']);
    const call = requests.find((r) => r.url.endsWith('/api/companies/teranga-digital/jobs'));
    expect(call?.body).toEqual({ page: 1, limit: 20 });
    expect(screen.getByRole('link', { name: 'Offre 1' }).getAttribute('href')).toBe('#job=offre-1');
  });

  it("shows no 'Candidature spontanée' when the company offers none", async () => {
    renderCompanyPage(
      companyRoutes({
        'GET /api/companies/teranga-digital': { status: 200, body: company({ spontaneousApplications: false }) },
      }),
      jobsTab,
    );
    expect(await cardTitles()).toEqual(['Offre 1', 'Offre 2']);
  });

  it('says when there is no open offer, and still offers the spontaneous application', async () => {
    renderCompanyPage(
      companyRoutes({ 'POST /api/companies/teranga-digital/jobs': { status: 200, body: paged([]) } }),
      jobsTab,
    );
    expect(await screen.findByText("Cette entreprise n'a pas d'offre ouverte pour le moment.")).toBeTruthy();
    expect(await cardTitles()).toEqual(['Candidature spontanée']);
  });

  it('appends the next page on "load more" and hides it on the last page', async () => {
    const pages = (req: Recorded) => {
      const { page } = req.body as { page: number };
      return { status: 200, body: { ...paged([job(page * 10)], page, 2), total: 2 } };
    };
    const { requests } = renderCompanyPage(
      companyRoutes({ 'POST /api/companies/teranga-digital/jobs': pages }),
      jobsTab,
    );
    await userEvent.click(await screen.findByRole('button', { name: "Voir plus d'offres" }));
    expect(await cardTitles()).toEqual(['Candidature spontanée', 'Offre 10', 'Offre 20']);
    expect(requests.filter((r) => r.url.endsWith('/jobs')).map((r) => r.body)).toEqual([
      { page: 1, limit: 20 },
      { page: 2, limit: 20 },
    ]);
    expect(screen.queryByRole('button', { name: "Voir plus d'offres" })).toBeNull();
  });

  it('lets the host route a job link itself (cancelled navigate)', async () => {
    const { emit } = renderCompanyPage(companyRoutes(), jobsTab);
    emit.mockReturnValue(false);
    let prevented = false;
    const watch = (event: Event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', watch);
    await userEvent.click(await screen.findByRole('link', { name: 'Offre 2' }));
    document.removeEventListener('click', watch);
    expect(emit).toHaveBeenCalledWith('baobab:navigate', { href: '#job=offre-2', kind: 'job' });
    expect(prevented).toBe(true);
  });
});
