import { type Challenge, createChallenge, type Payload, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Db } from '../db/db';
import { ApiError } from '../http/errors';
import { solutionVerified } from './solution-check';

export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';
const CHALLENGE_TTL_SECONDS = 10 * 60;
/**
 * How often spent solutions past their expiry are deleted. A row kept longer does no harm (an
 * expired challenge fails its own check before its row is read), and a delete at every apply was a
 * statement of its own on PGlite's one connection.
 */
const PURGE_INTERVAL_MS = 60_000;

export interface CaptchaOptions {
  secret: string;
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** Upper bound of the solver's expected attempts; the real count is drawn in [max/2, max]. */
  maxCounter: number;
}

export interface CaptchaService {
  challenge(): Promise<Challenge>;
  /**
   * Throws CAPTCHA_REQUIRED when missing, CAPTCHA_FAILED when wrong, expired or already used. A
   * solution shown with an `attempt` (an apply call's idempotency key) is bound to it: the same
   * attempt may show it again until it expires (its first call's answer was lost), no other may.
   */
  verify(token: string | undefined, attempt?: string): Promise<void>;
}

function decodePayload(token: string): Payload | null {
  try {
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Payload;
    return payload?.challenge?.parameters && payload.solution ? payload : null;
  } catch {
    return null;
  }
}

/** Self-hosted ALTCHA (v2, PBKDF2): signed challenges, each solution accepted once (or for one attempt). */
export function createCaptchaService(db: Db, options: CaptchaOptions): CaptchaService {
  const hmacKeySignatureSecret = `${options.secret}:key`;
  let purgedAt = Number.NEGATIVE_INFINITY;
  return {
    challenge: () =>
      createChallenge({
        algorithm: CAPTCHA_ALGORITHM,
        cost: options.cost,
        counter: randomInt(Math.ceil(options.maxCounter / 2), options.maxCounter),
        deriveKey,
        hmacSignatureSecret: options.secret,
        hmacKeySignatureSecret,
        expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_TTL_SECONDS,
      }),

    async verify(token, attempt) {
      if (!token) throw new ApiError(400, 'CAPTCHA_REQUIRED');
      const payload = decodePayload(token);
      if (!payload) throw new ApiError(400, 'CAPTCHA_FAILED');
      const signature = payload.challenge.signature;
      if (!solutionVerified(payload, options.secret, hmacKeySignatureSecret) || !signature)
        throw new ApiError(400, 'CAPTCHA_FAILED');
      const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? 0) * 1000);
      if (Date.now() - purgedAt >= PURGE_INTERVAL_MS) {
        purgedAt = Date.now();
        await db.query('delete from captcha_solutions where expires_at < now()');
      }
      // A row already there answers only when it was bound to this very attempt (null matches nothing).
      const fresh = await db.query(
        `insert into captcha_solutions (signature, expires_at, attempt) values ($1, $2, $3)
         on conflict (signature) do update set attempt = excluded.attempt
           where captcha_solutions.attempt = excluded.attempt
         returning signature`,
        [signature, expiresAt, attempt ?? null],
        { prepared: true },
      );
      if (fresh.length === 0) throw new ApiError(400, 'CAPTCHA_FAILED');
    },
  };
}
