import { messageSchema } from '../../schemas/common';
import {
  confirmSubscriptionBodySchema,
  contactMessageBodySchema,
  subscribeBodySchema,
  unsubscribeBodySchema,
} from '../../schemas/contact';
import type { EndpointDef } from '../endpoint';

/** Contact form and newsletter (request, confirmation, unsubscribe). */
export const contactEndpoints = {
  contactMessage: {
    method: 'POST',
    path: '/api/contacts/message',
    origins: 'registered',
    bundle: 'page',
    tag: 'contact',
    body: contactMessageBodySchema,
    response: messageSchema,
    status: 201,
    captcha: 'token',
  },
  subscribe: {
    method: 'POST',
    path: '/api/contacts/subscribe',
    origins: 'registered',
    bundle: 'page',
    tag: 'contact',
    body: subscribeBodySchema,
    response: messageSchema,
  },
  confirmSubscription: {
    method: 'POST',
    path: '/api/contacts/confirm-subscription',
    origins: 'registered',
    bundle: 'page',
    tag: 'contact',
    body: confirmSubscriptionBodySchema,
    response: messageSchema,
  },
  unsubscribe: {
    method: 'POST',
    path: '/api/contacts/unsubscribe',
    origins: 'registered',
    bundle: 'page',
    tag: 'contact',
    body: unsubscribeBodySchema,
    response: messageSchema,
  },
} as const satisfies Record<string, EndpointDef>;
