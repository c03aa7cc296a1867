import {
  candidateThreadSchema,
  chatMessageBodySchema,
  chatMessageSchema,
  companyAliasParamsSchema,
  threadSummaryListSchema,
} from '../../schemas/chat';
import type { EndpointDef } from '../endpoint';
import { signedIn } from './shared';

/** Candidate ↔ company chat, the candidate’s side. */
export const chatEndpoints = {
  myThreads: {
    ...signedIn,
    method: 'GET',
    path: '/api/chat/threads',
    origins: 'registered',
    bundle: 'account',
    tag: 'chat',
    response: threadSummaryListSchema,
  },
  companyThread: {
    ...signedIn,
    method: 'GET',
    path: '/api/chat/companies/:alias',
    origins: 'registered',
    bundle: 'account',
    tag: 'chat',
    params: companyAliasParamsSchema,
    response: candidateThreadSchema,
  },
  writeToCompany: {
    ...signedIn,
    method: 'POST',
    path: '/api/chat/companies/:alias/messages',
    origins: 'registered',
    bundle: 'account',
    tag: 'chat',
    params: companyAliasParamsSchema,
    body: chatMessageBodySchema,
    response: chatMessageSchema,
    status: 201,
  },
} as const satisfies Record<string, EndpointDef>;
