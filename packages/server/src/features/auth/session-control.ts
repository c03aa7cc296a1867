import { translate } from '@baobab/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { ApiError } from '../../http/errors';
import type { Services } from '../../services';
import { findAccountById } from './accounts';
import { clearLoginFailures, recordLoginFailure, waitForLoginTurn } from './login-failures';
import { assertAcceptablePassword } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';

/**
 * What a signed-in candidate does about their sessions: sign out everywhere (a lost phone, a
 * shared computer), and change their password, which signs out every other session (whoever knew
 * the old password loses what it opened) and leaves this one open.
 */
export function registerSessionControlRoutes(app: FastifyInstance, services: Services, routeOptions: object) {
  const { db, auth } = services;

  registerEndpoint(app, services, 'logoutEverywhere', async ({ viewer, locale }) => {
    await auth.revokeAllOfUser(viewer.userId);
    return { message: translate(locale, 'success.logged_out_everywhere') };
  });

  registerEndpoint(
    app,
    services,
    'changePassword',
    async ({ viewer, body, locale }) => {
      const account = await findAccountById(db, viewer.userId);
      if (!account) throw new ApiError(401, 'UNAUTHORIZED');
      // A stolen session guessing the password meets the same slowdown as a login.
      await waitForLoginTurn(db, account.email);
      if (!(await verifyPassword(account.passwordHash, body.currentPassword))) {
        await recordLoginFailure(db, account.email);
        throw new ApiError(400, 'CURRENT_PASSWORD_WRONG', { currentPassword: 'not the current password' });
      }
      await assertAcceptablePassword(body.password, account);
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        await tx.query('update users set password_hash = $2, updated_at = now() where id = $1', [
          account.id,
          passwordHash,
        ]);
        // Reset links mailed before must not set the old password's successor again.
        await tx.query('update password_resets set used_at = now() where user_id = $1 and used_at is null', [
          account.id,
        ]);
        await auth.revokeAllOfUser(account.id, viewer.sessionId, tx);
      });
      await clearLoginFailures(db, account.email);
      return { message: translate(locale, 'success.password_updated') };
    },
    routeOptions,
  );
}
