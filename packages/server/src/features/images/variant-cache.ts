import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A made variant: its bytes, its format (`webp`, `png`, `jpeg`, `svg+xml`) and its name, the ETag. */
export interface CachedVariant {
  bytes: Buffer;
  format: string;
  hash: string;
}

/** Formats a variant can be; the file's extension says which. */
const FORMATS: Record<string, string> = { webp: 'webp', png: 'png', jpg: 'jpeg', svg: 'svg+xml' };
const EXTENSION = Object.fromEntries(Object.entries(FORMATS).map(([ext, format]) => [format, ext]));

/**
 * The variants the proxy made, as files of a directory named by a hash of what they were made
 * from (the path, its modifiers and the source's version), so a redrawn file makes new ones.
 * Bounded by what can be asked: the images times the few variants the proxy accepts.
 */
export function createVariantCache(dir: string) {
  const fileOf = (hash: string, format: string) => join(dir, `${hash}.${EXTENSION[format] ?? 'bin'}`);
  return {
    hashOf: (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 40),

    async get(hash: string): Promise<CachedVariant | undefined> {
      for (const format of Object.values(FORMATS)) {
        const bytes = await readFile(fileOf(hash, format)).catch(() => undefined);
        if (bytes) return { bytes, format, hash };
      }
      return undefined;
    },

    /** Written whole under another name first, so a reader never sees half a file. */
    async put(variant: CachedVariant): Promise<void> {
      if (!EXTENSION[variant.format]) return;
      await mkdir(dir, { recursive: true });
      const partial = join(dir, `.${randomUUID()}.part`);
      try {
        await writeFile(partial, variant.bytes);
        await rename(partial, fileOf(variant.hash, variant.format));
      } catch {
        // A full disk costs the next request the resize again, nothing else.
        await rm(partial, { force: true });
      }
    },
  };
}
