import { type AddressInfo, createServer } from 'node:net';

/**
 * A port free now, for a server process these tests start; it binds it a moment later.
 * (@baobab/testing's freePort sits behind a root that needs the DOM types.)
 */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
