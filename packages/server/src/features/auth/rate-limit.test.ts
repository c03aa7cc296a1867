import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/auth-calls';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH: '3' });
});
afterAll(() => t.close());

describe('auth rate limit', () => {
  it('answers the 4th login of a minute with a JSON 429', async () => {
    const attempt = () => call(t, 'login', { email: 'a@example.com', password: 'x' }, { 'accept-language': 'en' });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(400);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^application\/json/);
    expect(limited.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again in a few minutes.',
    });
    expect(limited.headers['retry-after']).toBeDefined();
    // Refused again from memory: a flood of refused requests writes nothing to the database.
    const writes = t.services.db.writes();
    for (let i = 0; i < 20; i++) expect((await attempt()).statusCode).toBe(429);
    expect(t.services.db.writes() - writes).toBe(0);
  });

  // Runs after the login flood above: each route counts on its own, so the others still start at 0.
  it('limits every other auth call but logout, each route on its own', async () => {
    for (const name of ['register', 'forgotPassword', 'resetPassword', 'refreshToken'] as const) {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await call(t, name, {})).statusCode);
      expect(codes, name).toEqual([400, 400, 400, 429]);
    }
    const logouts: number[] = [];
    for (let i = 0; i < 4; i++) logouts.push((await call(t, 'logout')).statusCode);
    expect(logouts).toEqual([401, 401, 401, 401]);
  });
});
