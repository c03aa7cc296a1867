import * as z from 'zod/mini';
import {
  companyListBodySchema,
  companyListSchema,
  companySchema,
  companySummarySchema,
  filterCompaniesByDomainBodySchema,
} from '../../schemas/company';
import { jobListSchema, jobSearchBodySchema } from '../../schemas/job';
import { mediaListSchema } from '../../schemas/media';
import type { EndpointDef } from '../endpoint';
import { aliasParams } from './shared';

/** Companies: list, filters, a company page with its offers and publications. */
export const companiesEndpoints = {
  companyList: {
    method: 'POST',
    path: '/api/companies/list',
    origins: 'any',
    cache: 'catalogue',
    bundle: 'page',
    tag: 'companies',
    body: companyListBodySchema,
    response: companyListSchema,
  },
  filterCompaniesByDomain: {
    method: 'POST',
    path: '/api/companies/filtered-companies-by-domain',
    origins: 'any',
    cache: 'catalogue',
    bundle: 'page',
    tag: 'companies',
    body: filterCompaniesByDomainBodySchema,
    response: z.array(companySummarySchema),
  },
  companyByAlias: {
    method: 'GET',
    path: '/api/companies/:alias',
    origins: 'any',
    cache: 'catalogue',
    bundle: 'page',
    tag: 'companies',
    params: aliasParams,
    response: companySchema,
  },
  companyJobs: {
    method: 'POST',
    path: '/api/companies/:alias/jobs',
    origins: 'any',
    cache: 'catalogue',
    bundle: 'page',
    tag: 'companies',
    params: aliasParams,
    body: jobSearchBodySchema,
    response: jobListSchema,
  },
  companyPublications: {
    method: 'GET',
    path: '/api/companies/:alias/publications',
    origins: 'any',
    cache: 'catalogue',
    bundle: 'page',
    tag: 'companies',
    params: aliasParams,
    response: mediaListSchema,
  },
} as const satisfies Record<string, EndpointDef>;
