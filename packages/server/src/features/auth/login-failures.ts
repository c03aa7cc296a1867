import { setTimeout as sleep } from 'node:timers/promises';
import { LOGIN_SLOWDOWN } from '@baobab/core';
import type { Queryable } from '../../db/db';
import { countHit, hitsSoFar } from '../../http/rate-limit-store';

const WINDOW_MS = LOGIN_SLOWDOWN.windowMinutes * 60_000;
const keyOf = (email: string) => `login failures ${email.toLowerCase()}`;

/** How long an attempt on an account waits after `failures` failed ones (LOGIN_SLOWDOWN): 0, then 1 s, 2 s, 4 s… */
export function loginDelayMs(failures: number): number {
  const past = failures - LOGIN_SLOWDOWN.afterFailures;
  if (past < 0) return 0;
  return Math.min(2 ** past, LOGIN_SLOWDOWN.maxDelaySeconds) * 1000;
}

/**
 * Waits as long as the account's failures ask, then answers how many it has had. The wait holds
 * this request only: the right password still signs in after it, whatever a guesser does meanwhile.
 */
export async function waitForLoginTurn(db: Queryable, email: string): Promise<number> {
  const failures = await hitsSoFar(db, keyOf(email), WINDOW_MS);
  const delay = loginDelayMs(failures);
  if (delay > 0) await sleep(delay);
  return failures;
}

export async function recordLoginFailure(db: Queryable, email: string): Promise<void> {
  await countHit(db, keyOf(email), WINDOW_MS);
}

/** A sign-in or a new password ends the slowdown. */
export async function clearLoginFailures(db: Queryable, email: string): Promise<void> {
  await db.query('delete from rate_limits where key = $1', [keyOf(email)]);
}
