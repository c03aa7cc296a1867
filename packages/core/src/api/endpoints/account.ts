import { messageSchema } from '../../schemas/common';
import { publicConfigSchema } from '../../schemas/config';
import { profileSchema, profileUpdateSchema } from '../../schemas/user';
import type { EndpointDef } from '../endpoint';
import { signedIn } from './shared';

/** The candidate's own account: profile, data export, deletion; and the public runtime config. */
export const accountEndpoints = {
  myProfile: {
    method: 'GET',
    path: '/api/profile',
    origins: 'registered',
    bundle: 'account',
    tag: 'profile',
    response: profileSchema,
    auth: 'required',
  },
  updateProfile: {
    method: 'PUT',
    path: '/api/profile',
    origins: 'registered',
    bundle: 'account',
    tag: 'profile',
    body: profileUpdateSchema,
    response: profileSchema,
    auth: 'required',
  },
  exportMyData: {
    ...signedIn,
    method: 'GET',
    path: '/api/account/export',
    origins: 'registered',
    bundle: 'account',
    tag: 'account',
    response: null,
    binaryType: 'application/zip',
  },
  deleteMyAccount: {
    ...signedIn,
    method: 'DELETE',
    path: '/api/account',
    origins: 'registered',
    bundle: 'account',
    tag: 'account',
    response: messageSchema,
  },
  config: {
    method: 'GET',
    path: '/api/config',
    origins: 'any',
    bundle: 'page',
    tag: 'config',
    response: publicConfigSchema,
  },
} as const satisfies Record<string, EndpointDef>;
