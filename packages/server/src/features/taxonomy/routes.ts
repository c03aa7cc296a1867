import { COUNTRY_CODES, type Country, type CountryCode } from '@baobab/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import type { Services } from '../../services';
import { listActivityDomains } from './activity-domains';

/** Tags and countries change only with a data load; a few minutes of caching is harmless. */
const CACHE_CONTROL = 'public, max-age=300';

export async function registerTaxonomyRoutes(app: FastifyInstance, services: Services) {
  const { db } = services;

  registerEndpoint(app, services, 'allTags', async ({ reply }) => {
    reply.header('cache-control', CACHE_CONTROL);
    return listActivityDomains(db);
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
