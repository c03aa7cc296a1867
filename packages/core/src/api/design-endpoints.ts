import * as z from 'zod/mini';
import { applicationListSchema, applicationSchema, applyFieldsSchema } from '../schemas/application';
import { messageSchema, slugSchema } from '../schemas/common';
import { companySchema } from '../schemas/company';
import { captchaChallengeSchema, publicConfigSchema } from '../schemas/config';
import { confirmSubscriptionBodySchema, contactMessageBodySchema, unsubscribeBodySchema } from '../schemas/contact';
import {
  documentIdParamsSchema,
  documentListSchema,
  documentSchema,
  documentUploadFieldsSchema,
} from '../schemas/document';
import { companyJobsBodySchema, jobListSchema, jobSchema, jobsByLocationBodySchema } from '../schemas/job';
import { mediaCategorySchema, mediaListBodySchema, mediaListSchema, mediaSchema } from '../schemas/media';
import { profileSchema, profileUpdateSchema } from '../schemas/user';
import type { EndpointDef } from './endpoint';

const slugParams = z.object({ slug: slugSchema });
const aliasParams = z.object({ alias: slugSchema });

/** The calls the spec leaves out, defined in the same style (DESIGN.md §4). */
export const designEndpoints = {
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
  companyByAlias: {
    method: 'GET',
    path: '/api/companies/:alias',
    tag: 'companies',
    params: aliasParams,
    response: companySchema,
  },
  companyJobs: {
    method: 'POST',
    path: '/api/companies/:alias/jobs',
    tag: 'companies',
    params: aliasParams,
    body: companyJobsBodySchema,
    response: jobListSchema,
  },
  companyPublications: {
    method: 'GET',
    path: '/api/companies/:alias/publications',
    tag: 'companies',
    params: aliasParams,
    response: mediaListSchema,
  },
  mediaList: {
    method: 'POST',
    path: '/api/medias/list',
    tag: 'medias',
    body: mediaListBodySchema,
    response: mediaListSchema,
  },
  mediaBySlug: {
    method: 'GET',
    path: '/api/medias/:category/:slug',
    tag: 'medias',
    params: z.object({ category: mediaCategorySchema, slug: slugSchema }),
    response: mediaSchema,
  },
  apply: {
    method: 'POST',
    path: '/api/applications',
    tag: 'applications',
    multipart: applyFieldsSchema,
    response: applicationSchema,
    status: 201,
    auth: 'required',
    captcha: true,
  },
  myApplications: {
    method: 'GET',
    path: '/api/applications/mine',
    tag: 'applications',
    response: applicationListSchema,
    auth: 'required',
  },
  myDocuments: {
    method: 'GET',
    path: '/api/documents',
    tag: 'documents',
    response: documentListSchema,
    auth: 'required',
  },
  uploadDocument: {
    method: 'POST',
    path: '/api/documents',
    tag: 'documents',
    multipart: documentUploadFieldsSchema,
    response: documentSchema,
    status: 201,
    auth: 'required',
  },
  deleteDocument: {
    method: 'DELETE',
    path: '/api/documents/:id',
    tag: 'documents',
    params: documentIdParamsSchema,
    response: messageSchema,
    auth: 'required',
  },
  downloadDocument: {
    method: 'GET',
    path: '/api/documents/:id/download',
    tag: 'documents',
    params: documentIdParamsSchema,
    response: null,
    auth: 'required',
  },
  myProfile: {
    method: 'GET',
    path: '/api/profile',
    tag: 'profile',
    response: profileSchema,
    auth: 'required',
  },
  updateProfile: {
    method: 'PUT',
    path: '/api/profile',
    tag: 'profile',
    body: profileUpdateSchema,
    response: profileSchema,
    auth: 'required',
  },
  contactMessage: {
    method: 'POST',
    path: '/api/contacts/message',
    tag: 'contact',
    body: contactMessageBodySchema,
    response: messageSchema,
    status: 201,
    captcha: true,
  },
  confirmSubscription: {
    method: 'POST',
    path: '/api/contacts/confirm-subscription',
    tag: 'contact',
    body: confirmSubscriptionBodySchema,
    response: messageSchema,
  },
  unsubscribe: {
    method: 'POST',
    path: '/api/contacts/unsubscribe',
    tag: 'contact',
    body: unsubscribeBodySchema,
    response: messageSchema,
  },
  captchaChallenge: {
    method: 'GET',
    path: '/api/captcha/challenge',
    tag: 'captcha',
    response: captchaChallengeSchema,
  },
  config: {
    method: 'GET',
    path: '/api/config',
    tag: 'config',
    response: publicConfigSchema,
  },
} as const satisfies Record<string, EndpointDef>;
