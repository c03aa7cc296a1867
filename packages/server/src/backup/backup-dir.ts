import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BACKUP_NAME, type HashedFile, hashFile, MANIFEST_FILE, type Manifest, PARTIAL_PREFIX } from './manifest';

/** Makes a file or directory's entry durable: what a rename or a create wrote to its directory. */
async function syncPath(path: string) {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * A backup being written: everything goes into `<root>/.partial-<id>`, each file synced to disk,
 * the manifest last; `finish` renames the whole directory to `baobab-<time>-<id>` (one atomic
 * rename, then the parent synced). A crash or a full disk leaves at most a `.partial-` directory,
 * which no reader takes for a backup (none has a name matching BACKUP_NAME).
 */
export interface BackupWriter {
  readonly path: string;
  /** Writes `source` to `relative` inside the backup, synced; answers its size and sha256. */
  write(relative: string, source: Readable): Promise<HashedFile>;
  /** Syncs a file another program wrote at `relative` (pg_dump); answers its size and sha256. */
  seal(relative: string): Promise<HashedFile>;
  finish(manifest: Manifest): Promise<string>;
  /** Removes the partial directory (after a failure). */
  abandon(): Promise<void>;
}

const timestamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

export async function startBackup(root: string, takenAt: Date): Promise<BackupWriter> {
  const id = randomBytes(4).toString('hex');
  const path = join(root, `${PARTIAL_PREFIX}${id}`);
  await mkdir(path, { recursive: true });
  const write = async (relative: string, source: Readable) => {
    const target = join(path, relative);
    await mkdir(dirname(target), { recursive: true });
    const hash = createHash('sha256');
    let bytes = 0;
    const tee = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    // `flush`: the file is synced to disk before the stream closes.
    await pipeline(source, tee, createWriteStream(target, { flags: 'wx', flush: true }));
    return { sha256: hash.digest('hex'), bytes };
  };
  return {
    path,
    write,
    async seal(relative) {
      await syncPath(join(path, relative));
      return hashFile(join(path, relative));
    },
    async finish(manifest) {
      await write(MANIFEST_FILE, Readable.from([Buffer.from(`${JSON.stringify(manifest, null, 1)}\n`)]));
      for (const sub of await readdir(path, { withFileTypes: true })) {
        if (sub.isDirectory()) await syncPath(join(path, sub.name));
      }
      await syncPath(path);
      const final = join(root, `baobab-${timestamp(takenAt)}-${id}`);
      await rename(path, final);
      await syncPath(root);
      return final;
    },
    abandon: () => rm(path, { recursive: true, force: true }),
  };
}

/** The complete backups in `root`, oldest first (partial ones never match BACKUP_NAME). */
export async function listBackups(root: string): Promise<string[]> {
  const names = await readdir(root).catch(() => [] as string[]);
  return names.filter((name) => BACKUP_NAME.test(name)).sort();
}
