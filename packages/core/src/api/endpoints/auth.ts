import {
  authAnswerSchema,
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  refreshTokenBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
} from '../../schemas/auth';
import { messageSchema } from '../../schemas/common';
import { captchaChallengeSchema } from '../../schemas/config';
import type { EndpointDef } from '../endpoint';
import { signedIn } from './shared';

/**
 * Sign-in and sessions: login, register, recovery, reset, refresh, logout (of this session or of
 * all), a signed-in password change; the captcha challenge they need.
 */
export const authEndpoints = {
  login: {
    method: 'POST',
    path: '/api/auth/login',
    origins: 'registered',
    bundle: 'account',
    tag: 'auth',
    body: loginBodySchema,
    response: authAnswerSchema,
    captcha: 'token',
  },
  register: {
    method: 'POST',
    path: '/api/auth/register',
    origins: 'registered',
    bundle: 'account',
    tag: 'auth',
    body: registerBodySchema,
    response: authAnswerSchema,
    status: 201,
    captcha: 'token',
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/auth/forgot-password',
    origins: 'registered',
    bundle: 'account',
    tag: 'auth',
    body: forgotPasswordBodySchema,
    response: messageSchema,
    captcha: 'token',
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/reset-password',
    origins: 'registered',
    bundle: 'account',
    tag: 'auth',
    body: resetPasswordBodySchema,
    response: messageSchema,
    captcha: 'captcha',
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    origins: 'registered',
    bundle: 'account',
    tag: 'auth',
    response: messageSchema,
  },
  logoutEverywhere: {
    ...signedIn,
    method: 'POST',
    path: '/api/auth/logout-everywhere',
    origins: 'registered',
    bundle: 'account',
    tag: 'auth',
    response: messageSchema,
  },
  changePassword: {
    ...signedIn,
    method: 'POST',
    path: '/api/auth/change-password',
    origins: 'registered',
    bundle: 'account',
    tag: 'auth',
    body: changePasswordBodySchema,
    response: messageSchema,
  },
  refreshToken: {
    method: 'POST',
    path: '/api/auth/refresh-token',
    origins: 'registered',
    bundle: 'account',
    tag: 'auth',
    body: refreshTokenBodySchema,
    response: authAnswerSchema,
  },
  captchaChallenge: {
    method: 'GET',
    path: '/api/captcha/challenge',
    origins: 'any',
    bundle: 'page',
    tag: 'captcha',
    response: captchaChallengeSchema,
  },
} as const satisfies Record<string, EndpointDef>;
