import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { company, companyRoutes, renderCompanyPage } from '../../test-support/company-page';

afterEach(cleanup);

describe('CompanyPage', () => {
  it('renders the header: cover, name, tagline, countries in the language, domains, size and links', async () => {
    renderCompanyPage(companyRoutes(), { apiBase: 'https://api.example' });
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('heading', { level: 1, name: 'Teranga Digital' })).toBeTruthy();
    expect(within(header).getByText('Le numérique au service du Sénégal')).toBeTruthy();
    expect(within(header).getByText('Sénégal, Maroc')).toBeTruthy();
    expect(within(header).getByText('Informatique')).toBeTruthy();
    expect(within(header).getByText('51-200 employés')).toBeTruthy();
    const cover = within(header).getByRole('img', { name: 'Photo de couverture de Teranga Digital' });
    expect(cover.getAttribute('src')).toBe('https://api.example/_ipx/w_1024,f_webp/covers/teranga-digital.svg');
    expect(cover.getAttribute('srcset')).toContain('/_ipx/w_320,f_webp/covers/teranga-digital.svg 320w');
    for (const name of [/Site web/, /LinkedIn/]) {
      const link = within(header).getByRole('link', { name });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('shows the company text as plain paragraphs, never as HTML', async () => {
    renderCompanyPage(companyRoutes());
    const panel = await screen.findByRole('tabpanel');
    expect(within(panel).getAllByText(/./, { selector: 'p' })).toHaveLength(2);
    expect(within(panel).getByText('Nous recrutons <b>partout</b>.')).toBeTruthy();
    expect(panel.querySelector('b')).toBeNull();
  });

  it('names the countries in English on an English page', async () => {
    renderCompanyPage(companyRoutes(), {}, { locale: 'en' });
    expect(await screen.findByText('Senegal, Morocco')).toBeTruthy();
    expect(screen.getByText('51-200 employees')).toBeTruthy();
  });

  it('links back to the companies on the board, not on a careers page', async () => {
    renderCompanyPage(companyRoutes());
    await screen.findByRole('banner');
    expect(screen.getByRole('link', { name: /Retour aux entreprises/ }).getAttribute('href')).toBe('/entreprises');
    cleanup();
    renderCompanyPage(companyRoutes(), { section: 'carriere' });
    await screen.findByRole('banner');
    expect(screen.queryByRole('link', { name: /Retour aux entreprises/ })).toBeNull();
  });

  it('says so when the company does not exist', async () => {
    renderCompanyPage({
      'GET /api/companies/teranga-digital': {
        status: 404,
        body: { message: 'Ressource introuvable.', code: 'NOT_FOUND' },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeTruthy();
    expect(screen.getByText("Cette entreprise n'existe pas ou n'est plus en ligne.")).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('offers a retry when the company cannot be read', async () => {
    let calls = 0;
    renderCompanyPage(
      companyRoutes({
        'GET /api/companies/teranga-digital': () =>
          ++calls === 1 ? 'network-error' : { status: 200, body: company() },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Teranga Digital' })).toBeTruthy();
  });

  it('moves between tabs with the arrow keys, Home and End (roving tabindex)', async () => {
    const onTabChange = vi.fn();
    renderCompanyPage(companyRoutes(), { onTabChange });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Présentation',
      'Discussion',
      "Offres d'emploi",
      'Publications',
    ]);
    const selected = () => screen.getByRole('tab', { selected: true });
    expect(selected().textContent).toBe('Présentation');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);

    act(() => selected().focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(selected().textContent).toBe('Discussion');
    expect(document.activeElement).toBe(selected());
    await userEvent.keyboard('{End}');
    expect(selected().textContent).toBe('Publications');
    await userEvent.keyboard('{ArrowRight}');
    expect(selected().textContent).toBe('Présentation');
    await userEvent.keyboard('{ArrowLeft}');
    expect(selected().textContent).toBe('Publications');
    await userEvent.keyboard('{Home}');
    expect(selected().textContent).toBe('Présentation');
    expect(document.activeElement).toBe(selected());
    expect(onTabChange.mock.calls.map(([tab]) => tab)).toEqual([
      'chat',
      'publications',
      'description',
      'publications',
      'description',
    ]);
  });

  it('ties each tab to its panel', async () => {
    renderCompanyPage(companyRoutes(), { tab: 'publications' });
    const tab = await screen.findByRole('tab', { selected: true });
    expect(tab.textContent).toBe('Publications');
    const panel = screen.getByRole('tabpanel');
    expect(tab.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
  });

  it('has no chat tab where recruiters do not answer chat', async () => {
    renderCompanyPage(
      companyRoutes({ 'GET /api/companies/teranga-digital': { status: 200, body: company({ chat: false }) } }),
      {
        tab: 'chat',
      },
    );
    await screen.findByRole('tablist');
    expect(screen.queryByRole('tab', { name: 'Discussion' })).toBeNull();
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Présentation');
  });

  it('hides the candidate tabs from anonymous visitors', async () => {
    renderCompanyPage(companyRoutes(), { tab: 'mes-cvs' });
    await screen.findByRole('tablist');
    expect(screen.queryByRole('tab', { name: 'Mes CV' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Mes candidatures' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Discussion' })).toBeTruthy();
    // An anonymous visitor sent to /mes-cvs lands on the description.
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Présentation');
  });

  it('shows the candidate tabs with a session, and drops them at logout', async () => {
    const { client } = renderCompanyPage(
      companyRoutes({ 'GET /api/documents': { status: 200, body: [] } }),
      { tab: 'mes-cvs' },
      { signedIn: true },
    );
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Mes CV',
      'Mes candidatures',
      'Présentation',
      'Discussion',
      "Offres d'emploi",
      'Publications',
    ]);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Mes CV');
    client.session.clear();
    await vi.waitFor(() => expect(screen.queryByRole('tab', { name: 'Mes CV' })).toBeNull());
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Présentation');
  });
});
