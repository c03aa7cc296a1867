import { messageSchema } from '../../schemas/common';
import { applicationFileParamsSchema, idParamsSchema } from '../../schemas/partner';
import {
  inboxApplicationSchema,
  inboxListSchema,
  inboxMoveBodySchema,
  inboxMovedSchema,
  inboxNoteBodySchema,
  inboxNoteSchema,
  inboxQuerySchema,
  inboxReplyBodySchema,
  replyDraftSchema,
  replyTemplateParamsSchema,
  replyTemplateQuerySchema,
} from '../../schemas/recruiter-inbox';
import type { EndpointDef } from '../endpoint';

const base = '/api/recruiter/applications';
/** A recruiter's session; another company's application id answers 404, as an unknown one. */
const inbox = { tag: 'recruiter', origins: 'registered', bundle: 'recruiter', auth: 'recruiter' } as const;

/** The recruiter space's inbox (docs/product.md §6): applications, stages, notes, replies and files. */
export const recruiterInboxEndpoints = {
  recruiterApplications: { ...inbox, method: 'GET', path: base, query: inboxQuerySchema, response: inboxListSchema },
  recruiterApplication: {
    ...inbox,
    method: 'GET',
    path: `${base}/:id`,
    params: idParamsSchema,
    response: inboxApplicationSchema,
  },
  recruiterMoveApplications: {
    ...inbox,
    method: 'POST',
    path: `${base}/moves`,
    body: inboxMoveBodySchema,
    response: inboxMovedSchema,
  },
  recruiterAddNote: {
    ...inbox,
    method: 'POST',
    path: `${base}/:id/notes`,
    params: idParamsSchema,
    body: inboxNoteBodySchema,
    response: inboxNoteSchema,
    status: 201,
  },
  recruiterReplyDraft: {
    ...inbox,
    method: 'GET',
    path: `${base}/:id/replies/:template`,
    params: replyTemplateParamsSchema,
    query: replyTemplateQuerySchema,
    response: replyDraftSchema,
  },
  recruiterSendReply: {
    ...inbox,
    method: 'POST',
    path: `${base}/:id/replies`,
    params: idParamsSchema,
    body: inboxReplyBodySchema,
    response: messageSchema,
    status: 201,
  },
  recruiterApplicationCv: {
    ...inbox,
    method: 'GET',
    path: `${base}/:id/cv`,
    params: idParamsSchema,
    response: null,
  },
  recruiterApplicationCoverLetter: {
    ...inbox,
    method: 'GET',
    path: `${base}/:id/cover-letter`,
    params: idParamsSchema,
    response: null,
  },
  recruiterApplicationFile: {
    ...inbox,
    method: 'GET',
    path: `${base}/:id/files/:documentId`,
    params: applicationFileParamsSchema,
    response: null,
  },
} as const satisfies Record<string, EndpointDef>;
