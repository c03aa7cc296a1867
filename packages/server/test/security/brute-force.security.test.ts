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
  it('is cut off by the rate limit: past it, even the right password is not checked', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await login(t, victim.email, `guess-${i}-wrong`)).statusCode);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual([429, 429]);
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
});
