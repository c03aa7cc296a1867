import * as z from 'zod/mini';
import {
  chatMessageBodySchema,
  chatMessageSchema,
  partnerThreadSchema,
  threadSummaryListSchema,
} from '../schemas/chat';
import { messageSchema } from '../schemas/common';
import { companySchema } from '../schemas/company';
import { jobSchema } from '../schemas/job';
import { mediaSchema } from '../schemas/media';
import {
  applicationFileParamsSchema,
  applicationStatusBodySchema,
  idParamsSchema,
  PARTNER_API_BASE,
  partnerApplicationListSchema,
  partnerApplicationSchema,
  partnerApplicationsQuerySchema,
  partnerCompanyUpdateSchema,
  partnerJobInputSchema,
  partnerJobUpdateSchema,
  partnerOriginListSchema,
  partnerOriginSchema,
  partnerPublicationInputSchema,
} from '../schemas/partner';
import type { EndpointDef } from './endpoint';

const base = PARTNER_API_BASE;
const partner = { tag: 'partner', auth: 'partner' } as const;

/**
 * The partner API: a company's recruiter space publishes and answers through these calls, with an
 * API key of that company. Another company's job, application or thread answers 404.
 */
export const partnerEndpoints = {
  partnerJobs: {
    ...partner,
    method: 'GET',
    path: `${base}/jobs`,
    summary: "The company's jobs, private and closed ones included, newest first.",
    response: z.array(jobSchema),
  },
  partnerCreateJob: {
    ...partner,
    method: 'POST',
    path: `${base}/jobs`,
    summary: 'Publish a job (on the board at once unless private).',
    body: partnerJobInputSchema,
    response: jobSchema,
    status: 201,
  },
  partnerUpdateJob: {
    ...partner,
    method: 'PUT',
    path: `${base}/jobs/:id`,
    summary: 'Change the fields given of one of your jobs.',
    params: idParamsSchema,
    body: partnerJobUpdateSchema,
    response: jobSchema,
  },
  partnerCloseJob: {
    ...partner,
    method: 'POST',
    path: `${base}/jobs/:id/close`,
    summary: 'Close a job: it leaves the lists and takes no more applications.',
    params: idParamsSchema,
    response: jobSchema,
  },
  partnerDeleteJob: {
    ...partner,
    method: 'DELETE',
    path: `${base}/jobs/:id`,
    summary: 'Delete a job; its applications stay, without the job.',
    params: idParamsSchema,
    response: messageSchema,
  },
  partnerOrigins: {
    ...partner,
    method: 'GET',
    path: `${base}/origins`,
    summary: "The origins registered for the company's pages (signed-in and state-changing calls).",
    response: partnerOriginListSchema,
  },
  partnerAddOrigin: {
    ...partner,
    method: 'POST',
    path: `${base}/origins`,
    summary: 'Register an origin (`scheme://host[:port]`); answers the new list. Effective at once.',
    body: partnerOriginSchema,
    response: partnerOriginListSchema,
  },
  partnerRemoveOrigin: {
    ...partner,
    method: 'DELETE',
    path: `${base}/origins`,
    summary: 'Unregister an origin given as `?origin=`; answers the new list.',
    query: partnerOriginSchema,
    response: partnerOriginListSchema,
  },
  partnerUpdateCompany: {
    ...partner,
    method: 'PUT',
    path: `${base}/company`,
    summary: "Change the fields given of the company's profile.",
    body: partnerCompanyUpdateSchema,
    response: companySchema,
  },
  partnerPublish: {
    ...partner,
    method: 'POST',
    path: `${base}/publications`,
    summary: 'Publish a publication (media item) of the company.',
    body: partnerPublicationInputSchema,
    response: mediaSchema,
    status: 201,
  },
  partnerApplications: {
    ...partner,
    method: 'GET',
    path: `${base}/applications`,
    summary: 'Applications received, newest first, a page at a time; `jobId` keeps those of one job.',
    query: partnerApplicationsQuerySchema,
    response: partnerApplicationListSchema,
  },
  partnerApplicationCv: {
    ...partner,
    method: 'GET',
    path: `${base}/applications/:id/cv`,
    summary: "Download an application's CV (PDF).",
    params: idParamsSchema,
    response: null,
  },
  partnerApplicationCoverLetter: {
    ...partner,
    method: 'GET',
    path: `${base}/applications/:id/cover-letter`,
    summary: "Download an application's cover letter (PDF).",
    params: idParamsSchema,
    response: null,
  },
  partnerApplicationFile: {
    ...partner,
    method: 'GET',
    path: `${base}/applications/:id/files/:documentId`,
    summary: 'Download a file the candidate gave as the answer to a question (PDF); its id is the answer.',
    params: applicationFileParamsSchema,
    response: null,
  },
  partnerMoveApplication: {
    ...partner,
    method: 'PUT',
    path: `${base}/applications/:id/status`,
    summary: "Move an application to a status; the candidate's timeline shows it.",
    params: idParamsSchema,
    body: applicationStatusBodySchema,
    response: partnerApplicationSchema,
  },
  partnerThreads: {
    ...partner,
    method: 'GET',
    path: `${base}/threads`,
    summary: 'Chat threads with candidates, latest message first, with unread counts.',
    response: threadSummaryListSchema,
  },
  partnerThread: {
    ...partner,
    method: 'GET',
    path: `${base}/threads/:id`,
    summary: "One thread's messages; reading marks the candidate's messages read.",
    params: idParamsSchema,
    response: partnerThreadSchema,
  },
  partnerAnswer: {
    ...partner,
    method: 'POST',
    path: `${base}/threads/:id/messages`,
    summary: 'Answer in a thread (plain text).',
    params: idParamsSchema,
    body: chatMessageBodySchema,
    response: chatMessageSchema,
    status: 201,
  },
} as const satisfies Record<string, EndpointDef>;
