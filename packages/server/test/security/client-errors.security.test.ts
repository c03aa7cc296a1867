import { connect } from 'node:net';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandling } from '../../src/http/errors';
import { REQUEST_TIMEOUT_MS } from '../../src/http/request-target';
import { createTestApp, type TestApp } from '../harness';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(() => t.close());

/** Sends raw bytes and reads the whole answer until the server closes. */
function rawRequest(text: string, at = port): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(at, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe("requests Node's parser refuses", () => {
  it('answers oversized headers 431 with {message, code}', async () => {
    const answer = await rawRequest(`GET /api/config HTTP/1.1\r\nhost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(answer)).toEqual({ code: 'VALIDATION', message: 'Certains champs sont invalides.' });
  });

  it('answers a broken request line 400 with {message, code}', async () => {
    const answer = await rawRequest('THIS IS NOT HTTP\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer)).toMatchObject({ code: 'VALIDATION' });
  });
});

describe('request targets that are not a path', () => {
  it('answers `*` and the absolute form with a JSON 400, no stack and no page', async () => {
    for (const line of ['GET * HTTP/1.1', 'GET http://evil.example/api/config HTTP/1.1', 'GET http://x/ HTTP/1.1']) {
      const answer = await rawRequest(`${line}\r\nhost: x\r\naccept-language: en\r\nconnection: close\r\n\r\n`);
      expect(answer, line).toMatch(/^HTTP\/1\.1 400 /);
      expect(bodyOf(answer), line).toEqual({ code: 'VALIDATION', message: 'Some fields are invalid.' });
    }
    const path = await rawRequest('GET /api/config HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n');
    expect(path).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('bounds the time to receive a request, beyond a 5 MB upload at 400 kbit/s', () => {
    expect(t.app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBeGreaterThan(((5 * 1024 * 1024 * 8) / 400_000) * 1000);
  });
});

describe('a reader who hangs up mid-upload', () => {
  it('is logged as a closed connection, not as a database outage', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    installErrorHandling(app);
    app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));
    app.post('/upload', async (request) => {
      for await (const _chunk of request.body as AsyncIterable<Buffer>);
      return { ok: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const socket = connect(Number(new URL(address).port), '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(
        'POST /upload HTTP/1.1\r\nhost: x\r\ncontent-type: application/octet-stream\r\ncontent-length: 100000\r\n\r\n',
      );
      socket.write(Buffer.alloc(1000));
      await new Promise((resolve) => setTimeout(resolve, 100));
      socket.destroy();
      await expect.poll(() => lines.join(''), { timeout: 5_000 }).toContain('client closed the connection');
      expect(lines.join('')).not.toContain('database unavailable');
    } finally {
      await app.close();
    }
  });
});
