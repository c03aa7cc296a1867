import { chmod, mkdir, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The running server's administration socket: `DATA_DIR/run/admin.sock`, in a directory only its
 * owner may enter (0700), so only the account running the server (or root) can connect; nothing
 * listens on the network. With PGlite the server's process owns the database, so the commands
 * that need it while the server runs (`baobab backup`, `origins`, `partner-key`) ask it here
 * instead of opening the data directory themselves.
 */
const adminSocketPath = (dataDir: string) => join(dataDir, 'run', 'admin.sock');

/** What a command sent to the socket does with the JSON body it was sent; answers what to send back. */
export type AdminHandlers = Record<string, (body: Record<string, unknown>) => Promise<unknown>>;

/** A refusal meant for the operator (bad arguments, an unknown company): sent back as is, not logged. */
export class AdminRefusal extends Error {}

export async function listenAdminSocket(
  dataDir: string,
  handlers: AdminHandlers,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const path = adminSocketPath(dataDir);
  await mkdir(join(dataDir, 'run'), { recursive: true, mode: 0o700 });
  await chmod(join(dataDir, 'run'), 0o700);
  // A socket left by a killed server: this process holds the data directory's lock now.
  await rm(path, { force: true });
  const server = createServer(async (req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    const name = req.url?.slice(1) ?? '';
    const handler = req.method === 'POST' && Object.hasOwn(handlers, name) ? handlers[name] : undefined;
    if (!handler) return answer(404, { error: 'unknown command' });
    let text = '';
    for await (const chunk of req) text += chunk;
    try {
      answer(200, await handler(JSON.parse(text || '{}') as Record<string, unknown>));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof AdminRefusal) return answer(400, { error: message });
      log.error({ err: error, command: name }, 'admin command failed');
      answer(500, { error: message });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, resolve);
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Sends `command` to the server running on `dataDir`; answers what it sent back, or throws its error. */
export function askRunningServer<T>(dataDir: string, command: string, body: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: adminSocketPath(dataDir), method: 'POST', path: `/${command}` }, async (res) => {
      let text = '';
      for await (const chunk of res) text += chunk;
      const answer = JSON.parse(text) as T & { error?: string };
      if (res.statusCode === 200) resolve(answer);
      else reject(new Error(answer.error ?? `answered ${res.statusCode}`));
    });
    req.once('error', (error) =>
      reject(
        new Error(
          `a server runs on ${dataDir} but its admin socket (${adminSocketPath(dataDir)}) does not answer (${error.message}); if it is starting, try again in a moment`,
        ),
      ),
    );
    req.end(JSON.stringify(body));
  });
}
