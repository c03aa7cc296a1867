// @vitest-environment node
import { scriptedFetch } from '@baobab/client/testing';
import { describe, expect, it } from 'vitest';
import { SERVED_DATA } from '../elements/served';
import { jobFixture } from '../test-support/job-detail-fixtures';
import { job, pagedRoute, range, tag } from '../test-support/list-fixtures';
import { renderJobDetail, renderJobList } from './index';

const API = 'https://jobs.example.org';
const dataOf = (html: string) => {
  const value = new RegExp(`${SERVED_DATA}="([^"]*)"`).exec(html)?.[1] ?? '';
  return JSON.parse(
    value
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  );
};

describe('renderJobList', () => {
  it('renders the first page and the domains in a declarative shadow root, with the data to hydrate from', async () => {
    const { fetch, requests } = scriptedFetch({
      'POST /api/jobs/get-all-jobs': pagedRoute(range(1, 25, (n) => job(n, { title: `Offre <${n}>` }))),
      'GET /api/tags/all': { status: 200, body: [tag(7, 'Santé', 'Health')] },
    });
    const html = await renderJobList({ apiBase: API, fetch, jobHref: '/offres/{slug}', theme: 'gouv' });
    expect(html).toMatch(/^<baobab-job-list api-base="https:\/\/jobs.example.org" lang="fr" theme="gouv"/);
    expect(html).toContain('<template shadowrootmode="open"><style>');
    expect(html).toContain('data-baobab-theme="gouv"');
    expect(html).toContain('Offre &lt;1&gt;');
    expect(html).toContain('href="/offres/job-1"');
    expect(html).toContain('Santé');
    expect(html).not.toContain('Offre &lt;21&gt;');
    const data = dataOf(html);
    expect(data.page.items).toHaveLength(20);
    // What the cards read, and no more: every field travels to the reader (no summary, domains, salary).
    expect(Object.keys(data.page.items[0]).sort()).toEqual([
      ...['city', 'closed', 'companyDetails', 'contractType', 'countryCode', 'id', 'lang'],
      ...['publicationDate', 'remote', 'slug', 'title'],
    ]);
    expect(html).not.toContain('excerpt');
    // Its styles: the rules its markup uses (no loading placeholders).
    expect(html).toContain('.bj-list-card');
    expect(html).not.toContain('.bj-skeleton');
    expect(data.page).toMatchObject({ total: 25, hasMore: true, pages: 1 });
    expect(data.tags).toHaveLength(1);
    expect(requests.every((r) => r.url.startsWith(API) && r.headers['accept-language'] === 'fr')).toBe(true);
  });

  it('answers the bare element when the API cannot be reached or fails (the browser loads the list)', async () => {
    const { fetch } = scriptedFetch({
      'POST /api/companies/teranga-digital/jobs': { status: 503 },
      'GET /api/tags/all': { status: 200, body: [] },
    });
    const html = await renderJobList({ apiBase: API, fetch, company: 'teranga-digital' });
    expect(html).toBe(
      `<baobab-job-list api-base="${API}" lang="fr" theme="default" color-mode="system" company="teranga-digital"></baobab-job-list>`,
    );
  });
});

describe('renderJobDetail', () => {
  const offer = jobFixture({ title: 'Comptable senior', slug: 'comptable-senior' });

  it('renders the offer with its JobPosting JSON-LD', async () => {
    const { fetch } = scriptedFetch({ 'GET /api/jobs/comptable-senior': { status: 200, body: offer } });
    const rendered = await renderJobDetail({ apiBase: API, fetch, slug: 'comptable-senior', lang: 'en' });
    expect(rendered?.html).toContain('Comptable senior');
    expect(rendered?.html).toContain('slug="comptable-senior"');
    expect(rendered?.job?.title).toBe('Comptable senior');
    const ld = JSON.parse(
      /<script type="application\/ld\+json">(.*)<\/script>/.exec(rendered?.jsonLd ?? '')?.[1] ?? '',
    );
    expect(ld).toMatchObject({
      '@type': 'JobPosting',
      title: 'Comptable senior',
      datePosted: offer.publicationDate,
      validThrough: offer.validThrough,
      hiringOrganization: {
        name: offer.companyDetails.name,
        sameAs: `${API}/entreprises/${offer.companyDetails.alias}`,
      },
    });
  });

  it('gives no JSON-LD for a closed offer, and null for an unknown one', async () => {
    const { fetch } = scriptedFetch({
      'GET /api/jobs/comptable-senior': { status: 200, body: { ...offer, closed: true } },
      'GET /api/jobs/inconnue': { status: 404, body: { message: 'not found' } },
    });
    const closed = await renderJobDetail({ apiBase: API, fetch, slug: 'comptable-senior' });
    expect(closed?.jsonLd).toBe('');
    expect(closed?.html).toContain('Comptable senior');
    expect(await renderJobDetail({ apiBase: API, fetch, slug: 'inconnue' })).toBeNull();
  });
});
