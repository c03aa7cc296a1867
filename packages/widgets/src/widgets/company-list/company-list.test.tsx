import { resources } from '@baobab/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BaobabProvider } from '../../runtime/context';
import {
  arrayRoute,
  company,
  pagedRoute,
  type Routes,
  range,
  tag,
  testClient,
  testRuntime,
} from '../../test-support/list-fixtures';
import { CompanyList } from './index';

const fr = resources.fr.translation;
const en = resources.en.translation;
const LIST = 'POST /api/companies/list';
const BY_DOMAIN = 'POST /api/companies/filtered-companies-by-domain';
const companies = range(1, 40, (n) => company(n));
const routes: Routes = {
  [LIST]: pagedRoute(companies),
  [BY_DOMAIN]: arrayRoute(companies.slice(0, 2)),
  'GET /api/tags/all': { status: 200, body: [tag(1, 'Énergie', 'Energy')] },
};

afterEach(cleanup);

function renderCompanyList(options: { routes?: Routes } & Parameters<typeof testRuntime>[1] = {}) {
  const { client, requests } = testClient(options.routes ?? routes, options.locale);
  const runtime = testRuntime(client, options);
  render(
    <BaobabProvider runtime={runtime}>
      <CompanyList apiBase="https://api.baobab.jobs" />
    </BaobabProvider>,
  );
  return { requests, runtime };
}

const cards = () => screen.getAllByRole('article');

describe('CompanyList', () => {
  it('shows 19 company cards with logo, tagline, countries and job count', async () => {
    renderCompanyList({ locale: 'en' });
    await screen.findByRole('link', { name: 'Company 3' });
    expect(cards()).toHaveLength(19);
    expect(screen.getByRole('status').textContent).toBe('40 companies');
    const card = within(cards()[2] as HTMLElement);
    for (const text of ['Tagline 3', "Senegal, Côte d'Ivoire", '3 jobs']) expect(card.getByText(text)).toBeTruthy();
    expect(cards()[2]?.querySelector('img')?.getAttribute('src')).toBe(
      'https://api.baobab.jobs/_ipx/w_96,f_webp/logos/company-3.svg',
    );
  });

  it('filters by domain (aria-pressed), appends on load more, and clears the filter', async () => {
    const { requests } = renderCompanyList();
    await screen.findByRole('link', { name: 'Company 1' });
    await userEvent.click(screen.getByRole('button', { name: fr.companies.load_more }));
    await waitFor(() => expect(cards()).toHaveLength(38));
    expect(requests.at(-1)?.body).toEqual({ page: 2, limit: 19 });

    const domain = screen.getByRole('button', { name: 'Énergie' });
    await userEvent.click(domain);
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(domain.getAttribute('aria-pressed')).toBe('true');
    expect(requests.at(-1)?.body).toEqual({ ids: [1], page: 1, limit: 19 });
    expect(screen.getByRole('status').textContent).toBe('2 entreprises');

    await userEvent.click(screen.getByRole('button', { name: fr.companies.clear }));
    await waitFor(() => expect(cards()).toHaveLength(19));
    expect(domain.getAttribute('aria-pressed')).toBe('false');
  });

  it.each([
    ['fr', fr],
    ['en', en],
  ] as const)('says so when no company matches (%s)', async (locale, messages) => {
    renderCompanyList({ locale, routes: { ...routes, [LIST]: pagedRoute([]) } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(messages.companies.none));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('links to the company through the host template and emits baobab:navigate', async () => {
    const { runtime } = renderCompanyList({ links: { company: '/entreprises/{alias}' } });
    const link = await screen.findByRole('link', { name: 'Company 1' });
    expect(link.getAttribute('href')).toBe('/entreprises/company-1');
    fireEvent.click(link);
    expect(runtime.emit).toHaveBeenCalledWith('baobab:navigate', { href: '/entreprises/company-1', kind: 'company' });
  });
});
