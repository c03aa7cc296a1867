import { AUTH_REQUESTS_PER_ADDRESS_PER_MINUTE, LOGIN_FAILURES_PER_ACCOUNT } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../auth-calls';
import { createTestApp, type TestApp, type TestCandidate } from '../harness';

let t: TestApp;
let victim: TestCandidate;
beforeAll(async () => {
  // The production limit (RATE_LIMIT_AUTH unset), not the harness's generous one.
  t = await createTestApp({ RATE_LIMIT_AUTH: undefined });
  victim = await t.candidate();
});
afterAll(() => t.close());

describe('login brute force', () => {
  it(`is cut off after ${LOGIN_FAILURES_PER_ACCOUNT.max} failures on the account: past it, even the right password is not checked`, async () => {
    const { max } = LOGIN_FAILURES_PER_ACCOUNT;
    const statuses: number[] = [];
    for (let i = 0; i < max + 2; i++) statuses.push((await login(t, victim.email, `guess-${i}-wrong`)).statusCode);
    expect(statuses.slice(0, max)).toEqual(Array(max).fill(401));
    expect(statuses.slice(max)).toEqual([429, 429]);
    const right = await login(t, victim.email, victim.password);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('cannot dodge the limit by forging X-Forwarded-For', async () => {
    const fresh = await createTestApp({ RATE_LIMIT_AUTH: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await login(fresh, 'someone@example.com', 'wrong password', { 'x-forwarded-for': `10.0.0.${i}` });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await fresh.close();
    }
  });

  it('meets the account limit from any number of addresses', async () => {
    const spread = await createTestApp({ RATE_LIMIT_AUTH: undefined, TRUST_PROXY_HOPS: '1' });
    try {
      const target = await spread.candidate();
      const { max } = LOGIN_FAILURES_PER_ACCOUNT;
      const statuses: number[] = [];
      for (let i = 0; i <= max; i++)
        statuses.push(
          (await login(spread, target.email, `guess-${i}`, { 'x-forwarded-for': `10.1.0.${i}` })).statusCode,
        );
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await spread.close();
    }
  });

  it("does not lock out a carrier's readers behind one address", async () => {
    const nat = await createTestApp({ RATE_LIMIT_AUTH: undefined });
    try {
      // Many readers behind one address, each mistyping once: all told "incorrect", none "too many".
      const readers = Math.min(40, AUTH_REQUESTS_PER_ADDRESS_PER_MINUTE);
      const statuses: number[] = [];
      for (let i = 0; i < readers; i++)
        statuses.push((await login(nat, `reader-${i}@example.com`, 'mistyped')).statusCode);
      expect(new Set(statuses)).toEqual(new Set([401]));
    } finally {
      await nat.close();
    }
  });
});
