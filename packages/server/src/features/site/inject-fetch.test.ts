import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { injectFetch } from './inject-fetch';

const app = Fastify();
const offer = { title: 'Comptable à Dakar — 250 000 FCFA', tags: ['finance', 'l’équipe'] };
app.post('/api/echo', async (request, reply) =>
  reply.header('set-cookie', ['a=1', 'b=2']).send({ ...offer, got: request.body, ip: request.ip }),
);
app.get('/api/empty', async (_request, reply) => reply.status(204).send());
app.get('/api/missing', async (_request, reply) =>
  reply.status(404).send({ message: 'Introuvable', code: 'NOT_FOUND' }),
);
afterAll(() => app.close());

const fetchIn = injectFetch(app, '10.1.2.3');
const echo = () =>
  fetchIn('https://baobab.test/api/echo', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 2 }),
  });

describe('injectFetch', () => {
  it("answers through the app's router, with the reader's address, status and every header", async () => {
    const res = await echo();
    expect(res.status).toBe(200);
    expect(res.ok).toBe(true);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await res.json()).toEqual({ ...offer, got: { page: 2 }, ip: '10.1.2.3' });
  });

  it('gives the same bytes whichever way the body is read, as often as it is read', async () => {
    const res = await echo();
    const text = JSON.stringify({ ...offer, got: { page: 2 }, ip: '10.1.2.3' });
    expect(await res.text()).toBe(text);
    expect(new TextDecoder().decode(await res.arrayBuffer())).toBe(text);
    expect(await (await res.blob()).text()).toBe(text);
    expect(await new Response(res.body).text()).toBe(text);
    expect(await res.clone().json()).toEqual(JSON.parse(text));
    expect(res.clone().headers.getSetCookie()).toEqual(['a=1', 'b=2']);
  });

  it('keeps error answers readable and empty answers empty', async () => {
    const missing = await fetchIn('/api/missing');
    expect([missing.status, missing.ok]).toEqual([404, false]);
    expect(await missing.json()).toEqual({ message: 'Introuvable', code: 'NOT_FOUND' });
    const empty = await fetchIn(new URL('https://baobab.test/api/empty'));
    expect(empty.status).toBe(204);
    expect(empty.body).toBeNull();
  });
});
