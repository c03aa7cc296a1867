import {
  pickLocale,
  REFRESH_TOKEN_HEADER,
  RESET_MAILS_PER_ACCOUNT,
  RESET_REQUESTS_PER_ADDRESS,
  translate,
} from '@baobab/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { ApiError } from '../../http/errors';
import { limitPerMinute, limitPerWindow } from '../../http/rate-limit';
import { countHit } from '../../http/rate-limit-store';
import { renderMail } from '../../mail/templates';
import type { Services } from '../../services';
import { type Account, authAnswer, findAccountByEmail, findAccountById, insertAccount } from './accounts';
import { createBackgroundTasks } from './background-tasks';
import { clearLoginFailures, loginDelayMs, recordLoginFailure, waitForLoginTurn } from './login-failures';
import { assertAcceptablePassword } from './password-policy';
import { createResetToken, resetLink, resetPassword, resetTokenOwner } from './password-resets';
import { decoyHash, hashPassword, verifyPassword } from './passwords';
import { registerSessionControlRoutes } from './session-control';

/** Login, register, password recovery and the session calls of docs/product.md §7. */
export async function registerAuthRoutes(app: FastifyInstance, services: Services) {
  const { config, db, auth } = services;
  const limited = limitPerMinute(config.rateLimit.auth);
  const background = createBackgroundTasks(app.log);
  app.addHook('onClose', () => background.drain());
  // Computed now, so the first login with an unknown email is not the one slower answer.
  await decoyHash();

  registerEndpoint(
    app,
    services,
    'login',
    async ({ body }) => {
      // Counted per email, known or not, so the answer does not reveal which accounts exist.
      const failures = await waitForLoginTurn(db, body.email);
      const account = await findAccountByEmail(db, body.email);
      // An unknown email costs the same hash verification, so timing does not reveal accounts.
      const valid = await verifyPassword(account?.passwordHash ?? (await decoyHash()), body.password);
      if (!account || !valid) {
        await recordLoginFailure(db, body.email);
        // Told once slowed, so the candidate knows why signing in takes longer (and to reset).
        throw new ApiError(401, loginDelayMs(failures + 1) > 0 ? 'LOGIN_SLOWED' : 'INVALID_CREDENTIALS');
      }
      if (failures > 0) await clearLoginFailures(db, body.email);
      return authAnswer(account, await auth.open(account.id));
    },
    limited,
  );

  registerEndpoint(
    app,
    services,
    'register',
    async ({ body, locale }) => {
      const { password, token: _captcha, ...fields } = body;
      await assertAcceptablePassword(password, fields);
      const account = await insertAccount(db, { ...fields, passwordHash: await hashPassword(password), locale });
      if (!account) throw new ApiError(409, 'EMAIL_TAKEN');
      return authAnswer(account, await auth.open(account.id));
    },
    limited,
  );

  const mailResetLink = async (account: Account) => {
    const { max, windowMinutes } = RESET_MAILS_PER_ACCOUNT;
    // Past its mails for now the account gets none: the answer, already sent, says the same either way.
    const { hits } = await countHit(db, `reset mails ${account.id}`, windowMinutes * 60_000);
    if (hits > max) return;
    const link = resetLink(config.publicUrl, await createResetToken(db, account.id));
    const mail = renderMail(pickLocale(account.locale), 'reset', { firstName: account.firstName, link });
    await services.mailer.send({ to: account.email, ...mail });
  };

  registerEndpoint(
    app,
    services,
    'forgotPassword',
    async ({ body, locale }) => {
      const account = await findAccountByEmail(db, body.email);
      // The token and the mail are made after answering: known and unknown emails answer alike and as fast.
      if (account) background.run('password reset mail', () => mailResetLink(account));
      return { message: translate(locale, 'success.recovery_email_sent') };
    },
    limitPerWindow(
      Math.min(config.rateLimit.auth, RESET_REQUESTS_PER_ADDRESS.max),
      RESET_REQUESTS_PER_ADDRESS.windowMinutes,
    ),
  );

  registerEndpoint(
    app,
    services,
    'resetPassword',
    async ({ body, locale }) => {
      // Checked before the token is spent, so a refused password can be replaced with the same link.
      const owner = await resetTokenOwner(db, body.token);
      if (!owner) throw new ApiError(400, 'PASSWORD_CHANGE_FAILED');
      await assertAcceptablePassword(body.password, owner);
      const userId = await resetPassword(db, auth, body.token, await hashPassword(body.password));
      if (!userId) throw new ApiError(400, 'PASSWORD_CHANGE_FAILED');
      await clearLoginFailures(db, owner.email);
      return { message: translate(locale, 'success.password_changed') };
    },
    limited,
  );

  registerEndpoint(
    app,
    services,
    'refreshToken',
    async ({ body }) => {
      const { userId, tokenization } = await auth.rotate(body.refreshToken);
      const account = await findAccountById(db, userId);
      if (!account) throw new ApiError(401, 'UNAUTHORIZED');
      return authAnswer(account, tokenization);
    },
    limited,
  );

  registerSessionControlRoutes(app, services, limited);

  /*
   * Logout ends the session named by either header (the refresh token, or the access token's
   * session). A request carrying neither is refused with 401; one carrying stale or invalid
   * tokens still answers 200: the session is over either way, and the client clears its own.
   */
  registerEndpoint(app, services, 'logout', async ({ request, locale }) => {
    const refreshHeader = request.headers[REFRESH_TOKEN_HEADER];
    const refreshToken = typeof refreshHeader === 'string' ? refreshHeader.trim() : '';
    if (!refreshToken && !request.headers.authorization) throw new ApiError(401, 'UNAUTHORIZED');
    if (refreshToken) await auth.revokeByRefreshToken(refreshToken);
    const viewer = await auth.authenticate(request, false);
    if (viewer) await auth.revoke(viewer.sessionId);
    return { message: translate(locale, 'success.logged_out') };
  });
}
