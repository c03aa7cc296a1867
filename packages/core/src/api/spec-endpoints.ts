import * as z from 'zod/mini';
import {
  authAnswerSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  refreshTokenBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
} from '../schemas/auth';
import { messageSchema } from '../schemas/common';
import {
  companyListBodySchema,
  companyListSchema,
  companySummarySchema,
  filterCompaniesByDomainBodySchema,
} from '../schemas/company';
import { subscribeBodySchema } from '../schemas/contact';
import {
  filterJobsByDomainBodySchema,
  getAllJobsBodySchema,
  getAllJobsQuerySchema,
  jobListSchema,
  jobSummarySchema,
} from '../schemas/job';
import { countrySchema, tagSchema } from '../schemas/taxonomy';
import type { EndpointDef } from './endpoint';

/** The calls of spec §7, with their exact paths, fields and answers. */
export const specEndpoints = {
  getAllJobs: {
    method: 'POST',
    path: '/api/jobs/get-all-jobs',
    tag: 'jobs',
    query: getAllJobsQuerySchema,
    body: getAllJobsBodySchema,
    response: jobListSchema,
  },
  allTags: {
    method: 'GET',
    path: '/api/tags/all',
    tag: 'catalogue',
    response: z.array(tagSchema),
  },
  allCountries: {
    method: 'GET',
    path: '/api/countries/all',
    tag: 'catalogue',
    response: z.array(countrySchema),
  },
  filterJobsByDomain: {
    method: 'POST',
    path: '/api/jobs/filter-job-by-activity-domain',
    tag: 'jobs',
    body: filterJobsByDomainBodySchema,
    response: z.array(jobSummarySchema),
  },
  companyList: {
    method: 'POST',
    path: '/api/companies/list',
    tag: 'companies',
    body: companyListBodySchema,
    response: companyListSchema,
  },
  filterCompaniesByDomain: {
    method: 'POST',
    path: '/api/companies/filtered-companies-by-domain',
    tag: 'companies',
    body: filterCompaniesByDomainBodySchema,
    response: z.array(companySummarySchema),
  },
  login: {
    method: 'POST',
    path: '/api/auth/login',
    tag: 'auth',
    body: loginBodySchema,
    response: authAnswerSchema,
    captcha: true,
  },
  register: {
    method: 'POST',
    path: '/api/auth/register',
    tag: 'auth',
    body: registerBodySchema,
    response: authAnswerSchema,
    status: 201,
    captcha: true,
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/auth/forgot-password',
    tag: 'auth',
    body: forgotPasswordBodySchema,
    response: messageSchema,
    captcha: true,
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/reset-password',
    tag: 'auth',
    body: resetPasswordBodySchema,
    response: messageSchema,
    captcha: true,
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    tag: 'auth',
    response: messageSchema,
  },
  refreshToken: {
    method: 'POST',
    path: '/api/auth/refresh-token',
    tag: 'auth',
    body: refreshTokenBodySchema,
    response: authAnswerSchema,
  },
  subscribe: {
    method: 'POST',
    path: '/api/contacts/subscribe',
    tag: 'contact',
    body: subscribeBodySchema,
    response: messageSchema,
  },
} as const satisfies Record<string, EndpointDef>;
