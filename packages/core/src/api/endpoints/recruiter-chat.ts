import {
  chatMessageBodySchema,
  chatMessageSchema,
  partnerThreadSchema,
  threadSummaryListSchema,
} from '../../schemas/chat';
import { idParamsSchema } from '../../schemas/partner';
import type { EndpointDef } from '../endpoint';

const base = '/api/recruiter/threads';
/** A recruiter's session: only its company's threads; another company's thread id answers 404. */
const signedIn = { tag: 'recruiter', origins: 'registered', bundle: 'recruiter', auth: 'recruiter' } as const;

/** Candidate ↔ company chat, the company's side in the recruiter space (docs/product.md §6). */
export const recruiterChatEndpoints = {
  recruiterThreads: { ...signedIn, method: 'GET', path: base, response: threadSummaryListSchema },
  recruiterThread: {
    ...signedIn,
    method: 'GET',
    path: `${base}/:id`,
    params: idParamsSchema,
    response: partnerThreadSchema,
  },
  recruiterAnswer: {
    ...signedIn,
    method: 'POST',
    path: `${base}/:id/messages`,
    params: idParamsSchema,
    body: chatMessageBodySchema,
    response: chatMessageSchema,
    status: 201,
  },
} as const satisfies Record<string, EndpointDef>;
