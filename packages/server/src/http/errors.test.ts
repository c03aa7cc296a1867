import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from './errors';

const app = Fastify();
installErrorHandling(app);
const failing = (error: Error & { code?: string }) => async () => {
  throw error;
};
app.get(
  '/nul',
  failing(Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' })),
);
app.get('/refused', failing(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })));
app.get('/shutdown', failing(Object.assign(new Error('terminating connection'), { code: '57P01' })));
app.get('/terminated', failing(new Error('Connection terminated unexpectedly')));
app.get('/bug', failing(new TypeError('x is undefined')));
afterAll(() => app.close());

describe('error answers for database failures', () => {
  it('answers text the database cannot store as 400 VALIDATION', async () => {
    const res = await app.inject({ url: '/nul', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it.each(['/refused', '/shutdown', '/terminated'])(
    'answers an unreachable database (%s) as 503 with Retry-After',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toEqual({ code: 'TRY_AGAIN', message: expect.stringMatching(/réessayez dans un instant/i) });
    },
  );

  it('still answers a programming error as 500 GENERIC', async () => {
    const res = await app.inject({ url: '/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('GENERIC');
  });
});
