import { Agent, request } from 'node:http';
import { Agent as TlsAgent, request as tlsRequest } from 'node:https';
import type { PlainRequest } from './lean-client';

export interface Timed {
  status: number;
  ms: number;
  body: string;
}

/**
 * A keep-alive client with exactly `connections` sockets, timing each request from send to last byte.
 * An https origin is trusted with `ca` (a throwaway certificate in front of a local cluster). With
 * `timeoutMs`, a request not answered by then (waiting for a socket included) is given up: status
 * 0, so an overloaded server ends a step with errors instead of holding it open without end.
 */
export function httpTimer(origin: string, connections: number, ca?: string, timeoutMs?: number) {
  const { hostname, port, protocol } = new URL(origin);
  const tls = protocol === 'https:';
  const agent = tls
    ? new TlsAgent({ keepAlive: true, maxSockets: connections, ca })
    : new Agent({ keepAlive: true, maxSockets: connections });
  const send = tls ? tlsRequest : request;
  return {
    send(method: string, path: string, body?: Buffer | string, headers: Record<string, string> = {}): Promise<Timed> {
      const started = performance.now();
      let timer: NodeJS.Timeout | undefined;
      return new Promise<Timed>((resolve) => {
        if (timeoutMs !== undefined)
          timer = setTimeout(() => {
            resolve({ status: 0, ms: performance.now() - started, body: `no answer within ${timeoutMs} ms` });
            req.destroy();
          }, timeoutMs);
        const req = send({ agent, hostname, port, method, path, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              ms: performance.now() - started,
              body: Buffer.concat(chunks).toString(),
            }),
          );
          res.on('error', () => resolve({ status: 0, ms: performance.now() - started, body: '' }));
        });
        // A refused or reset connection counts as an error (status 0), never as a crash of the generator.
        req.on('error', () => resolve({ status: 0, ms: performance.now() - started, body: '' }));
        req.end(body);
      }).finally(() => clearTimeout(timer));
    },
    close: () => agent.destroy(),
  };
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/**
 * httpTimer behind the open loop's client interface, for `LOAD_CLIENT=node-http`: the generator the
 * open loop used before lean-client.ts, kept to compare the two's CPU per request.
 */
export function nodeHttpClient(origin: string, connections: number, ca?: string, timeoutMs?: number) {
  const http = httpTimer(origin, connections, ca, timeoutMs);
  return {
    send: async (r: PlainRequest, keepBody = false) => {
      const t = await http.send(r.method, r.path, r.body, r.headers);
      return { status: t.status, body: keepBody || t.status < 200 || t.status >= 300 ? t.body : '' };
    },
    close: http.close,
  };
}
