import { COUNTRY_CODES, type Country, type CountryCode } from '@baobab/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import type { Services } from '../../services';
import { companyIdByAlias } from '../companies/company-store';
import { publicJobsFilter } from '../jobs/job-filter';
import { activityDomainsAmong, listActivityDomains } from './activity-domains';

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
    const listed = publicJobsFilter({ companyId });
    const tags = await activityDomainsAmong(db, {
      sql: `select j.id from jobs j ${listed.where}`,
      params: listed.params,
    });
    reply.header('cache-control', CACHE_CONTROL);
    return tags;
  });

  registerEndpoint(app, services, 'allCountries', async ({ reply }) => {
    const rows = await db.query<{ code: CountryCode; slug: string; name_fr: string; name_en: string }>(
      'select code, slug, name_fr, name_en from countries',
    );
    reply.header('cache-control', CACHE_CONTROL);
    // The footer's order (core COUNTRIES), not the alphabet's.
    return rows
      .sort((a, b) => COUNTRY_CODES.indexOf(a.code) - COUNTRY_CODES.indexOf(b.code))
      .map((row): Country => ({ code: row.code, slug: row.slug, name: { fr: row.name_fr, en: row.name_en } }));
  });
}
