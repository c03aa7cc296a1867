import { randomBytes } from 'node:crypto';
import { RESET_TOKEN_TTL_MINUTES } from '@baobab/core';
import type { Db, Queryable } from '../../db/db';
import type { SessionService } from './session-service';
import { hashToken } from './session-service';

const RESET_TOKEN_TTL_MS = RESET_TOKEN_TTL_MINUTES * 60_000;

/** Creates a single-use reset token; only its sha256 is stored, so a database leak cannot reset passwords. */
export async function createResetToken(db: Queryable, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('insert into password_resets (token_hash, user_id, expires_at) values ($1, $2, $3)', [
    hashToken(token),
    userId,
    new Date(Date.now() + RESET_TOKEN_TTL_MS),
  ]);
  return token;
}

/** Where the reset-password modal of the site opens with the token. */
export const resetLink = (publicUrl: string, token: string) =>
  `${publicUrl}/?${new URLSearchParams({ modal: 'reset-password', token })}`;

/** Who a live reset token belongs to, without spending it; undefined when unknown, used or expired. */
export async function resetTokenOwner(
  db: Queryable,
  token: string,
): Promise<{ email: string; firstName: string; lastName: string } | undefined> {
  const [owner] = await db.query<{ email: string; firstName: string; lastName: string }>(
    `select u.email, u.first_name as "firstName", u.last_name as "lastName"
       from password_resets r join users u on u.id = r.user_id
      where r.token_hash = $1 and r.used_at is null and r.expires_at > now()`,
    [hashToken(token)],
  );
  return owner;
}

/**
 * Consumes the token and sets the new password in one transaction; answers the user's id, or
 * `undefined` when the token is unknown, used or expired. The conditional update is what makes
 * a token single-use even under concurrent requests.
 */
export function resetPassword(
  db: Db,
  sessions: Pick<SessionService, 'revokeAllOfUser'>,
  token: string,
  passwordHash: string,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx.query<{ user_id: string }>(
      `update password_resets set used_at = now()
        where token_hash = $1 and used_at is null and expires_at > now()
        returning user_id`,
      [hashToken(token)],
    );
    if (!claimed) return undefined;
    await tx.query('update users set password_hash = $2, updated_at = now() where id = $1', [
      claimed.user_id,
      passwordHash,
    ]);
    // Other links mailed before this reset must not change the password again.
    await tx.query('update password_resets set used_at = now() where user_id = $1 and used_at is null', [
      claimed.user_id,
    ]);
    // Whoever knew the old password loses every session it opened, in the same commit.
    await sessions.revokeAllOfUser(claimed.user_id, undefined, tx);
    return claimed.user_id;
  });
}
