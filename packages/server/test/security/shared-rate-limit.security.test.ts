import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../auth-calls';
import { createTestApp, type TestApp } from '../harness';

let a: TestApp;
beforeAll(async () => {
  a = await createTestApp({ RATE_LIMIT_AUTH: '6' });
});
afterAll(() => a.close());

describe('rate limits kept in the database', () => {
  it('counts in the rate_limits table, per route and address', async () => {
    for (let i = 0; i < 3; i++) await login(a, 'someone@example.com', `wrong-${i}`);
    const rows = await a.services.db.query<{ key: string; hits: number }>(
      'select key, hits from rate_limits order by key',
    );
    expect(rows).toEqual([
      { key: 'POST /api/auth/login 127.0.0.1', hits: 3 },
      { key: 'login failures someone@example.com', hits: 3 },
    ]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'are shared by the nodes of one database: attempts spread over two nodes meet one limit',
    async () => {
      const b = await createTestApp({ RATE_LIMIT_AUTH: '6', DATABASE_URL: a.services.config.databaseUrl });
      try {
        await a.services.db.query('delete from rate_limits');
        const statuses: number[] = [];
        for (let i = 0; i < 10; i++)
          statuses.push((await login(i % 2 === 0 ? a : b, 'victim@example.com', `guess-${i}`)).statusCode);
        expect(statuses.slice(0, 6)).toEqual(Array(6).fill(401));
        expect(statuses.slice(6)).toEqual([429, 429, 429, 429]);
      } finally {
        await b.close();
      }
    },
  );
});
