import { messageChannelsSchema, phoneCodeSchema, phoneStartSchema, phoneStateSchema } from '../../schemas/phone';
import type { EndpointDef } from '../endpoint';
import { signedIn } from './shared';

/** The candidate's verified phone and the channels (email, WhatsApp, SMS) of each kind of message. */
export const phoneEndpoints = {
  myPhone: {
    ...signedIn,
    method: 'GET',
    path: '/api/profile/phone',
    origins: 'registered',
    bundle: 'account',
    tag: 'profile',
    response: phoneStateSchema,
  },
  /** Sends a code to a new number (the verified one stays until the code is typed). */
  startPhoneVerification: {
    ...signedIn,
    method: 'POST',
    path: '/api/profile/phone',
    origins: 'registered',
    bundle: 'account',
    tag: 'profile',
    body: phoneStartSchema,
    response: phoneStateSchema,
  },
  confirmPhone: {
    ...signedIn,
    method: 'POST',
    path: '/api/profile/phone/code',
    origins: 'registered',
    bundle: 'account',
    tag: 'profile',
    body: phoneCodeSchema,
    response: phoneStateSchema,
  },
  removePhone: {
    ...signedIn,
    method: 'DELETE',
    path: '/api/profile/phone',
    origins: 'registered',
    bundle: 'account',
    tag: 'profile',
    response: phoneStateSchema,
  },
  setMessageChannels: {
    ...signedIn,
    method: 'PUT',
    path: '/api/profile/phone/channels',
    origins: 'registered',
    bundle: 'account',
    tag: 'profile',
    body: messageChannelsSchema,
    response: phoneStateSchema,
  },
} as const satisfies Record<string, EndpointDef>;
