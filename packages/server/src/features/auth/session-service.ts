import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { REFRESH_GRACE_SECONDS, type Tokenization } from '@baobab/core';
import type { FastifyRequest } from 'fastify';
import { SignJWT } from 'jose';
import type { Db, Queryable } from '../../db/db';
import { ApiError } from '../../http/errors';
import type { Viewer } from '../../http/viewer';
import { verifiedClaims } from './access-token';
import { openSealed, seal } from './sealed-successor';

export interface SessionOptions {
  secret: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /**
   * Where the sessions and their refresh tokens live: the candidates' tables by default, the
   * recruiters' for the recruiter space (features/recruiter), so one kind's token never opens the other's.
   */
  tables?: { sessions: string; refreshTokens: string };
}

export interface SessionService {
  /** Opens a session (a refresh-token family) and answers its first tokens. */
  open(userId: string): Promise<Tokenization>;
  /** Rotates a refresh token; reusing a rotated one revokes its whole family. */
  rotate(refreshToken: string): Promise<{ userId: string; tokenization: Tokenization }>;
  /** Revokes the session of a refresh token (logout). */
  revokeByRefreshToken(refreshToken: string): Promise<void>;
  revoke(sessionId: string): Promise<void>;
  /** Revokes every session of a user but `except` (password reset); inside `q`'s transaction when given. */
  revokeAllOfUser(userId: string, except?: string, q?: Queryable): Promise<void>;
  /** Reads the Bearer token; throws UNAUTHORIZED when `required` and it is missing or invalid. */
  authenticate(request: FastifyRequest, required: boolean): Promise<Viewer | undefined>;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const HMAC_SHA256 = { name: 'HMAC', hash: 'SHA-256' };
const newRefreshToken = () => randomBytes(32).toString('base64url');

export function createSessionService(db: Db, options: SessionOptions): SessionService {
  // Imported once: given the secret's bytes, jose imports a key again at every signature.
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(options.secret), HMAC_SHA256, false, ['sign']);
  const { sessions, refreshTokens } = options.tables ?? { sessions: 'sessions', refreshTokens: 'refresh_tokens' };

  const tokensFor = async (q: Queryable, userId: string, sessionId: string): Promise<Tokenization> => {
    const accessToken = await new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime(`${options.accessTokenTtl}s`)
      .sign(await key);
    const refreshToken = newRefreshToken();
    await q.query(`insert into ${refreshTokens} (token_hash, session_id, expires_at) values ($1, $2, $3)`, [
      hashToken(refreshToken),
      sessionId,
      new Date(Date.now() + options.refreshTokenTtl * 1000),
    ]);
    return { accessToken, refreshToken, expiresIn: options.accessTokenTtl, refreshExpiresIn: options.refreshTokenTtl };
  };

  const revoke = async (sessionId: string) => {
    await db.query(`update ${sessions} set revoked_at = now() where id = $1 and revoked_at is null`, [sessionId]);
  };

  return {
    async open(userId) {
      const sessionId = randomUUID();
      return db.transaction(async (tx) => {
        await tx.query(`insert into ${sessions} (id, user_id) values ($1, $2)`, [sessionId, userId]);
        return tokensFor(tx, userId, sessionId);
      });
    },

    async rotate(refreshToken) {
      const tokenHash = hashToken(refreshToken);
      // Claiming the old token and storing its successor commit together, or neither does.
      const rotated = await db.transaction(async (tx) => {
        const [row] = await tx.query<{
          session_id: string;
          user_id: string;
          used: boolean;
          in_grace: boolean;
          successor: Uint8Array | null;
          live: boolean;
        }>(
          `select t.session_id, s.user_id, t.used_at is not null as used, t.successor,
                  t.used_at > now() - make_interval(secs => $2) as in_grace,
                  (s.revoked_at is null and t.expires_at > now()) as live
             from ${refreshTokens} t join ${sessions} s on s.id = t.session_id
            where t.token_hash = $1 for update of t`,
          [tokenHash, REFRESH_GRACE_SECONDS],
        );
        if (!row) return null;
        if (row.used) {
          // The same refresh twice within the grace: the pair the first one received, not a sign-out.
          const successor = row.in_grace && row.live && row.successor && openSealed(refreshToken, row.successor);
          if (successor) return { userId: row.user_id, tokenization: successor };
          await tx.query(`update ${sessions} set revoked_at = now() where id = $1 and revoked_at is null`, [
            row.session_id,
          ]);
          return null;
        }
        if (!row.live) return null;
        const tokenization = await tokensFor(tx, row.user_id, row.session_id);
        await tx.query(`update ${refreshTokens} set used_at = now(), successor = $2 where token_hash = $1`, [
          tokenHash,
          seal(refreshToken, tokenization),
        ]);
        return { userId: row.user_id, tokenization };
      });
      if (!rotated) throw new ApiError(401, 'UNAUTHORIZED');
      return rotated;
    },

    async revokeByRefreshToken(refreshToken) {
      const [row] = await db.query<{ session_id: string }>(
        `select session_id from ${refreshTokens} where token_hash = $1`,
        [hashToken(refreshToken)],
      );
      if (row) await revoke(row.session_id);
    },

    revoke,

    async revokeAllOfUser(userId, except, q = db) {
      await q.query(
        `update ${sessions} set revoked_at = now() where user_id = $1 and revoked_at is null and id is distinct from $2`,
        [userId, except ?? null],
      );
    },

    async authenticate(request, required) {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      const fail = () => {
        if (required) throw new ApiError(401, 'UNAUTHORIZED');
        return undefined;
      };
      if (!token) return fail();
      const claims = verifiedClaims(token, options.secret);
      const sessionId = typeof claims?.sid === 'string' ? claims.sid : undefined;
      if (!claims || !sessionId) return fail();
      // A logout or password reset must end the session before its access token expires; a token
      // naming another user's session is forged (only possible with the secret), never honoured.
      // Every signed-in request runs it: a fixed text, planned once per connection.
      const live = await db.query(
        `select 1 from ${sessions} where id = $1 and user_id = $2 and revoked_at is null`,
        [sessionId, claims.sub],
        { prepared: true },
      );
      return live.length ? { userId: claims.sub, sessionId } : fail();
    },
  };
}
