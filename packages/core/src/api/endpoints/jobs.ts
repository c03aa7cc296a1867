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
    tag: 'jobs',
    query: getAllJobsQuerySchema,
    body: getAllJobsBodySchema,
    response: jobListSchema,
  },
  filterJobsByDomain: {
    method: 'POST',
    path: '/api/jobs/filter-job-by-activity-domain',
    tag: 'jobs',
    body: filterJobsByDomainBodySchema,
    response: z.array(jobSummarySchema),
  },
  jobBySlug: {
    method: 'GET',
    path: '/api/jobs/:slug',
    tag: 'jobs',
    params: slugParams,
    response: jobSchema,
  },
  jobsByLocation: {
    method: 'POST',
    path: '/api/jobs/by-location',
    tag: 'jobs',
    body: jobsByLocationBodySchema,
    response: jobListSchema,
  },
  keywordSuggestions: {
    method: 'GET',
    path: '/api/jobs/suggestions',
    tag: 'jobs',
    query: keywordSuggestionsQuerySchema,
    response: keywordSuggestionsSchema,
  },
  searchJobs: {
    method: 'POST',
    path: '/api/jobs/search',
    tag: 'jobs',
    body: jobSearchBodySchema,
    response: jobListSchema,
  },
  reportJob: {
    method: 'POST',
    path: '/api/jobs/:slug/report',
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
    tag: 'catalogue',
    query: allTagsQuerySchema,
    response: z.array(tagSchema),
  },
  allCountries: {
    method: 'GET',
    path: '/api/countries/all',
    tag: 'catalogue',
    response: z.array(countrySchema),
  },
} as const satisfies Record<string, EndpointDef>;
