import { brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD, prepareJson, sendPreparedJson } from './prepared-json';

const big = prepareJson(JSON.stringify({ results: Array.from({ length: 60 }, (_, i) => ({ title: `Offre ${i}` })) }));
const small = prepareJson('{"results":[]}');
const app = Fastify();
app.get('/big', (request, reply) => sendPreparedJson(request, reply, 200, big));
app.get('/small', (request, reply) => sendPreparedJson(request, reply, 200, small));
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('a prepared JSON answer', () => {
  it('is never compressed for readers that take it as it is, and varies by encoding all the same', async () => {
    expect(big.body.length).toBeGreaterThanOrEqual(COMPRESS_THRESHOLD);
    const plain = await get('/big');
    expect(plain.body).toBe(big.body.toString());
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.headers.etag).toBe(big.etag);
    expect(big.br).toBeUndefined();
  });

  it('is compressed once, by the first reader that accepts brotli, and the same bytes serve the next', async () => {
    const first = await get('/big', { 'accept-encoding': 'gzip, br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.etag).toBe(big.etag);
    expect(brotliDecompressSync(first.rawPayload).equals(big.body)).toBe(true);
    const kept = big.br;
    expect(kept?.length).toBeLessThan(big.size - big.body.length);
    const second = await get('/big', { 'accept-encoding': 'br' });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(big.br).toBe(kept);
  });

  it('answers 304 to a reader holding its ETag, whatever it accepts', async () => {
    const readers: Record<string, string>[] = [{}, { 'accept-encoding': 'br' }];
    for (const headers of readers) {
      const again = await get('/big', { ...headers, 'if-none-match': big.etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.vary).toBe('accept-encoding');
    }
  });

  it('is a strong validator of its text: the same text, the same ETag; another text, another', async () => {
    const text = JSON.stringify({ results: [{ title: 'Chargée de clientèle à Lomé' }] });
    expect(prepareJson(text).etag).toBe(prepareJson(text).etag);
    expect(prepareJson(text.replace('Lomé', 'Lome')).etag).not.toBe(prepareJson(text).etag);
    expect(prepareJson(text).body.toString()).toBe(text);
  });

  it('travels as it is below the threshold, without varying by encoding', async () => {
    const answer = await get('/small', { 'accept-encoding': 'br' });
    expect(answer.body).toBe(small.body.toString());
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toBeUndefined();
    expect(small.br).toBeUndefined();
  });
});
