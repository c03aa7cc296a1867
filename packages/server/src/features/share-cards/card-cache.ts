import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Made cards as files of `<DATA_DIR>/share-cards`, named `<page>.<hash>.png`: the hash is of what
 * the card shows (and the layout's version), so a changed offer or company makes a new file and
 * the page's previous one is removed. Bounded by the pages times their languages.
 */
export function createCardCache(dir: string) {
  const fileOf = (page: string, hash: string) => join(dir, `${page}.${hash}.png`);
  return {
    hashOf: (content: unknown) => createHash('sha256').update(JSON.stringify(content)).digest('base64url').slice(0, 27),

    get: (page: string, hash: string): Promise<Buffer | undefined> =>
      readFile(fileOf(page, hash)).catch(() => undefined),

    /** Written whole under another name first, so a reader never sees half a file. */
    async put(page: string, hash: string, bytes: Buffer): Promise<void> {
      await mkdir(dir, { recursive: true });
      const partial = join(dir, `.${randomUUID()}.part`);
      try {
        await writeFile(partial, bytes);
        await rename(partial, fileOf(page, hash));
        const stale = (await readdir(dir)).filter(
          (name) => name.startsWith(`${page}.`) && name !== `${page}.${hash}.png`,
        );
        await Promise.all(stale.map((name) => rm(join(dir, name), { force: true })));
      } catch {
        // A full disk costs the next preview the drawing again, nothing else.
        await rm(partial, { force: true });
      }
    },
  };
}
