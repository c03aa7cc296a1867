import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { jobFixture } from '../test-support/job-detail-fixtures';
import { job, type Routes, tag, testClient, testRuntime } from '../test-support/list-fixtures';
import { JobDetail } from '../widgets/job-detail';
import { JobList } from '../widgets/job-list';
import { BaobabProvider } from './context';

/** A host that renders widgets on the server hands them the data it fetched: the HTML carries it. */
function serverHtml(ui: React.ReactElement, routes: Routes = {}) {
  const { client, requests } = testClient(routes);
  const html = renderToString(<BaobabProvider runtime={testRuntime(client)}>{ui}</BaobabProvider>);
  return { html, requests };
}

describe('server rendering with initial data', () => {
  it('renders the job list page and tags it was given, without a call', () => {
    const page = { items: [job(1, { title: 'Ingénieur réseaux' })], total: 1, hasMore: false };
    const { html, requests } = serverHtml(<JobList initial={{ page, tags: [tag(7, 'Santé', 'Health')] }} />);
    expect(html).toContain('Ingénieur réseaux');
    expect(html).toContain('Santé');
    expect(html).not.toContain('Chargement');
    expect(requests).toHaveLength(0);
  });

  it('renders a loading list without initial data (the browser fetches it)', () => {
    const { html } = serverHtml(<JobList />);
    expect(html).not.toContain('Ingénieur');
  });

  it('renders the offer it was given, and the loading state for another slug', () => {
    const offer = jobFixture({ title: 'Comptable senior' });
    expect(serverHtml(<JobDetail slug={offer.slug} initialJob={offer} />).html).toContain('Comptable senior');
    expect(serverHtml(<JobDetail slug="autre-offre" initialJob={offer} />).html).not.toContain('Comptable senior');
  });
});
