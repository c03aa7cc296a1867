import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { FastLanes } from '../src/http/fast-lane';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface RawRequest {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** The answer as it travels: raw bytes, headers as sent (no decoding); the path as written (not resolved). */
export const sendRaw = (origin: string, { path, method = 'GET', headers = {}, body }: RawRequest) =>
  new Promise<RawAnswer>((resolve, reject) => {
    const req = httpRequest(origin, { path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });

/**
 * The same request through Fastify's route and with the lanes open (in `order`: a first request
 * may fill a cache); says whether a lane answered.
 */
export async function bothPaths(origin: string, lanes: FastLanes, request: RawRequest, order = 'full first') {
  const viaFastify = async () => {
    lanes.paused = true;
    const answer = await sendRaw(origin, request);
    lanes.paused = false;
    return answer;
  };
  const full = order === 'full first' ? await viaFastify() : undefined;
  const before = lanes.served;
  const fast = await sendRaw(origin, request);
  const laneAnswered = lanes.served > before;
  return { full: full ?? (await viaFastify()), fast, laneAnswered };
}

/** Headers as compared between two answers: the date moves on. */
export const withoutDate = ({ date: _date, ...headers }: IncomingHttpHeaders) => headers;
