import { resources, UNREGISTERED_ORIGIN_HEADER } from '@baobab/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BaobabProvider } from '../../runtime/context';
import type { LinkTemplates } from '../../runtime/runtime';
import { company } from '../../test-support/company-page';
import { job, pagedRoute, type Routes, range, tag, testClient, testRuntime } from '../../test-support/list-fixtures';
import { JobList, type JobListProps } from './index';

const fr = resources.fr.translation;
const jobs = range(1, 3, (n) => job(n));
const BOARD = 'https://jobs.example.org';
const scoped: Routes = {
  'POST /api/companies/teranga-digital/jobs': pagedRoute(jobs),
  'GET /api/tags/all': { status: 200, body: [tag(3, 'Informatique', 'IT')] },
  'GET /api/companies/teranga-digital': { status: 200, body: company() },
};

afterEach(cleanup);

function renderList(routes: Routes, props: JobListProps, links: LinkTemplates = {}) {
  const { client, requests } = testClient(routes);
  const runtime = testRuntime(client, { links });
  render(
    <BaobabProvider runtime={runtime}>
      <JobList {...props} />
    </BaobabProvider>,
  );
  return { requests, runtime };
}

describe("a company's job list", () => {
  it('asks for the domains of its own offers and sends nobody to the other companies', async () => {
    const { requests } = renderList(scoped, { company: 'teranga-digital' });
    await screen.findByRole('button', { name: 'Informatique' });
    expect(requests.find((r) => r.url.startsWith('/api/tags/all'))?.url).toBe('/api/tags/all?company=teranga-digital');
    await screen.findByRole('link', { name: 'Job 1' });
    expect(screen.queryByRole('link', { name: fr.jobs.cta_button })).toBeNull();
    // Without a page of the host for the company, there is nowhere to send the candidate: not even asked.
    expect(screen.queryByRole('link', { name: fr.spontaneous.cta })).toBeNull();
    expect(requests.some((r) => r.url === '/api/companies/teranga-digital')).toBe(false);
  });

  it("invites to the company's spontaneous application on the host's company page, announced to the host", async () => {
    const { runtime } = renderList(scoped, { company: 'teranga-digital' }, { company: '/carrieres/{alias}' });
    const cta = await screen.findByRole('link', { name: fr.spontaneous.cta });
    expect(cta.getAttribute('href')).toBe('/carrieres/teranga-digital');
    expect(screen.getByText(fr.spontaneous.text.replace('{{name}}', 'Teranga Digital'))).toBeTruthy();
    fireEvent.click(cta);
    expect(runtime.emit).toHaveBeenCalledWith('baobab:navigate', {
      href: '/carrieres/teranga-digital',
      kind: 'company',
    });
  });

  it('shows no call-to-action for a company that takes no spontaneous application', async () => {
    const { requests } = renderList(
      {
        ...scoped,
        'GET /api/companies/teranga-digital': { status: 200, body: company({ spontaneousApplications: false }) },
      },
      { company: 'teranga-digital' },
      { company: '/carrieres/{alias}' },
    );
    await screen.findByRole('link', { name: 'Job 1' });
    await waitFor(() => expect(requests.some((r) => r.url === '/api/companies/teranga-digital')).toBe(true));
    expect(document.querySelector('[part~="cta"]')).toBeNull();
  });
});

describe('a list on a page whose origin the API does not know', () => {
  it("opens each offer's Apply on the board, in a new tab", async () => {
    const routes: Routes = {
      // Every answer to such a page names the board.
      'POST /api/jobs/get-all-jobs': (req) => {
        const answer = pagedRoute(jobs)(req);
        return answer === 'network-error' ? answer : { ...answer, headers: { [UNREGISTERED_ORIGIN_HEADER]: BOARD } };
      },
      'GET /api/tags/all': { status: 200, body: [] },
    };
    renderList(routes, {});
    const card = within((await screen.findAllByRole('article'))[0] as HTMLElement);
    const apply = card.getByRole('link', { name: /^Postuler/ });
    expect(apply.getAttribute('href')).toBe(`${BOARD}/jobs/${jobs[0]?.slug}#apply`);
    expect(apply.getAttribute('target')).toBe('_blank');
  });
});
