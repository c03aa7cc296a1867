import { alertUnsubscribeBodySchema, jobAlertInputSchema, jobAlertListSchema, jobAlertSchema } from '../schemas/alerts';
import {
  candidateThreadSchema,
  chatMessageBodySchema,
  chatMessageSchema,
  companyAliasParamsSchema,
  threadSummaryListSchema,
} from '../schemas/chat';
import { messageSchema } from '../schemas/common';
import { idParamsSchema } from '../schemas/partner';
import type { EndpointDef } from './endpoint';

const signedIn = { auth: 'required' } as const;

/** The candidate's side of chat, data rights and job alerts. */
export const candidateEndpoints = {
  myThreads: {
    ...signedIn,
    method: 'GET',
    path: '/api/chat/threads',
    tag: 'chat',
    response: threadSummaryListSchema,
  },
  companyThread: {
    ...signedIn,
    method: 'GET',
    path: '/api/chat/companies/:alias',
    tag: 'chat',
    params: companyAliasParamsSchema,
    response: candidateThreadSchema,
  },
  writeToCompany: {
    ...signedIn,
    method: 'POST',
    path: '/api/chat/companies/:alias/messages',
    tag: 'chat',
    params: companyAliasParamsSchema,
    body: chatMessageBodySchema,
    response: chatMessageSchema,
    status: 201,
  },
  exportMyData: {
    ...signedIn,
    method: 'GET',
    path: '/api/account/export',
    tag: 'account',
    response: null,
    binaryType: 'application/zip',
  },
  deleteMyAccount: {
    ...signedIn,
    method: 'DELETE',
    path: '/api/account',
    tag: 'account',
    response: messageSchema,
  },
  myAlerts: {
    ...signedIn,
    method: 'GET',
    path: '/api/alerts',
    tag: 'alerts',
    response: jobAlertListSchema,
  },
  createAlert: {
    ...signedIn,
    method: 'POST',
    path: '/api/alerts',
    tag: 'alerts',
    body: jobAlertInputSchema,
    response: jobAlertSchema,
    status: 201,
  },
  deleteAlert: {
    ...signedIn,
    method: 'DELETE',
    path: '/api/alerts/:id',
    tag: 'alerts',
    params: idParamsSchema,
    response: messageSchema,
  },
  alertUnsubscribe: {
    method: 'POST',
    path: '/api/alerts/unsubscribe',
    tag: 'alerts',
    body: alertUnsubscribeBodySchema,
    response: messageSchema,
  },
} as const satisfies Record<string, EndpointDef>;
