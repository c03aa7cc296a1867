import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PROOF_FILE_PATH } from '../src/features/origin-proof/proof-file';

/** Careers sites on this machine, on free ports, for the origin proof's tests; `close` stops them all. */
export function localSites() {
  const servers: Server[] = [];
  /** A site answering with `handler`: its origin. */
  async function site(handler: RequestListener): Promise<string> {
    const server = createServer(handler);
    servers.push(server);
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  return {
    site,
    /** A site serving `body()` at the proof file's path, 404 elsewhere. */
    serving: (body: () => string) =>
      site((request, response) => {
        if (request.url === PROOF_FILE_PATH) response.writeHead(200, { 'content-type': 'text/plain' }).end(body());
        else response.writeHead(404).end();
      }),
    async close() {
      for (const server of servers) server.closeAllConnections();
      await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
    },
  };
}
