import * as z from 'zod/mini';
import {
  chatMessageBodySchema,
  chatMessageSchema,
  partnerThreadSchema,
  threadSummaryListSchema,
} from '../../schemas/chat';
import { messageSchema } from '../../schemas/common';
import { companySchema } from '../../schemas/company';
import { jobSchema } from '../../schemas/job';
import { mediaSchema } from '../../schemas/media';
import {
  applicationFileParamsSchema,
  applicationStatusBodySchema,
  idParamsSchema,
  PARTNER_API_BASE,
  partnerApplicationListSchema,
  partnerApplicationSchema,
  partnerApplicationsQuerySchema,
  partnerCompanyUpdateSchema,
  partnerImageFieldsSchema,
  partnerImageParamsSchema,
  partnerJobInputSchema,
  partnerJobSchema,
  partnerJobUpdateSchema,
  partnerOriginListSchema,
  partnerOriginSchema,
  partnerPublicationInputSchema,
} from '../../schemas/partner';
import type { EndpointDef } from '../endpoint';

const base = PARTNER_API_BASE;
// Server to server: no browser bundle carries these, and a web page calling them must be registered.
const partner = { tag: 'partner', auth: 'partner', origins: 'registered', bundle: 'none' } as const;

/**
 * The partner API: a company's recruiter space publishes and answers through these calls, with an
 * API key of that company. Another company's job, application or thread answers 404.
 */

/** The partner API (server to server, a company key): never imported by browser bundles. */
export const partnerEndpoints = {
  partnerJobs: {
    ...partner,
    method: 'GET',
    path: `${base}/jobs`,
    response: z.array(jobSchema),
  },
  partnerCreateJob: {
    ...partner,
    method: 'POST',
    path: `${base}/jobs`,
    body: partnerJobInputSchema,
    response: partnerJobSchema,
    status: 201,
  },
  partnerUpdateJob: {
    ...partner,
    method: 'PUT',
    path: `${base}/jobs/:id`,
    params: idParamsSchema,
    body: partnerJobUpdateSchema,
    response: partnerJobSchema,
  },
  partnerCloseJob: {
    ...partner,
    method: 'POST',
    path: `${base}/jobs/:id/close`,
    params: idParamsSchema,
    response: jobSchema,
  },
  partnerDeleteJob: {
    ...partner,
    method: 'DELETE',
    path: `${base}/jobs/:id`,
    params: idParamsSchema,
    response: messageSchema,
  },
  partnerOrigins: {
    ...partner,
    method: 'GET',
    path: `${base}/origins`,
    response: partnerOriginListSchema,
  },
  partnerAddOrigin: {
    ...partner,
    method: 'POST',
    path: `${base}/origins`,
    body: partnerOriginSchema,
    response: partnerOriginListSchema,
  },
  partnerRemoveOrigin: {
    ...partner,
    method: 'DELETE',
    path: `${base}/origins`,
    query: partnerOriginSchema,
    response: partnerOriginListSchema,
  },
  partnerUpdateCompany: {
    ...partner,
    method: 'PUT',
    path: `${base}/company`,
    body: partnerCompanyUpdateSchema,
    response: companySchema,
  },
  partnerPutImage: {
    ...partner,
    method: 'PUT',
    path: `${base}/company/images/:kind`,
    params: partnerImageParamsSchema,
    multipart: partnerImageFieldsSchema,
    response: companySchema,
  },
  partnerDeleteImage: {
    ...partner,
    method: 'DELETE',
    path: `${base}/company/images/:kind`,
    params: partnerImageParamsSchema,
    response: companySchema,
  },
  partnerAddGalleryImage: {
    ...partner,
    method: 'POST',
    path: `${base}/company/gallery`,
    multipart: partnerImageFieldsSchema,
    response: companySchema,
    status: 201,
  },
  partnerDeleteGalleryImage: {
    ...partner,
    method: 'DELETE',
    path: `${base}/company/gallery/:id`,
    params: idParamsSchema,
    response: companySchema,
  },
  partnerPublish: {
    ...partner,
    method: 'POST',
    path: `${base}/publications`,
    body: partnerPublicationInputSchema,
    response: mediaSchema,
    status: 201,
  },
  partnerApplications: {
    ...partner,
    method: 'GET',
    path: `${base}/applications`,
    query: partnerApplicationsQuerySchema,
    response: partnerApplicationListSchema,
  },
  partnerApplicationCv: {
    ...partner,
    method: 'GET',
    path: `${base}/applications/:id/cv`,
    params: idParamsSchema,
    response: null,
  },
  partnerApplicationCoverLetter: {
    ...partner,
    method: 'GET',
    path: `${base}/applications/:id/cover-letter`,
    params: idParamsSchema,
    response: null,
  },
  partnerApplicationFile: {
    ...partner,
    method: 'GET',
    path: `${base}/applications/:id/files/:documentId`,
    params: applicationFileParamsSchema,
    response: null,
  },
  partnerMoveApplication: {
    ...partner,
    method: 'PUT',
    path: `${base}/applications/:id/status`,
    params: idParamsSchema,
    body: applicationStatusBodySchema,
    response: partnerApplicationSchema,
  },
  partnerThreads: {
    ...partner,
    method: 'GET',
    path: `${base}/threads`,
    response: threadSummaryListSchema,
  },
  partnerThread: {
    ...partner,
    method: 'GET',
    path: `${base}/threads/:id`,
    params: idParamsSchema,
    response: partnerThreadSchema,
  },
  partnerAnswer: {
    ...partner,
    method: 'POST',
    path: `${base}/threads/:id/messages`,
    params: idParamsSchema,
    body: chatMessageBodySchema,
    response: chatMessageSchema,
    status: 201,
  },
} as const satisfies Record<string, EndpointDef>;
