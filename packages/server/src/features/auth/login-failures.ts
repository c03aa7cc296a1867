import { LOGIN_FAILURES_PER_ACCOUNT } from '@baobab/core';
import type { Queryable } from '../../db/db';
import { countHit, hitsSoFar } from '../../http/rate-limit-store';

const WINDOW_MS = LOGIN_FAILURES_PER_ACCOUNT.windowMinutes * 60_000;
const keyOf = (email: string) => `login failures ${email}`;

/** Whether the account has taken its failed logins for now: then even the right password waits. */
export async function isAccountLocked(db: Queryable, email: string): Promise<boolean> {
  return (await hitsSoFar(db, keyOf(email), WINDOW_MS)) >= LOGIN_FAILURES_PER_ACCOUNT.max;
}

export async function recordLoginFailure(db: Queryable, email: string): Promise<void> {
  await countHit(db, keyOf(email), WINDOW_MS);
}
