import { loginBodySchema, refreshTokenBodySchema } from '../../schemas/auth';
import { messageSchema } from '../../schemas/common';
import { idParamsSchema } from '../../schemas/partner';
import {
  acceptInviteBodySchema,
  inviteBodySchema,
  offerDraftSchema,
  offerListSchema,
  offerSchema,
  recruiterAuthAnswerSchema,
  recruiterMeSchema,
  teamSchema,
} from '../../schemas/recruiter';
import type { EndpointDef } from '../endpoint';

const base = '/api/recruiter';
const space = { tag: 'recruiter', origins: 'registered', bundle: 'recruiter' } as const;
/** A recruiter's session: every answer is of its company only (another company's id answers 404). */
const signedIn = { ...space, auth: 'recruiter' } as const;

/** The recruiter space (docs/product.md §6): its accounts, team and offers. */
export const recruiterEndpoints = {
  recruiterAcceptInvite: {
    ...space,
    method: 'POST',
    path: `${base}/invites/accept`,
    body: acceptInviteBodySchema,
    response: recruiterAuthAnswerSchema,
    captcha: 'captcha',
  },
  recruiterLogin: {
    ...space,
    method: 'POST',
    path: `${base}/auth/login`,
    body: loginBodySchema,
    response: recruiterAuthAnswerSchema,
    captcha: 'token',
  },
  recruiterRefresh: {
    ...space,
    method: 'POST',
    path: `${base}/auth/refresh-token`,
    body: refreshTokenBodySchema,
    response: recruiterAuthAnswerSchema,
  },
  recruiterLogout: {
    ...signedIn,
    method: 'POST',
    path: `${base}/auth/logout`,
    response: messageSchema,
  },
  recruiterMe: { ...signedIn, method: 'GET', path: `${base}/me`, response: recruiterMeSchema },
  recruiterTeam: { ...signedIn, method: 'GET', path: `${base}/team`, response: teamSchema },
  recruiterInvite: {
    ...signedIn,
    method: 'POST',
    path: `${base}/team`,
    body: inviteBodySchema,
    response: teamSchema,
    status: 201,
  },
  recruiterRemoveMember: {
    ...signedIn,
    method: 'DELETE',
    path: `${base}/team/:id`,
    params: idParamsSchema,
    response: teamSchema,
  },
  recruiterOffers: { ...signedIn, method: 'GET', path: `${base}/offers`, response: offerListSchema },
  recruiterOffer: {
    ...signedIn,
    method: 'GET',
    path: `${base}/offers/:id`,
    params: idParamsSchema,
    response: offerSchema,
  },
  recruiterCreateOffer: {
    ...signedIn,
    method: 'POST',
    path: `${base}/offers`,
    body: offerDraftSchema,
    response: offerSchema,
    status: 201,
  },
  recruiterSaveDraft: {
    ...signedIn,
    method: 'PUT',
    path: `${base}/offers/:id/draft`,
    params: idParamsSchema,
    body: offerDraftSchema,
    response: offerSchema,
  },
  recruiterPublishOffer: {
    ...signedIn,
    method: 'POST',
    path: `${base}/offers/:id/publish`,
    params: idParamsSchema,
    response: offerSchema,
  },
  recruiterCloseOffer: {
    ...signedIn,
    method: 'POST',
    path: `${base}/offers/:id/close`,
    params: idParamsSchema,
    response: offerSchema,
  },
  recruiterReopenOffer: {
    ...signedIn,
    method: 'POST',
    path: `${base}/offers/:id/reopen`,
    params: idParamsSchema,
    response: offerSchema,
  },
  recruiterDuplicateOffer: {
    ...signedIn,
    method: 'POST',
    path: `${base}/offers/:id/duplicate`,
    params: idParamsSchema,
    response: offerSchema,
    status: 201,
  },
} as const satisfies Record<string, EndpointDef>;
