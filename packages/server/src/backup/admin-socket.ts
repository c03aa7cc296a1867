import { chmod, mkdir, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Manifest } from './manifest';

/**
 * The running server's administration socket: `DATA_DIR/run/admin.sock`, in a directory only its
 * owner may enter (0700), so only the account running the server (or root) can connect; nothing
 * listens on the network. With PGlite the server's process owns the database, so `baobab backup`
 * asks it for the dump here instead of opening the data directory itself.
 */
export const adminSocketPath = (dataDir: string) => join(dataDir, 'run', 'admin.sock');

type BackupResult = { path: string; manifest: Manifest };

export async function listenAdminSocket(
  dataDir: string,
  backup: (root: string) => Promise<BackupResult>,
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
    if (req.method !== 'POST' || req.url !== '/backup') return answer(404, { error: 'unknown command' });
    let text = '';
    for await (const chunk of req) text += chunk;
    const to = (JSON.parse(text || '{}') as { to?: unknown }).to;
    if (typeof to !== 'string' || !to.startsWith('/')) return answer(400, { error: 'give an absolute --to directory' });
    try {
      answer(200, await backup(to));
    } catch (error) {
      log.error({ err: error }, 'backup failed');
      answer(500, { error: error instanceof Error ? error.message : String(error) });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, resolve);
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Asks the server running on `dataDir` for a backup into `to`; answers what it wrote. */
export function requestBackup(dataDir: string, to: string): Promise<BackupResult> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: adminSocketPath(dataDir), method: 'POST', path: '/backup' }, async (res) => {
      let text = '';
      for await (const chunk of res) text += chunk;
      const body = JSON.parse(text) as BackupResult & { error?: string };
      if (res.statusCode === 200) resolve(body);
      else reject(new Error(`the running server could not take the backup: ${body.error}`));
    });
    req.once('error', (error) =>
      reject(
        new Error(`cannot reach the running server's admin socket (${adminSocketPath(dataDir)}): ${error.message}`),
      ),
    );
    req.end(JSON.stringify({ to }));
  });
}
