import { MAX_PAGE_LIMIT } from '@baobab/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import type { Services } from '../../services';
import { listPublicJobs } from '../jobs/job-store';
import { listMedias } from '../medias/media-store';
import { companiesPage, companyIdByAlias, findCompanyByAlias, listCompanies } from './company-store';

export async function registerCompaniesRoutes(app: FastifyInstance, services: Services) {
  const { db } = services;

  const existingCompanyId = async (alias: string) => {
    const id = await companyIdByAlias(db, alias);
    if (!id) throw notFound();
    return id;
  };

  registerEndpoint(app, services, 'companyList', async ({ body }) => listCompanies(db, {}, body));

  registerEndpoint(app, services, 'filterCompaniesByDomain', async ({ body }) =>
    companiesPage(db, { domainIds: body.ids }, body),
  );

  registerEndpoint(app, services, 'companyByAlias', async ({ params }) => {
    const company = await findCompanyByAlias(db, params.alias);
    if (!company) throw notFound();
    return company;
  });

  registerEndpoint(app, services, 'companyJobs', async ({ params, body }) =>
    listPublicJobs(
      db,
      { companyId: await existingCompanyId(params.alias), keyword: body.keyword, domainIds: body.ids },
      body,
    ),
  );

  // The company page's publications tab: its newest items, as many as one list call may return.
  registerEndpoint(app, services, 'companyPublications', async ({ params }) => {
    await existingCompanyId(params.alias);
    return listMedias(db, { companyAlias: params.alias }, { page: 1, limit: MAX_PAGE_LIMIT });
  });
}
