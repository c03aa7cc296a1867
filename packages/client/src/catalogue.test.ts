import { describe, expect, it } from 'vitest';
import { createBaobabClient } from './index';
import { scriptedFetch } from './test-fetch';

const job = {
  id: '5f2b2a4e-2f7a-4c59-9d53-0c7d0d6d7a11',
  slug: 'ingenieur-genie-civil',
  title: 'Ingénieur génie civil',
  excerpt: 'Chantiers routiers',
  description: 'Vous pilotez des chantiers routiers.',
  bestCandidateProfil: 'Bac+5 en génie civil.',
  publicationDate: '2026-11-10T09:00:00.000Z',
  validThrough: '2027-01-09T09:00:00.000Z',
  companyDetails: { alias: 'sonatel', name: 'Sonatel', logo: null },
  countryCode: 'SN',
  city: 'Dakar',
  contractType: 'CDI',
  remote: 'onsite',
  salary: null,
  activityDomains: [],
  closed: false,
  external: false,
  lang: 'fr',
};

describe('catalogue', () => {
  it('sends the keyword as a query parameter and the paging in the body', async () => {
    const { fetch, requests } = scriptedFetch({
      'POST /api/jobs/get-all-jobs': {
        status: 200,
        body: { results: [job], total: 1, page: 1, limit: 20, totalPages: 1 },
      },
    });
    const client = createBaobabClient({ baseUrl: 'https://api.test/', fetch, locale: () => 'en' });
    const list = await client.catalogue.jobs({ page: 1, limit: 20 }, 'génie civil');
    expect(list.results[0]?.slug).toBe('ingenieur-genie-civil');
    expect(requests[0]?.url).toBe('https://api.test/api/jobs/get-all-jobs?keyword=g%C3%A9nie+civil');
    expect(requests[0]?.body).toEqual({ page: 1, limit: 20 });
    expect(requests[0]?.headers['accept-language']).toBe('en');
  });

  it('answers empty lists silently when job, tag or country fetches fail (docs/product.md §8)', async () => {
    const { fetch } = scriptedFetch({
      'POST /api/jobs/get-all-jobs': { status: 500, body: { message: 'x', code: 'GENERIC' } },
    });
    const client = createBaobabClient({ fetch });
    await expect(client.catalogue.jobs({ page: 2, limit: 20 })).resolves.toEqual({
      results: [],
      total: 0,
      page: 2,
      limit: 20,
      totalPages: 0,
    });
    await expect(client.catalogue.tags()).resolves.toEqual([]);
    await expect(client.catalogue.countries()).resolves.toEqual([]);
  });

  it('answers an empty company result with total 0 when the company list fails', async () => {
    const { fetch } = scriptedFetch({});
    const client = createBaobabClient({ fetch });
    await expect(client.catalogue.companies({ page: 1 })).resolves.toMatchObject({ results: [], total: 0, limit: 19 });
  });

  it('treats an answer that breaks the contract as a failure', async () => {
    const { fetch } = scriptedFetch({ 'GET /api/jobs/x': { status: 200, body: { nope: 1 } } });
    const client = createBaobabClient({ fetch, locale: () => 'en' });
    await expect(client.catalogue.job('x')).rejects.toMatchObject({
      code: 'BAD_ANSWER',
      message: 'An error has occured',
    });
  });

  it('lets detail fetches fail loudly with the server message', async () => {
    const { fetch } = scriptedFetch({
      'GET /api/jobs/gone': { status: 404, body: { message: 'Resource not found.', code: 'NOT_FOUND' } },
    });
    const client = createBaobabClient({ fetch });
    await expect(client.catalogue.job('gone')).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Resource not found.',
    });
  });
});
