import {
  alertUnsubscribeBodySchema,
  jobAlertInputSchema,
  jobAlertListSchema,
  jobAlertSchema,
} from '../../schemas/alerts';
import { messageSchema } from '../../schemas/common';
import { idParamsSchema } from '../../schemas/partner';
import type { EndpointDef } from '../endpoint';
import { signedIn } from './shared';

/** Job alerts: the candidate’s saved searches mailed as digests. */
export const alertsEndpoints = {
  myAlerts: {
    ...signedIn,
    method: 'GET',
    path: '/api/alerts',
    origins: 'registered',
    bundle: 'account',
    tag: 'alerts',
    response: jobAlertListSchema,
  },
  createAlert: {
    ...signedIn,
    method: 'POST',
    path: '/api/alerts',
    origins: 'registered',
    bundle: 'account',
    tag: 'alerts',
    body: jobAlertInputSchema,
    response: jobAlertSchema,
    status: 201,
  },
  deleteAlert: {
    ...signedIn,
    method: 'DELETE',
    path: '/api/alerts/:id',
    origins: 'registered',
    bundle: 'account',
    tag: 'alerts',
    params: idParamsSchema,
    response: messageSchema,
  },
  alertUnsubscribe: {
    method: 'POST',
    path: '/api/alerts/unsubscribe',
    origins: 'registered',
    bundle: 'account',
    tag: 'alerts',
    body: alertUnsubscribeBodySchema,
    response: messageSchema,
  },
} as const satisfies Record<string, EndpointDef>;
