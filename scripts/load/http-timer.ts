import { Agent, request } from 'node:http';

export interface Timed {
  status: number;
  ms: number;
  body: string;
}

/** A keep-alive client with exactly `connections` sockets, timing each request from send to last byte. */
export function httpTimer(origin: string, connections: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const { hostname, port } = new URL(origin);
  return {
    send(method: string, path: string, body?: Buffer | string, headers: Record<string, string> = {}): Promise<Timed> {
      const started = performance.now();
      return new Promise((resolve) => {
        const req = request({ agent, hostname, port, method, path, headers }, (res) => {
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
      });
    },
    close: () => agent.destroy(),
  };
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}
