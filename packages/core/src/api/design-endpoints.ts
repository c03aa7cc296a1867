import * as z from 'zod/mini';
import { JOB_PAGE_SIZE } from '../constants';
import { applicationListSchema, applicationSchema, applyFieldsSchema } from '../schemas/application';
import { messageSchema, slugSchema } from '../schemas/common';
import { companySchema } from '../schemas/company';
import { captchaChallengeSchema, publicConfigSchema } from '../schemas/config';
import { contactMessageBodySchema, unsubscribeBodySchema } from '../schemas/contact';
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
    summary: 'One job; private jobs are reachable only this way.',
    params: slugParams,
    response: jobSchema,
  },
  jobsByLocation: {
    method: 'POST',
    path: '/api/jobs/by-location',
    tag: 'jobs',
    summary: `Public jobs in a country (its slug), ${JOB_PAGE_SIZE} a page.`,
    body: jobsByLocationBodySchema,
    response: jobListSchema,
  },
  companyByAlias: {
    method: 'GET',
    path: '/api/companies/:alias',
    tag: 'companies',
    summary: 'One company.',
    params: aliasParams,
    response: companySchema,
  },
  companyJobs: {
    method: 'POST',
    path: '/api/companies/:alias/jobs',
    tag: 'companies',
    summary: "A company's public jobs, optionally filtered by keyword and activity domains.",
    params: aliasParams,
    body: companyJobsBodySchema,
    response: jobListSchema,
  },
  companyPublications: {
    method: 'GET',
    path: '/api/companies/:alias/publications',
    tag: 'companies',
    summary: "A company's media items, newest first.",
    params: aliasParams,
    response: mediaListSchema,
  },
  mediaList: {
    method: 'POST',
    path: '/api/medias/list',
    tag: 'medias',
    summary: 'Articles, publications and interviews, newest first.',
    body: mediaListBodySchema,
    response: mediaListSchema,
  },
  mediaBySlug: {
    method: 'GET',
    path: '/api/medias/:category/:slug',
    tag: 'medias',
    summary: 'One media item.',
    params: z.object({ category: mediaCategorySchema, slug: slugSchema }),
    response: mediaSchema,
  },
  apply: {
    method: 'POST',
    path: '/api/applications',
    tag: 'applications',
    summary:
      'Apply (multipart): text fields below, file parts `cv` and `coverLetter` (PDF ≤ 5 MB). Row and files are written together or not at all.',
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
    summary: "The candidate's applications with their status timeline.",
    response: applicationListSchema,
    auth: 'required',
  },
  myDocuments: {
    method: 'GET',
    path: '/api/documents',
    tag: 'documents',
    summary: "The candidate's CVs and cover letters.",
    response: documentListSchema,
    auth: 'required',
  },
  uploadDocument: {
    method: 'POST',
    path: '/api/documents',
    tag: 'documents',
    summary: 'Upload a PDF (multipart: field `type`, file part `file`, ≤ 5 MB).',
    multipart: documentUploadFieldsSchema,
    response: documentSchema,
    status: 201,
    auth: 'required',
  },
  deleteDocument: {
    method: 'DELETE',
    path: '/api/documents/:id',
    tag: 'documents',
    summary: 'Delete one of your documents (applications keep their copy).',
    params: documentIdParamsSchema,
    response: messageSchema,
    auth: 'required',
  },
  downloadDocument: {
    method: 'GET',
    path: '/api/documents/:id/download',
    tag: 'documents',
    summary: 'Download one of your documents (PDF).',
    params: documentIdParamsSchema,
    response: null,
    auth: 'required',
  },
  myProfile: {
    method: 'GET',
    path: '/api/profile',
    tag: 'profile',
    summary: "The candidate's profile.",
    response: profileSchema,
    auth: 'required',
  },
  updateProfile: {
    method: 'PUT',
    path: '/api/profile',
    tag: 'profile',
    summary: "Update the candidate's profile.",
    body: profileUpdateSchema,
    response: profileSchema,
    auth: 'required',
  },
  contactMessage: {
    method: 'POST',
    path: '/api/contacts/message',
    tag: 'contact',
    summary: 'Send a message to the team (stored and mailed).',
    body: contactMessageBodySchema,
    response: messageSchema,
    status: 201,
    captcha: true,
  },
  unsubscribe: {
    method: 'POST',
    path: '/api/contacts/unsubscribe',
    tag: 'contact',
    summary: 'Unsubscribe with the signed link of a newsletter.',
    body: unsubscribeBodySchema,
    response: messageSchema,
  },
  captchaChallenge: {
    method: 'GET',
    path: '/api/captcha/challenge',
    tag: 'captcha',
    summary: 'A fresh ALTCHA challenge; each solution is accepted once.',
    response: captchaChallengeSchema,
  },
  config: {
    method: 'GET',
    path: '/api/config',
    tag: 'config',
    summary: 'Public runtime configuration.',
    response: publicConfigSchema,
  },
} as const satisfies Record<string, EndpointDef>;
