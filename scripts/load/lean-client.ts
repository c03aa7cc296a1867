import { connect, isIP, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { type Answer, ResponseReader } from './response-reader';

/** A request as the mix makes it once, to send many times. */
export interface PlainRequest {
  method: string;
  path: string;
  body?: Buffer | string;
  headers?: Record<string, string>;
}

/** The bytes of `r` on the wire: request line, headers (a length for a body), body. */
function requestBytes(host: string, r: PlainRequest): Buffer {
  const payload = r.body === undefined ? undefined : Buffer.from(r.body);
  const lines = [`${r.method} ${r.path} HTTP/1.1`, `host: ${host}`];
  for (const [name, value] of Object.entries(r.headers ?? {})) lines.push(`${name}: ${value}`);
  if (payload) lines.push(`content-length: ${payload.length}`);
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`);
  return payload ? Buffer.concat([head, payload]) : head;
}

/**
 * The open loop's HTTP/1.1 keep-alive client: a request's bytes are built once (the mix sends the same few many times), written
 * as they are on a free socket, and answers read by a small parser (./response-reader.ts). node:http
 * made a request object, a response stream and its header objects for every request, which cost
 * the generator more CPU per request than the server's cached answers did. A request waits for a
 * free socket once `connections` are busy (that wait counts in its latency: the caller times from
 * the scheduled send). With `timeoutMs`, a request unanswered by then (its wait included) is given
 * up: status 0, its socket closed, so an overloaded server ends a step with errors instead of
 * holding it open without end. A refused or reset connection answers status 0, never a crash.
 */
export function leanClient(origin: string, connections: number, ca?: string, timeoutMs?: number) {
  const { hostname, port: portText, protocol } = new URL(origin);
  const tls = protocol === 'https:';
  const port = Number(portText || (tls ? 443 : 80));
  const host = portText ? `${hostname}:${portText}` : hostname;
  const idle: Connection[] = [];
  const waiting: Pending[] = [];
  const open = new Set<Connection>();
  const built = new WeakMap<PlainRequest, Buffer>();
  let closed = false;

  interface Pending {
    bytes: Buffer;
    keepBody: boolean;
    queuedAt: number;
    resolve(answer: Answer): void;
  }

  class Connection {
    readonly socket: Socket;
    readonly reader = new ResponseReader();
    current: Pending | undefined;
    startedAt = 0;

    constructor() {
      this.socket = tls
        ? tlsConnect({ host: hostname, port, ca, servername: isIP(hostname) ? undefined : hostname })
        : connect({ host: hostname, port });
      this.socket.setNoDelay(true);
      this.socket.on('data', (chunk: Buffer) => {
        const answer = this.reader.push(chunk);
        if (answer) this.finish(answer);
      });
      this.socket.on('end', () => this.finish(this.reader.end()));
      this.socket.on('error', () => this.finish({ status: 0, body: '' }));
      this.socket.on('close', () => this.finish({ status: 0, body: '' }));
      open.add(this);
    }

    send(p: Pending) {
      this.current = p;
      this.startedAt = performance.now();
      this.reader.expect(p.keepBody);
      this.socket.write(p.bytes);
    }

    /** Answers the current request; a socket that can carry no more is dropped. */
    finish(answer: Answer | undefined) {
      const reusable = answer !== undefined && !answer.close && !this.socket.destroyed && !this.socket.readableEnded;
      if (!reusable) this.drop();
      const p = this.current;
      if (!p) return;
      this.current = undefined;
      p.resolve(answer ?? { status: 0, body: 'connection closed before an answer' });
      if (reusable) release(this);
    }

    drop() {
      if (!open.delete(this)) return;
      const at = idle.indexOf(this);
      if (at >= 0) idle.splice(at, 1);
      this.socket.destroy();
      // A request may have waited for a socket this one's slot now frees.
      if (!closed && waiting.length > 0 && open.size < connections) new Connection().send(waiting.shift() as Pending);
    }
  }

  function release(c: Connection) {
    const next = waiting.shift();
    if (next) c.send(next);
    else idle.push(c);
  }

  // One sweep a second gives up requests past `timeoutMs` (a timer per request cost more than the check).
  const sweep =
    timeoutMs === undefined
      ? undefined
      : setInterval(() => {
          const late = performance.now() - timeoutMs;
          for (const c of open)
            if (c.current && c.current.queuedAt < late) {
              const p = c.current;
              c.current = undefined;
              c.drop();
              p.resolve({ status: 0, body: `no answer within ${timeoutMs} ms` });
            }
          while (waiting[0] && waiting[0].queuedAt < late)
            (waiting.shift() as Pending).resolve({ status: 0, body: `no answer within ${timeoutMs} ms` });
        }, 1000);

  return {
    /** Sends `request` (its bytes built on its first send); the body is kept when `keepBody` or the status is not 2xx. */
    send(request: PlainRequest, keepBody = false): Promise<Answer> {
      let bytes = built.get(request);
      if (!bytes) {
        bytes = requestBytes(host, request);
        built.set(request, bytes);
      }
      return new Promise((resolve) => {
        const p: Pending = { bytes, keepBody, queuedAt: performance.now(), resolve };
        const c = idle.pop() ?? (open.size < connections ? new Connection() : undefined);
        if (c) c.send(p);
        else waiting.push(p);
      });
    },
    close() {
      closed = true;
      clearInterval(sweep);
      for (const c of [...open]) c.drop();
    },
  };
}

export type LeanClient = ReturnType<typeof leanClient>;
