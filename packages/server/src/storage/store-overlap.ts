import { randomUUID } from 'node:crypto';
import { realpath, stat } from 'node:fs/promises';
import { basename, dirname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { BlobStore } from './blob-store';

/** The real path of `path` (symlinks resolved), for a path that may not exist yet: its nearest existing parent's. */
async function realPathOf(path: string): Promise<string> {
  try {
    return await realpath(path);
  } catch {
    const parent = dirname(path);
    return parent === path ? path : join(await realPathOf(parent), basename(path));
  }
}

const sameFile = async (a: string, b: string) => {
  const [x, y] = await Promise.all([stat(a).catch(() => undefined), stat(b).catch(() => undefined)]);
  return x !== undefined && y !== undefined && x.dev === y.dev && x.ino === y.ino;
};

const isInside = (parent: string, child: string) => {
  const path = relative(parent, child);
  return path === '' || (!path.startsWith(`..${sep}`) && path !== '..' && !path.startsWith(sep));
};

/**
 * Refuses two `file:` stores that are one directory under two names (a symlink, a bind mount: same
 * real path, or same device and inode) or one inside the other: a move between them would delete
 * the only copy of each file.
 */
export async function assertSeparateDirectories(fromUrl: string, toUrl: string): Promise<void> {
  const [from, to] = [new URL(fromUrl), new URL(toUrl)];
  if (from.protocol !== 'file:' || to.protocol !== 'file:') return;
  const [fromPath, toPath] = await Promise.all([realPathOf(fileURLToPath(from)), realPathOf(fileURLToPath(to))]);
  if (fromPath === toPath || (await sameFile(fromPath, toPath)))
    throw new Error(`${toUrl} is the store files are in (${fromPath})`);
  if (isInside(fromPath, toPath) || isInside(toPath, fromPath))
    throw new Error(`${toUrl} and the store files are in hold one another (${fromPath}, ${toPath})`);
}

/**
 * Proves `to` is not `from` under another name, whatever the stores (two URLs of one bucket, a
 * mount the path checks cannot see): a probe file written to `to` must not appear in `from`.
 */
export async function assertDistinctStores(from: BlobStore, to: BlobStore): Promise<void> {
  const probe = randomUUID();
  await to.put(probe, Readable.from([Buffer.from('baobab storage move: distinct stores probe')]));
  try {
    if (await from.exists(probe)) throw new Error(`${to.description} is ${from.description} under another name`);
  } finally {
    await to.delete(probe);
  }
}
