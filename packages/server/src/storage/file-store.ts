import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  type BlobStore,
  byteStream,
  capped,
  checkedKey,
  isKey,
  MissingFileError,
  STORED_FILE_MAX_BYTES,
} from './blob-store';

const isMissing = (error: unknown) => (error as { code?: unknown } | null)?.code === 'ENOENT';

/**
 * Files in a directory (`file:///path`; by default `DATA_DIR/storage`): `files/<2 chars>/<key>`.
 * A write goes to `incoming/<key>` and is renamed into place once whole, so a file is there
 * entirely or not at all; a crash mid-write leaves only `incoming/<key>`, which `delete` removes.
 */
export async function createFileStore(root: string, maxBytes = STORED_FILE_MAX_BYTES): Promise<BlobStore> {
  const filesDir = join(root, 'files');
  const incomingDir = join(root, 'incoming');
  await mkdir(filesDir, { recursive: true });
  await mkdir(incomingDir, { recursive: true });
  const finalPath = (key: string) => join(filesDir, key.slice(0, 2), checkedKey(key));
  const incomingPath = (key: string) => join(incomingDir, checkedKey(key));

  return {
    description: `files in ${root}`,
    async put(key, source) {
      const partial = incomingPath(key);
      const target = createWriteStream(partial);
      try {
        await pipeline(byteStream(capped(source, maxBytes)), target);
        await mkdir(join(filesDir, key.slice(0, 2)), { recursive: true });
        await rename(partial, finalPath(key));
      } catch (error) {
        // A write stream destroyed while still opening creates its file afterwards: remove after its close.
        if (!target.closed) await new Promise<void>((closed) => target.once('close', closed));
        await rm(partial, { force: true });
        throw error;
      }
      return target.bytesWritten;
    },
    async get(key) {
      const path = finalPath(key);
      try {
        const { size } = await stat(path);
        return { size, stream: createReadStream(path) as Readable };
      } catch (error) {
        throw isMissing(error) ? new MissingFileError(key) : error;
      }
    },
    async delete(key) {
      await rm(finalPath(key), { force: true });
      await rm(incomingPath(key), { force: true });
    },
    exists: (key) =>
      stat(finalPath(key)).then(
        () => true,
        (error: unknown) => {
          if (isMissing(error)) return false;
          throw error;
        },
      ),
    async *list() {
      for (const entry of await readdir(filesDir, { recursive: true, withFileTypes: true })) {
        if (entry.isFile()) yield entry.name;
      }
    },
    close: async () => undefined,
  };
}

/**
 * Before the storage journal (storage/storage.ts), a received file waited in `pending/` until its
 * row committed. Files a crash left there are settled once: kept when a row names them, else deleted.
 */
export async function settleLegacyPending(
  root: string,
  isKnown: (keys: string[]) => Promise<Set<string>>,
): Promise<void> {
  const pendingDir = join(root, 'pending');
  const keys = await readdir(pendingDir).catch((error: unknown) => {
    if (isMissing(error)) return undefined;
    throw error;
  });
  if (!keys) return;
  const known = await isKnown(keys.filter(isKey));
  for (const key of keys) {
    if (known.has(key)) {
      await mkdir(join(root, 'files', key.slice(0, 2)), { recursive: true });
      await rename(join(pendingDir, key), join(root, 'files', key.slice(0, 2), key));
    } else await rm(join(pendingDir, key), { force: true });
  }
  await rm(pendingDir, { recursive: true, force: true });
}
