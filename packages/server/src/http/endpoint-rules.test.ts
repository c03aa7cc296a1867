import { type ApiEndpointName, apiEndpoints, type EndpointDef } from '@baobab/core';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createCatalogueCache } from '../catalogue/catalogue-cache';
import { type EndpointServices, registerEndpoint } from './endpoint';

const defs = Object.entries(apiEndpoints as Record<string, EndpointDef>) as [ApiEndpointName, EndpointDef][];

/** A valid call of each endpoint open to any origin (the anonymous reads, whose answer may be cached). */
const CALLS: Partial<Record<ApiEndpointName, { url?: string; body?: unknown }>> = {
  getAllJobs: { body: { page: 1 } },
  filterJobsByDomain: { body: { ids: [] } },
  jobBySlug: { url: '/api/jobs/some-job' },
  jobsByLocation: { body: { location: 'senegal' } },
  searchJobs: { body: { page: 1 } },
  keywordSuggestions: { url: '/api/jobs/suggestions?keyword=dev' },
  companyList: { body: { page: 1 } },
  filterCompaniesByDomain: { body: { ids: [] } },
  companyByAlias: { url: '/api/companies/acme' },
  companyJobs: { url: '/api/companies/acme/jobs', body: { page: 1 } },
  companyPublications: { url: '/api/companies/acme/publications' },
  mediaList: { body: { page: 1 } },
  mediaBySlug: { url: '/api/medias/articles/some-article' },
  allTags: {},
  allCountries: {},
  config: {},
  captchaChallenge: {},
  widgetShadow: { url: '/api/widgets/baobab-job-list/shadow' },
  jobShareCard: { url: '/api/share-cards/jobs/some-job/fr' },
  companyShareCard: { url: '/api/share-cards/companies/acme/en' },
};

/** Registers one endpoint on a bare app whose only service is a catalogue version that never changes. */
async function appWith(name: ApiEndpointName) {
  const app = Fastify();
  const plain = { query: async <T>() => [{ version: '1' }] as T[], exec: async () => undefined };
  // As services.ts makes it: the handle carries its catalogue cache.
  const db = { ...plain, catalogue: createCatalogueCache(plain, () => 0) };
  let calls = 0;
  registerEndpoint(app, { db } as unknown as EndpointServices, name, async () => {
    calls += 1;
    return {} as never;
  });
  await app.ready();
  return { app, calls: () => calls };
}

describe('the catalogue cache, derived from each endpoint’s `cache` field', () => {
  it('covers every public read (a new one needs a call here)', () => {
    const publicReads = defs.filter(([, def]) => def.origins === 'any');
    for (const [name] of publicReads) expect(CALLS, name).toHaveProperty(name);
  });

  it.each(Object.keys(CALLS) as ApiEndpointName[])(
    '%s: asked twice, answered once iff it is a cached catalogue read',
    async (name) => {
      const def: EndpointDef = apiEndpoints[name];
      const { url = def.path, body } = CALLS[name] ?? {};
      const { app, calls } = await appWith(name);
      for (const _ of [1, 2]) {
        const res = await app.inject({
          method: def.method,
          url,
          ...(body !== undefined && { payload: body as object }),
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      expect(calls()).toBe(def.cache === 'catalogue' ? 1 : 2);
      await app.close();
    },
  );
});
