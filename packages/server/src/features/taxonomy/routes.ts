import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import type { Services } from '../../services';
import { companyIdByAlias } from '../companies/company-store';
import { listedDomainsOf } from '../jobs/job-store';
import { listActivityDomains, listCountries } from './taxonomy-store';

export async function registerTaxonomyRoutes(app: FastifyInstance, services: Services) {
  const { db } = services;

  // Catalogue answers (core's endpoint list): kept until the catalogue changes, and a few minutes
  // in a browser (`maxAge`): tags and countries change only with a data load. A company's careers
  // list offers only the domains of its own listed offers (docs/embedding.md).
  registerEndpoint(app, services, 'allTags', async ({ query }) => {
    if (!query.company) return listActivityDomains(db);
    const companyId = await companyIdByAlias(db, query.company);
    if (!companyId) throw notFound();
    return listedDomainsOf(db, companyId);
  });

  registerEndpoint(app, services, 'allCountries', async () => listCountries(db));
}
