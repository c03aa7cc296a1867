import * as z from 'zod/mini';
import { COMPANY_PAGE_SIZE } from '../constants';
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
    summary: 'Public jobs, newest first; `keyword` in the query string filters them.',
    query: getAllJobsQuerySchema,
    body: getAllJobsBodySchema,
    response: jobListSchema,
  },
  allTags: {
    method: 'GET',
    path: '/api/tags/all',
    tag: 'catalogue',
    summary: 'Activity domains.',
    response: z.array(tagSchema),
  },
  allCountries: {
    method: 'GET',
    path: '/api/countries/all',
    tag: 'catalogue',
    summary: 'Countries.',
    response: z.array(countrySchema),
  },
  filterJobsByDomain: {
    method: 'POST',
    path: '/api/jobs/filter-job-by-activity-domain',
    tag: 'jobs',
    summary: 'Public jobs in any of the given activity domains (and matching `keyword`).',
    body: filterJobsByDomainBodySchema,
    response: z.array(jobSummarySchema),
  },
  companyList: {
    method: 'POST',
    path: '/api/companies/list',
    tag: 'companies',
    summary: `Companies, ${COMPANY_PAGE_SIZE} a page by default.`,
    body: companyListBodySchema,
    response: companyListSchema,
  },
  filterCompaniesByDomain: {
    method: 'POST',
    path: '/api/companies/filtered-companies-by-domain',
    tag: 'companies',
    summary: 'Companies in any of the given activity domains.',
    body: filterCompaniesByDomainBodySchema,
    response: z.array(companySummarySchema),
  },
  login: {
    method: 'POST',
    path: '/api/auth/login',
    tag: 'auth',
    summary: 'Log in; `token` is the solved captcha.',
    body: loginBodySchema,
    response: authAnswerSchema,
    captcha: true,
  },
  register: {
    method: 'POST',
    path: '/api/auth/register',
    tag: 'auth',
    summary: 'Create a candidate account; answers like login.',
    body: registerBodySchema,
    response: authAnswerSchema,
    status: 201,
    captcha: true,
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/auth/forgot-password',
    tag: 'auth',
    summary: 'Mail a single-use reset link (1 h); answers the same for unknown emails.',
    body: forgotPasswordBodySchema,
    response: messageSchema,
    captcha: true,
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/reset-password',
    tag: 'auth',
    summary: 'Set a new password with the mailed token; ends every other session.',
    body: resetPasswordBodySchema,
    response: messageSchema,
    captcha: true,
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    tag: 'auth',
    summary: 'Revoke the session: headers `Authorization: Bearer` and `Refresh-Token`.',
    response: messageSchema,
  },
  refreshToken: {
    method: 'POST',
    path: '/api/auth/refresh-token',
    tag: 'auth',
    summary: 'Rotate the refresh token; reusing an old one revokes the whole session family.',
    body: refreshTokenBodySchema,
    response: authAnswerSchema,
  },
  subscribe: {
    method: 'POST',
    path: '/api/contacts/subscribe',
    tag: 'contact',
    summary: 'Subscribe to the monthly newsletter (idempotent).',
    body: subscribeBodySchema,
    response: messageSchema,
  },
} as const satisfies Record<string, EndpointDef>;
