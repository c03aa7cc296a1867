import {
  applicationListSchema,
  applicationSchema,
  applyFieldsSchema,
  idempotencyHeadersSchema,
} from '../../schemas/application';
import type { EndpointDef } from '../endpoint';

/** Applications: to an offer or spontaneous, and the candidate’s list. */
export const applicationsEndpoints = {
  apply: {
    method: 'POST',
    path: '/api/applications',
    origins: 'registered',
    bundle: 'account',
    tag: 'applications',
    headers: idempotencyHeadersSchema,
    multipart: applyFieldsSchema,
    response: applicationSchema,
    status: 201,
    auth: 'required',
    captcha: 'token',
  },
  myApplications: {
    method: 'GET',
    path: '/api/applications/mine',
    origins: 'registered',
    bundle: 'account',
    tag: 'applications',
    response: applicationListSchema,
    auth: 'required',
  },
} as const satisfies Record<string, EndpointDef>;
