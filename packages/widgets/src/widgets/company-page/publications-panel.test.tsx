import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { company, companyRoutes, media, paged, renderCompanyPage } from '../../test-support/company-page';

afterEach(cleanup);

describe('CompanyPage publications tab', () => {
  it('shows each media item with its cover, category, title, excerpt and date', async () => {
    renderCompanyPage(
      companyRoutes({
        'GET /api/companies/teranga-digital/publications': {
          status: 200,
          body: paged([media(12), media(3, { category: 'articles', cover: null })]),
        },
      }),
      { tab: 'publications' },
    );
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first] = items as [HTMLElement];
    expect(within(first).getByText('Interviews')).toBeTruthy();
    expect(within(first).getByText('Extrait 12')).toBeTruthy();
    expect(within(first).getByText('Publié le 12 mars 2026')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Média 12' }).getAttribute('href')).toBe(
      '/medias/interviews/media-12',
    );
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/_ipx/w_640,f_webp/medias/media-12.svg');
    expect(within(items[1] as HTMLElement).getByText('Articles')).toBeTruthy();
  });

  it('follows the host media link template', async () => {
    renderCompanyPage(companyRoutes(), {
      tab: 'publications',
      mediaHref: '/carriere/teranga-digital/publications/{slug}',
    });
    expect((await screen.findByRole('link', { name: 'Média 1' })).getAttribute('href')).toBe(
      '/carriere/teranga-digital/publications/media-1',
    );
  });

  it("shows a server-rendering host's list at once, without asking the API", () => {
    const { requests } = renderCompanyPage(companyRoutes(), {
      tab: 'publications',
      initialCompany: company(),
      initialPublications: paged([media(7)]),
    });
    expect(screen.getByRole('link', { name: 'Média 7' })).toBeTruthy();
    expect(requests.map((r) => r.url)).not.toContainEqual(expect.stringContaining('/publications'));
  });

  it('says when the company has published nothing', async () => {
    renderCompanyPage(
      companyRoutes({ 'GET /api/companies/teranga-digital/publications': { status: 200, body: paged([]) } }),
      { tab: 'publications' },
    );
    expect(await screen.findByText("Cette entreprise n'a encore rien publié.")).toBeTruthy();
  });
});
