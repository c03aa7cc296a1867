import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { REQUEST_TIMEOUT_MS } from './request-target';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(() => t.close());

/** Sends a raw request line (inject cannot write these) and reads the whole answer. */
const rawRequest = (line: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`${line}\r\nHost: board.test\r\nAccept-Language: en\r\nConnection: close\r\n\r\n`),
    );
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (piece) => {
      answer += piece;
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });

describe('request targets that are not a path', () => {
  it('answers `*` and the absolute form with a JSON 400, no stack and no page', async () => {
    for (const line of [
      'GET * HTTP/1.1',
      'GET http://evil.example/api/config HTTP/1.1',
      'GET http://board.test/ HTTP/1.1',
    ]) {
      const answer = await rawRequest(line);
      expect(answer, line).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer.slice(answer.indexOf('\r\n\r\n') + 4), line).toBe(
        JSON.stringify({ message: 'Some fields are invalid.', code: 'VALIDATION' }),
      );
    }
  });

  it('still answers a path', async () => {
    expect(await rawRequest('GET /api/config HTTP/1.1')).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('bounds the time to receive a request, beyond a 5 MB upload at 400 kbit/s', () => {
    expect(t.app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBeGreaterThan(((5 * 1024 * 1024 * 8) / 400_000) * 1000);
  });
});
