import { type Tokenization, translate } from '@baobab/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { ApiError } from '../../http/errors';
import { limitPerMinute } from '../../http/rate-limit';
import type { Services } from '../../services';
import { clearLoginFailures, loginDelayMs, recordLoginFailure, waitForLoginTurn } from '../auth/login-failures';
import { assertAcceptablePassword } from '../auth/password-policy';
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords';
import { registerRecruiterChatRoutes } from './chat/routes';
import { registerCompanyRoutes } from './company/company-routes';
import { registerInboxRoutes } from './inbox/routes';
import { claimInvite, inviteEmail } from './invites';
import { registerOfferRoutes } from './offer-routes';
import {
  findRecruiterByEmail,
  findRecruiterById,
  insertRecruiter,
  publicRecruiter,
  type RecruiterAccount,
  recruiterCompany,
} from './recruiter-store';
import { registerTeamRoutes } from './team-routes';

/** Failed sign-ins are counted apart from a candidate's with the same email (login-failures.ts). */
const failureKey = (email: string) => `recruiter ${email}`;

/** The recruiter space's accounts (docs/product.md §6): sign-in, invitation, refresh, logout. */
export async function registerRecruiterRoutes(app: FastifyInstance, services: Services) {
  const { db, config, recruiterSessions } = services;
  const limited = limitPerMinute(config.rateLimit.auth);

  const answer = async (account: RecruiterAccount, tokenization: Tokenization) => {
    const company = await recruiterCompany(db, account.companyId);
    if (!company) throw new ApiError(401, 'UNAUTHORIZED');
    return { recruiter: publicRecruiter(account), company, tokenization };
  };

  registerEndpoint(
    app,
    services,
    'recruiterLogin',
    async ({ body }) => {
      const failures = await waitForLoginTurn(db, failureKey(body.email));
      const account = await findRecruiterByEmail(db, body.email);
      const valid = await verifyPassword(account?.passwordHash ?? (await decoyHash()), body.password);
      if (!account || !valid) {
        await recordLoginFailure(db, failureKey(body.email));
        throw new ApiError(401, loginDelayMs(failures + 1) > 0 ? 'LOGIN_SLOWED' : 'INVALID_CREDENTIALS');
      }
      if (failures > 0) await clearLoginFailures(db, failureKey(body.email));
      return answer(account, await recruiterSessions.open(account.id));
    },
    limited,
  );

  registerEndpoint(
    app,
    services,
    'recruiterAcceptInvite',
    async ({ body, locale }) => {
      // Checked before the invitation is spent, so a refused password can be replaced with the same link.
      const email = await inviteEmail(db, body.token);
      if (!email) throw new ApiError(400, 'INVITE_INVALID');
      await assertAcceptablePassword(body.password, { email, firstName: body.firstName, lastName: body.lastName });
      const passwordHash = await hashPassword(body.password);
      const account = await db.transaction(async (tx) => {
        const invite = await claimInvite(tx, body.token);
        if (!invite) throw new ApiError(400, 'INVITE_INVALID');
        const { firstName, lastName } = body;
        const inserted = await insertRecruiter(tx, { ...invite, firstName, lastName, passwordHash, locale });
        // The email already has an account (of this company or another): the invitation stays unspent.
        if (!inserted) throw new ApiError(409, 'ALREADY_MEMBER');
        return inserted;
      });
      return answer(account, await recruiterSessions.open(account.id));
    },
    limited,
  );

  registerEndpoint(
    app,
    services,
    'recruiterRefresh',
    async ({ body }) => {
      const { userId, tokenization } = await recruiterSessions.rotate(body.refreshToken);
      const account = await findRecruiterById(db, userId);
      if (!account) throw new ApiError(401, 'UNAUTHORIZED');
      return answer(account, tokenization);
    },
    limited,
  );

  registerEndpoint(app, services, 'recruiterLogout', async ({ recruiter, locale }) => {
    await recruiterSessions.revoke(recruiter.sessionId);
    return { message: translate(locale, 'success.logged_out') };
  });

  registerEndpoint(app, services, 'recruiterMe', async ({ recruiter }) => {
    const account = await findRecruiterById(db, recruiter.recruiterId);
    const company = await recruiterCompany(db, recruiter.companyId);
    if (!account || !company) throw new ApiError(401, 'UNAUTHORIZED');
    return { recruiter: publicRecruiter(account), company };
  });

  registerTeamRoutes(app, services);
  registerOfferRoutes(app, services);
  registerRecruiterChatRoutes(app, services);
  registerCompanyRoutes(app, services);
  registerInboxRoutes(app, services);
}
