import * as z from 'zod/mini';
import { reportJobBodySchema } from '../../moderation/reports';
import { messageSchema } from '../../schemas/common';
import {
  filterJobsByDomainBodySchema,
  getAllJobsBodySchema,
  getAllJobsQuerySchema,
  jobListSchema,
  jobSchema,
  jobSearchBodySchema,
  jobSummarySchema,
  jobsByLocationBodySchema,
  keywordSuggestionsQuerySchema,
  keywordSuggestionsSchema,
} from '../../schemas/job';
import { allTagsQuerySchema, countrySchema, tagSchema } from '../../schemas/taxonomy';
import type { EndpointDef } from '../endpoint';
import { slugParams } from './shared';

/** Offers: lists, search, filters, one offer; and the tags and countries they are filtered by. */
export const jobsEndpoints = {
  getAllJobs: {
    method: 'POST',
    path: '/api/jobs/get-all-jobs',
    origins: 'any',
    cache: 'catalogue',
    bundle: 'page',
    tag: 'jobs',
    query: getAllJobsQuerySchema,
    body: getAllJobsBodySchema,
    response: jobListSchema,
  },
  filterJobsByDomain: {
    method: 'POST',
    path: '/api/jobs/filter-job-by-activity-domain',
    origins: 'any',
    cache: 'catalogue',
    bundle: 'none', // the spec's call for other clients: the widgets filter through searchJobs
    tag: 'jobs',
    body: filterJobsByDomainBodySchema,
    response: z.array(jobSummarySchema),
  },
  jobBySlug: {
    method: 'GET',
    path: '/api/jobs/:slug',
    origins: 'any',
    cache: 'catalogue',
    bundle: 'page',
    tag: 'jobs',
    params: slugParams,
    response: jobSchema,
  },
  jobsByLocation: {
    method: 'POST',
    path: '/api/jobs/by-location',
    origins: 'any',
    cache: 'catalogue',
    bundle: 'page',
    tag: 'jobs',
    body: jobsByLocationBodySchema,
    response: jobListSchema,
  },
  keywordSuggestions: {
    method: 'GET',
    path: '/api/jobs/suggestions',
    origins: 'any',
    cache: 'catalogue',
    maxAge: 300,
    bundle: 'suggest',
    tag: 'jobs',
    query: keywordSuggestionsQuerySchema,
    response: keywordSuggestionsSchema,
  },
  searchJobs: {
    method: 'POST',
    path: '/api/jobs/search',
    origins: 'any',
    cache: 'catalogue',
    bundle: 'page',
    tag: 'jobs',
    body: jobSearchBodySchema,
    response: jobListSchema,
  },
  reportJob: {
    method: 'POST',
    path: '/api/jobs/:slug/report',
    origins: 'registered',
    bundle: 'page',
    tag: 'jobs',
    params: slugParams,
    body: reportJobBodySchema,
    response: messageSchema,
    status: 201,
    auth: 'optional',
    captcha: 'token',
  },
  allTags: {
    method: 'GET',
    path: '/api/tags/all',
    origins: 'any',
    bundle: 'page',
    tag: 'catalogue',
    query: allTagsQuerySchema,
    response: z.array(tagSchema),
  },
  allCountries: {
    method: 'GET',
    path: '/api/countries/all',
    origins: 'any',
    bundle: 'page',
    tag: 'catalogue',
    response: z.array(countrySchema),
  },
} as const satisfies Record<string, EndpointDef>;
