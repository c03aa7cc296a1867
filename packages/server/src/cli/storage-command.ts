import { parseArgs } from 'node:util';
import type { Db } from '../db/db';
import { moveFiles } from '../storage/move';
import { openBlobStore, redactedUrl, storeIdentity } from '../storage/open-store';
import { createStorage } from '../storage/storage';
import { assertSeparateDirectories } from '../storage/store-overlap';

export const STORAGE_USAGE = `  storage move --to URL [--from URL]               move every file to another store (from STORAGE_URL's),
                                                   each copy checked before its original is deleted`;

/**
 * `storage move --to <STORAGE_URL> [--from <STORAGE_URL>]`: moves the file of every document from
 * the current store (or `--from`) to another one (storage/move.ts). Safe to run again, or after
 * it was cut: it carries on where it stopped. Run it with the servers stopped (PGlite requires
 * it), then set STORAGE_URL to the new store and start them.
 */
export async function storageCommand(db: Db, currentUrl: string, args: string[], print = console.log) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { to: { type: 'string' }, from: { type: 'string' } },
  });
  const fromUrl = values.from ?? currentUrl;
  const toUrl = values.to;
  if (positionals[0] !== 'move' || positionals.length > 1 || !toUrl) {
    throw new Error('usage: storage move --to <STORAGE_URL> [--from <STORAGE_URL>]');
  }
  if (storeIdentity(fromUrl) === storeIdentity(toUrl))
    throw new Error(`${redactedUrl(toUrl)} is the store files are in`);
  await assertSeparateDirectories(fromUrl, toUrl);

  // First what the journal dooms in the source (crashed uploads, files of deleted rows): not worth moving.
  const journal = createStorage(db, await openBlobStore(fromUrl, db));
  await journal.sweep({ everything: db.kind === 'pglite' });
  await journal.close();

  const from = await openBlobStore(fromUrl, db);
  const to = await openBlobStore(toUrl, db);
  try {
    print(`moving files from ${from.description} to ${to.description}`);
    const report = await moveFiles(db, from, to, (key, outcome) => {
      if (outcome === 'missing' || outcome === 'mismatched') print(`  ${key}: ${outcome}`);
    });
    print(`${report.moved} file(s) moved, ${report.alreadyMoved} already moved`);
    if (report.mismatched.length) {
      throw new Error(
        `${report.mismatched.length} copy(ies) differ from their original, kept in the source: run again`,
      );
    }
    if (report.missing.length)
      throw new Error(`${report.missing.length} file(s) named by a document are in neither store`);
  } finally {
    await from.close();
    await to.close();
  }
}
