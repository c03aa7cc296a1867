import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import type { Services } from '../../services';
import { companyIdByAlias } from '../companies/company-store';
import { listedDomainsOf } from '../jobs/job-store';
import { listActivityDomains, listCountries } from './taxonomy-store';

/** Tags and countries change only with a data load; a few minutes of caching is harmless. */
const CACHE_CONTROL = 'public, max-age=300';

export async function registerTaxonomyRoutes(app: FastifyInstance, services: Services) {
  const { db } = services;

  // A company's careers list offers only the domains of its own listed offers (docs/embedding.md).
  registerEndpoint(app, services, 'allTags', async ({ query, reply }) => {
    if (!query.company) {
      reply.header('cache-control', CACHE_CONTROL);
      return listActivityDomains(db);
    }
    const companyId = await companyIdByAlias(db, query.company);
    if (!companyId) throw notFound();
    const tags = await listedDomainsOf(db, companyId);
    reply.header('cache-control', CACHE_CONTROL);
    return tags;
  });

  registerEndpoint(app, services, 'allCountries', async ({ reply }) => {
    reply.header('cache-control', CACHE_CONTROL);
    return listCountries(db);
  });
}
