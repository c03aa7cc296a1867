import { IDEMPOTENCY_KEY_TTL_HOURS } from '@baobab/core';
import type { Queryable } from '../../db/db';

/** One apply attempt of a candidate: the `Idempotency-Key` their phone made with the draft. */
export interface ApplyAttempt {
  userId: string;
  key: string;
}

/** How the captcha service names the attempt a solution is bound to. */
export const attemptName = (attempt: ApplyAttempt) => `${attempt.userId}:${attempt.key}`;

/** The application an earlier call of this attempt made, if any. */
export async function attemptApplication(db: Queryable, attempt: ApplyAttempt): Promise<string | null> {
  const [row] = await db.query<{ application_id: string }>(
    'select application_id from application_attempts where user_id = $1 and idempotency_key = $2',
    [attempt.userId, attempt.key],
    { prepared: true },
  );
  return row?.application_id ?? null;
}

/**
 * Records the attempt's application, as a `with` query of the statement inserting it (whose
 * `application` query answers its id; `user` and `key` are the statement's parameters holding the
 * attempt). A concurrent call of the same attempt fails here on the primary key (on PostgreSQL it
 * waits for the first to commit), and the caller answers with the first one's application.
 */
export const recordAttemptQuery = (user: string, key: string) =>
  `attempt as (insert into application_attempts (user_id, idempotency_key, application_id)
                select ${user}, ${key}, id from application)`;

/** Forgets the attempts older than the keys' lifetime; answers how many. */
export async function sweepAttempts(db: Queryable, now: Date): Promise<number> {
  const swept = await db.query(
    `delete from application_attempts where created_at < $1::timestamptz - make_interval(hours => $2) returning 1`,
    [now, IDEMPOTENCY_KEY_TTL_HOURS],
  );
  return swept.length;
}
