import { resources } from '@baobab/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BaobabProvider } from '../../runtime/context';
import { job, pagedRoute, type Routes, range, tag, testClient, testRuntime } from '../../test-support/list-fixtures';
import { JobList, type JobListProps } from './index';

const fr = resources.fr.translation;
const en = resources.en.translation;
const ALL = 'POST /api/jobs/get-all-jobs';
const SEARCH = 'POST /api/jobs/search';
const TAGS = 'GET /api/tags/all';
const jobs = range(1, 45, (n) => job(n));
const routes: Routes = {
  [ALL]: pagedRoute(jobs),
  [SEARCH]: pagedRoute(jobs.slice(0, 25)),
  [TAGS]: { status: 200, body: [tag(1, 'Informatique', 'IT'), tag(2, 'Finance', 'Finance')] },
};

afterEach(cleanup);

function renderJobList(options: { routes?: Routes; props?: JobListProps } & Parameters<typeof testRuntime>[1] = {}) {
  const { client, requests } = testClient(options.routes ?? routes, options.locale);
  const runtime = testRuntime(client, options);
  render(
    <BaobabProvider runtime={runtime}>
      <JobList {...options.props} />
    </BaobabProvider>,
  );
  return { requests, runtime };
}

const cards = () => screen.getAllByRole('article');
const status = () => screen.getByRole('status');

describe('JobList', () => {
  it('shows skeletons, then the newest offers as cards with their details and the count', async () => {
    const closed = job(1, {
      closed: true,
      countryCode: 'CI',
      city: 'Abidjan',
      contractType: 'STAGE',
      remote: 'remote',
    });
    renderJobList({ routes: { ...routes, [ALL]: pagedRoute([closed, ...jobs.slice(1)]) } });
    expect(status().textContent).toBe(fr.common.loading);
    expect(document.querySelectorAll('.bj-skeleton')).toHaveLength(4);
    expect(document.querySelector('.bj-skeleton')?.closest('[aria-busy="true"]')).not.toBeNull();
    await screen.findByRole('link', { name: 'Job 1' });
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(cards()).toHaveLength(20);
    expect(status().textContent).toBe('45 offres');
    const card = within(cards()[0] as HTMLElement);
    for (const text of ['Acme', "Abidjan, Côte d'Ivoire", 'Stage', 'Télétravail', 'Clôturée']) {
      expect(card.getByText(text)).toBeTruthy();
    }
    expect(card.getByText(/^Publiée le .*2026$/).getAttribute('datetime')).toBe(closed.publicationDate);
    const logo = cards()[0]?.querySelector('img');
    expect(logo?.getAttribute('src')).toBe('/_ipx/w_96,f_webp/logos/acme.svg');
    expect(logo?.getAttribute('srcset')).toContain('/_ipx/w_192,f_webp/logos/acme.svg 2x');
    expect(within(cards()[1] as HTMLElement).queryByText('Clôturée')).toBeNull();
  });

  it('searches on Enter with the typed keyword, from page 1', async () => {
    const { requests } = renderJobList();
    await screen.findByRole('link', { name: 'Job 1' });
    await userEvent.type(screen.getByRole('searchbox', { name: fr.jobs.search_label }), 'comptable{Enter}');
    await waitFor(() => expect(requests.at(-1)?.url).toBe('/api/jobs/get-all-jobs?keyword=comptable'));
    expect(requests.at(-1)?.body).toMatchObject({ page: 1 });
  });

  it('toggles a domain tag (aria-pressed), hides the CTA, and clears back to the full list', async () => {
    const { requests } = renderJobList();
    const tagButton = await screen.findByRole('button', { name: 'Informatique' });
    await screen.findByRole('link', { name: 'Job 1' });
    expect(screen.getByRole('link', { name: fr.jobs.cta_button })).toBeTruthy();
    expect(tagButton.getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(tagButton);
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(tagButton.getAttribute('aria-pressed')).toBe('true');
    expect(requests.at(-1)?.body).toEqual({ ids: [1], page: 1, limit: 20 });
    // The filter's total, not the 20 loaded.
    expect(status().textContent).toBe('25 offres');
    expect(screen.queryByRole('link', { name: fr.jobs.cta_button })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: fr.jobs.clear }));
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(tagButton.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('link', { name: fr.jobs.cta_button })).toBeTruthy();
    expect(screen.queryByRole('button', { name: fr.jobs.clear })).toBeNull();
  });

  it('appends the next page on load more and moves focus to the first new offer', async () => {
    renderJobList();
    await screen.findByRole('link', { name: 'Job 1' });
    await userEvent.click(screen.getByRole('button', { name: fr.jobs.load_more }));
    await waitFor(() => expect(cards()).toHaveLength(40));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Job 21' }));
    await userEvent.click(screen.getByRole('button', { name: fr.jobs.load_more }));
    await waitFor(() => expect(cards()).toHaveLength(45));
    expect(screen.queryByRole('button', { name: fr.jobs.load_more })).toBeNull();
  });

  it.each([
    ['fr', fr],
    ['en', en],
  ] as const)('a filter with no result shows the no-match message and the CTA (%s)', async (locale, messages) => {
    renderJobList({
      locale,
      routes: { ...routes, [SEARCH]: pagedRoute([]) },
      props: { companiesHref: '/companies' },
    });
    await userEvent.click(await screen.findByRole('button', { name: locale === 'fr' ? 'Informatique' : 'IT' }));
    await waitFor(() => expect(status().textContent).toBe(messages.errors.no_match));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('link', { name: messages.jobs.cta_button }).getAttribute('href')).toBe('/companies');
  });

  it('links each card through the host template, else to an in-page hash', async () => {
    renderJobList({ links: { job: '/emplois/{slug}' } });
    expect((await screen.findByRole('link', { name: 'Job 1' })).getAttribute('href')).toBe('/emplois/job-1');
    cleanup();
    renderJobList();
    expect((await screen.findByRole('link', { name: 'Job 1' })).getAttribute('href')).toBe('#job=job-1');
    expect(screen.getByRole('link', { name: fr.jobs.cta_button }).getAttribute('href')).toBe('/entreprises');
  });

  it("each card's Apply opens the offer with its Apply started (the offer itself without a host template)", async () => {
    renderJobList({ links: { job: '/emplois/{slug}' } });
    const apply = await screen.findByRole('link', { name: new RegExp(`^${fr.jobs.apply}\\s?: Job 1$`) });
    expect(apply.getAttribute('href')).toBe('/emplois/job-1#apply');
    cleanup();
    renderJobList();
    expect(
      (await screen.findByRole('link', { name: new RegExp(`^${fr.jobs.apply}\\s?: Job 1$`) })).getAttribute('href'),
    ).toBe('#job=job-1');
  });

  it('emits baobab:navigate on click; the browser follows the link unless the host cancels', async () => {
    const { runtime } = renderJobList({ links: { job: '/emplois/{slug}' } });
    const link = await screen.findByRole('link', { name: 'Job 2' });
    expect(fireEvent.click(link)).toBe(true);
    expect(runtime.emit).toHaveBeenCalledWith('baobab:navigate', { href: '/emplois/job-2', kind: 'job' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(runtime.emit).toHaveBeenCalledTimes(1);
    cleanup();

    const cancelled = renderJobList({ cancelNavigation: true });
    const cta = await screen.findByRole('link', { name: fr.jobs.cta_button });
    expect(fireEvent.click(cta)).toBe(false);
    expect(cancelled.runtime.emit).toHaveBeenCalledWith('baobab:navigate', { href: '/entreprises', kind: 'companies' });
  });

  it('lists one company’s offers when scoped', async () => {
    const { requests } = renderJobList({
      routes: { ...routes, 'POST /api/companies/acme/jobs': pagedRoute(jobs) },
      props: { company: 'acme' },
    });
    await screen.findByRole('link', { name: 'Job 1' });
    expect(requests.find((r) => r.url === '/api/companies/acme/jobs')?.body).toEqual({ page: 1, limit: 20 });
  });

  it('starts from a host snapshot and reports each settled search, domains and page count', async () => {
    const reported: [string, readonly number[], number][] = [];
    const initial = {
      page: { items: jobs.slice(0, 3), total: 3, hasMore: false, query: { keyword: 'dev', tagIds: [2] }, pages: 1 },
      tags: [tag(1, 'Informatique', 'IT'), tag(2, 'Finance', 'Finance')],
    };
    renderJobList({
      props: { initial, onListChange: ({ query, page }) => void reported.push([query.keyword, query.tagIds, page]) },
    });
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('dev');
    expect(screen.getByRole('button', { name: 'Finance' }).getAttribute('aria-pressed')).toBe('true');
    expect(cards()).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: fr.jobs.clear }));
    await waitFor(() => expect(reported.at(-1)).toEqual(['', [], 1]));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'comptable' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(reported.at(-1)).toEqual(['comptable', [], 1]));
    fireEvent.click(await screen.findByRole('button', { name: fr.jobs.load_more }));
    await waitFor(() => expect(reported.at(-1)).toEqual(['comptable', [], 2]));
    expect(reported[0]).toEqual(['dev', [2], 1]);
  });
});
