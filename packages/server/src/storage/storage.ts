import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Private file storage (CVs, cover letters). A file is first written as *pending*, then committed
 * once its database row is; `recover` at start finishes or discards what a crash left half done,
 * so no row lacks its file and no file outlives a row that was never written.
 */
export interface Storage {
  /** Streams `source` to a new pending file; rejects (and leaves nothing) if the stream fails. */
  putPending(source: Readable): Promise<string>;
  commit(key: string): Promise<void>;
  discard(key: string): Promise<void>;
  read(key: string): Readable;
  size(key: string): Promise<number>;
  remove(key: string): Promise<void>;
  /** Commits pending files whose key is known to the database, deletes the others. */
  recover(isKnown: (keys: string[]) => Promise<Set<string>>): Promise<{ committed: number; discarded: number }>;
}

const KEY = /^[0-9a-f-]{36}$/;

export async function createLocalStorage(root: string): Promise<Storage> {
  const pendingDir = join(root, 'pending');
  const filesDir = join(root, 'files');
  await mkdir(pendingDir, { recursive: true });
  await mkdir(filesDir, { recursive: true });
  const checked = (key: string) => {
    if (!KEY.test(key)) throw new Error(`bad storage key ${key}`);
    return key;
  };
  const finalPath = (key: string) => join(filesDir, key.slice(0, 2), checked(key));
  const pendingPath = (key: string) => join(pendingDir, checked(key));

  const commit = async (key: string) => {
    await mkdir(join(filesDir, key.slice(0, 2)), { recursive: true });
    await rename(pendingPath(key), finalPath(key));
  };
  const discard = (key: string) => rm(pendingPath(key), { force: true });

  return {
    async putPending(source) {
      const key = randomUUID();
      const target = createWriteStream(pendingPath(key), { flags: 'wx' });
      try {
        await pipeline(source, target);
      } catch (error) {
        // A write stream destroyed while still opening creates its file afterwards: discard after its close.
        if (!target.closed) await new Promise<void>((closed) => target.once('close', closed));
        await discard(key);
        throw error;
      }
      return key;
    },
    commit,
    discard,
    read: (key) => createReadStream(finalPath(key)),
    size: async (key) => (await stat(finalPath(key))).size,
    remove: (key) => rm(finalPath(key), { force: true }),
    async recover(isKnown) {
      const keys = (await readdir(pendingDir)).filter((k) => KEY.test(k));
      const known = keys.length ? await isKnown(keys) : new Set<string>();
      for (const key of keys) await (known.has(key) ? commit(key) : discard(key));
      return { committed: known.size, discarded: keys.length - known.size };
    },
  };
}
