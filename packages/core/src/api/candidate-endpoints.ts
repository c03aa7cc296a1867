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
    summary: "The candidate's threads with companies, with unread counts.",
    response: threadSummaryListSchema,
  },
  companyThread: {
    ...signedIn,
    method: 'GET',
    path: '/api/chat/companies/:alias',
    tag: 'chat',
    summary: "The candidate's thread with a company (empty before the first message); reading marks it read.",
    params: companyAliasParamsSchema,
    response: candidateThreadSchema,
  },
  writeToCompany: {
    ...signedIn,
    method: 'POST',
    path: '/api/chat/companies/:alias/messages',
    tag: 'chat',
    summary: 'Write to a company (plain text); opens the thread on the first message.',
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
    summary: 'All your data in one zip archive: data.json and your files.',
    response: null,
    binaryType: 'application/zip',
  },
  deleteMyAccount: {
    ...signedIn,
    method: 'DELETE',
    path: '/api/account',
    tag: 'account',
    summary: 'Delete your account: sessions revoked, files erased, applications anonymised for companies.',
    response: messageSchema,
  },
  myAlerts: {
    ...signedIn,
    method: 'GET',
    path: '/api/alerts',
    tag: 'alerts',
    summary: "The candidate's job alerts (saved searches).",
    response: jobAlertListSchema,
  },
  createAlert: {
    ...signedIn,
    method: 'POST',
    path: '/api/alerts',
    tag: 'alerts',
    summary: 'Save a search and receive its new offers by mail, weekly or monthly.',
    body: jobAlertInputSchema,
    response: jobAlertSchema,
    status: 201,
  },
  deleteAlert: {
    ...signedIn,
    method: 'DELETE',
    path: '/api/alerts/:id',
    tag: 'alerts',
    summary: 'Delete one of your alerts.',
    params: idParamsSchema,
    response: messageSchema,
  },
  alertUnsubscribe: {
    method: 'POST',
    path: '/api/alerts/unsubscribe',
    tag: 'alerts',
    summary: 'One-click unsubscribe with the signed link of a digest.',
    body: alertUnsubscribeBodySchema,
    response: messageSchema,
  },
} as const satisfies Record<string, EndpointDef>;
