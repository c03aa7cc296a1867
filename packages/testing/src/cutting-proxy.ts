import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy on loopback between the browser and the server that can cut the network for real:
 * every connection dropped at once (a reset, as a phone losing its signal) and new ones refused
 * for a while, which `setOffline` cannot do to a request already under way. It can also slow the
 * browser's bytes to a phone's rate, and counts what it forwards.
 */
export interface CuttingProxy {
  /** `http://127.0.0.1:<port>`: point the page's API calls here. */
  origin: string;
  /** Bytes read from the browser, and forwarded to the server, since the start or `resetCounts`. */
  counts(): { fromBrowser: number; toServer: number };
  resetCounts(): void;
  /** Forwards at most this many bytes a second from the browser (null: as fast as it comes). */
  throttle(bytesPerSecond: number | null): void;
  /**
   * Forwards at most this many bytes a second from the server (null: as fast as it comes), in
   * pieces of `pieceBytes` (1 KB unless told): a download then stays under way long enough to be
   * cut. Small pieces cut a small JSON answer after its headers and before its body's end.
   */
  throttleReplies(bytesPerSecond: number | null, pieceBytes?: number): void;
  /** Drops every connection and refuses new ones for `ms`, then lets them through again. */
  cut(ms: number): Promise<void>;
  close(): Promise<void>;
}

/** The bytes a slowed reply is sent in at a time, unless told. */
const REPLY_PIECE = 1024;

export async function startCuttingProxy(target: string): Promise<CuttingProxy> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  let fromBrowser = 0;
  let toServer = 0;
  let rate: number | null = null;
  let replyRate: number | null = null;
  let replyPiece = REPLY_PIECE;
  let refusing = false;

  const server = createServer((browser) => {
    if (refusing) return browser.resetAndDestroy();
    const upstream = connect(Number(port), hostname);
    for (const socket of [browser, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    browser.on('data', (chunk: Buffer) => {
      fromBrowser += chunk.length;
      if (upstream.destroyed) return;
      upstream.write(chunk);
      toServer += chunk.length;
      if (rate === null) return;
      browser.pause();
      setTimeout(() => browser.resume(), (chunk.length / rate) * 1000);
    });
    // A reply's chunk can be the whole answer: slowed, it goes in pieces, each after its time.
    const reply = (chunk: Buffer) => {
      if (browser.destroyed) return;
      if (replyRate === null || !chunk.length) {
        browser.write(chunk);
        upstream.resume();
        return;
      }
      const piece = chunk.subarray(0, replyPiece);
      browser.write(piece);
      setTimeout(() => reply(chunk.subarray(piece.length)), (piece.length / replyRate) * 1000);
    };
    upstream.on('data', (chunk: Buffer) => {
      upstream.pause();
      reply(chunk);
    });
    upstream.on('end', () => browser.end());
    browser.on('close', () => upstream.destroy());
    upstream.on('close', () => browser.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy has no port');

  return {
    origin: `http://127.0.0.1:${address.port}`,
    counts: () => ({ fromBrowser, toServer }),
    resetCounts() {
      fromBrowser = 0;
      toServer = 0;
    },
    throttle(bytesPerSecond) {
      rate = bytesPerSecond;
    },
    throttleReplies(bytesPerSecond, pieceBytes = REPLY_PIECE) {
      replyRate = bytesPerSecond;
      replyPiece = pieceBytes;
    },
    async cut(ms) {
      refusing = true;
      for (const socket of sockets) socket.resetAndDestroy();
      await new Promise((resolve) => setTimeout(resolve, ms));
      refusing = false;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
