import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertJob } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { bothPaths, type RawAnswer, type RawRequest, sendRaw, withoutDate } from '../../test/lane-kit';
import { type FastLanes, fastLanesOf } from './fast-lane';

let t: TestApp;
let lanes: FastLanes;
let origin: string;
let companyId: string;
let slug: string;

beforeAll(async () => {
  t = await createTestApp();
  lanes = fastLanesOf(t.app) as FastLanes;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  companyId = (await insertCompany(t.services.db)).id;
  for (let i = 0; i < 3; i++) slug = (await insertJob(t.services.db, companyId)).slug;
});
afterAll(() => t.close());

const browser = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'fr' };
/** The job list as the widgets ask for it (a POST with a JSON body). */
const list = (headers: Record<string, string> = browser, body = '{"page":1,"limit":20}'): RawRequest => ({
  path: '/api/jobs/get-all-jobs',
  method: 'POST',
  headers: { ...headers, 'content-type': 'application/json' },
  body,
});
const send = (request: RawRequest) => sendRaw(origin, request);
const json = (answer: RawAnswer) =>
  JSON.parse(
    (answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.body) : answer.body).toString(),
  ) as { results: { slug: string }[] };

describe('the fast lane of catalogue answers', () => {
  it.each([
    ['brotli', browser],
    ['uncompressed', { 'accept-language': 'en' }],
    ['a partner page (CORS)', { ...browser, origin: 'https://partner.example' }],
  ])('answers a repeated read (%s) with the bytes and headers of the full path', async (_name, headers) => {
    // The first read goes through Fastify (its body handed back to the parser) and is learnt.
    const first = await send(list(headers));
    expect(first.status).toBe(200);
    expect(json(first).results).toHaveLength(3);
    const { full, fast, laneAnswered } = await bothPaths(origin, lanes, list(headers));
    expect(laneAnswered).toBe(true);
    expect(fast.status).toBe(200);
    expect(withoutDate(fast.headers)).toEqual(withoutDate(full.headers));
    expect(fast.body.equals(full.body)).toBe(true);
    expect(fast.headers['x-content-type-options']).toBe('nosniff');
    if (headers === browser) expect(fast.headers['content-encoding']).toBe('br');
  });

  it('sends CORS headers for the origin that asked, never those learnt for another', async () => {
    const partner = { ...browser, origin: 'https://partner.example' };
    await send(list(partner));
    const other = await bothPaths(origin, lanes, list({ ...browser, origin: 'https://other.example' }), 'lane first');
    expect(other.fast.headers['access-control-allow-origin']).toBe('https://other.example');
    expect(withoutDate(other.fast.headers)).toEqual(withoutDate(other.full.headers));
  });

  it('answers a GET of one offer from the lane once learnt, 304 included, not a missing one', async () => {
    const offer = { path: `/api/jobs/${slug}`, headers: browser };
    await send(offer);
    expect((await bothPaths(origin, lanes, offer)).laneAnswered).toBe(true);
    // A reader holding it: 304 on both paths, learnt as well.
    const held = { ...offer, headers: { ...browser, 'if-none-match': String((await send(offer)).headers.etag) } };
    await send(held);
    const revalidated = await bothPaths(origin, lanes, held);
    expect(revalidated.laneAnswered).toBe(true);
    expect([revalidated.full.status, revalidated.fast.status]).toEqual([304, 304]);
    expect(withoutDate(revalidated.fast.headers)).toEqual(withoutDate(revalidated.full.headers));
    expect(revalidated.fast.body.length).toBe(0);
    const missing = { path: '/api/jobs/nothing-here', headers: browser };
    await send(missing);
    const { fast, laneAnswered } = await bothPaths(origin, lanes, missing, 'lane first');
    expect(laneAnswered).toBe(false);
    expect(fast.status).toBe(404);
  });

  it('stops answering once the catalogue is written: the next read has the new offer', async () => {
    await send(list());
    expect((await bothPaths(origin, lanes, list())).laneAnswered).toBe(true);
    await insertJob(t.services.db, companyId);
    const before = lanes.served;
    const after = await send(list());
    expect(lanes.served).toBe(before);
    expect(json(after).results).toHaveLength(4);
    expect((await bothPaths(origin, lanes, list())).laneAnswered).toBe(true);
  });

  it.each([
    ['a malformed body', list(browser, '{"page":')],
    ['an invalid body', list(browser, '{"page":-1}')],
    ['a signed-in call', list({ ...browser, authorization: 'Bearer x' })],
    ['a write', { path: '/api/contact', method: 'POST', headers: browser, body: '{}' }],
  ])('leaves %s to Fastify, every time, with the same answer', async (_name, request) => {
    await send(request);
    const { full, fast, laneAnswered } = await bothPaths(origin, lanes, request, 'lane first');
    expect(laneAnswered).toBe(false);
    expect(fast.status).toBe(full.status);
    expect(fast.body.equals(full.body)).toBe(true);
  });
});
