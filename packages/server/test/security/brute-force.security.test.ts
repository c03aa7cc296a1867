import { AUTH_REQUESTS_PER_ADDRESS_PER_MINUTE, LOGIN_SLOWDOWN } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDelayMs } from '../../src/features/auth/login-failures';
import { createResetToken } from '../../src/features/auth/password-resets';
import { call, login } from '../auth-calls';
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
  it(`slows the account down after ${LOGIN_SLOWDOWN.afterFailures} failures, tells the candidate, and the right password still signs in`, async () => {
    const { afterFailures } = LOGIN_SLOWDOWN;
    const answers = [];
    for (let i = 0; i <= afterFailures; i++)
      answers.push(await login(t, victim.email, `guess-${i}-wrong`, { 'accept-language': 'en' }));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(afterFailures + 1).fill(401));
    expect(answers.slice(0, afterFailures - 1).map((res) => res.json().code)).not.toContain('LOGIN_SLOWED');
    expect(answers.at(-1)?.json()).toEqual({
      code: 'LOGIN_SLOWED',
      message: expect.stringMatching(/^Incorrect email or password\. After several failed attempts/),
    });
    // Past the threshold the right password waits its turn (2 s here), then signs in: no lock-out.
    const right = await login(t, victim.email, victim.password);
    expect(right.statusCode).toBe(200);
    // The sign-in cleared the count: the next mistake is an ordinary one, answered at once.
    expect((await login(t, victim.email, 'one typo')).json().code).toBe('INVALID_CREDENTIALS');
  });

  it('forgets the failures once the password is reset', async () => {
    const candidate = await t.candidate();
    for (let i = 0; i < LOGIN_SLOWDOWN.afterFailures; i++) await login(t, candidate.email, `guess-${i}`);
    expect((await login(t, candidate.email, 'one more')).json().code).toBe('LOGIN_SLOWED');
    const token = await createResetToken(t.services.db, candidate.id);
    const reset = await call(t, 'resetPassword', {
      token,
      password: 'a brand new passphrase',
      type: 'reset',
      captcha: await t.captcha(),
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(t, candidate.email, 'a typo')).json().code).toBe('INVALID_CREDENTIALS');
  });

  it('waits 1 s, then twice as long after each further failure, up to its bound', () => {
    const { afterFailures, maxDelaySeconds } = LOGIN_SLOWDOWN;
    expect([0, afterFailures - 1].map(loginDelayMs)).toEqual([0, 0]);
    expect([afterFailures, afterFailures + 1, afterFailures + 2].map(loginDelayMs)).toEqual([1000, 2000, 4000]);
    expect(loginDelayMs(afterFailures + 50)).toBe(maxDelaySeconds * 1000);
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
      const { afterFailures } = LOGIN_SLOWDOWN;
      const codes: string[] = [];
      for (let i = 0; i < afterFailures; i++)
        codes.push((await login(spread, target.email, `guess-${i}`, { 'x-forwarded-for': `10.1.0.${i}` })).json().code);
      expect(codes.at(-1)).toBe('LOGIN_SLOWED');
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
