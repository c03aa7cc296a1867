import { countryBySlug, translate } from '@baobab/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import type { Services } from '../../services';
import { didYouMean } from './did-you-mean';
import { findJobBySlug, listPublicJobs, publicJobsPage } from './job-store';
import { keywordSuggestions } from './keyword-suggestions';

export async function registerJobsRoutes(app: FastifyInstance, services: Services) {
  const { db } = services;

  registerEndpoint(app, services, 'getAllJobs', async ({ body, query, locale }) => {
    const list = await listPublicJobs(db, { keyword: query.keyword }, body);
    if (list.total > 0 || !query.keyword) return list;
    const keyword = await didYouMean(db, query.keyword);
    if (!keyword) return list;
    return { ...list, didYouMean: { keyword, message: translate(locale, 'server.did_you_mean', { keyword }) } };
  });

  registerEndpoint(app, services, 'filterJobsByDomain', async ({ body }) =>
    publicJobsPage(db, { domainIds: body.ids, keyword: body.keyword }, body),
  );

  registerEndpoint(app, services, 'searchJobs', async ({ body }) =>
    listPublicJobs(db, { domainIds: body.ids, keyword: body.keyword }, body),
  );

  registerEndpoint(app, services, 'keywordSuggestions', async ({ query, locale }) => ({
    suggestions: await keywordSuggestions(db, query.keyword ?? '', locale),
  }));

  registerEndpoint(app, services, 'jobBySlug', async ({ params }) => {
    const job = await findJobBySlug(db, params.slug);
    if (!job) throw notFound();
    return job;
  });

  registerEndpoint(app, services, 'jobsByLocation', async ({ body }) => {
    const country = countryBySlug(body.location);
    if (!country) throw notFound();
    return listPublicJobs(db, { countryCode: country.code }, body);
  });
}
