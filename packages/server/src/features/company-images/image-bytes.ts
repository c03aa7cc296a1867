import type { Queryable } from '../../db/db';
import { MissingFileError } from '../../storage/blob-store';
import type { Storage } from '../../storage/storage';

/** Rows measured per query, so a large backlog never holds many open files or a long result. */
const BATCH = 100;

/**
 * Measures the stored files of company images kept before their sizes were recorded (migration
 * 025) and records each size. Run at start, before any request: a request's read stays one query,
 * and a page cached once holds the sizes. The store answers a file's size when it is opened (the
 * stream is closed unread). A missing file stays null (the gallery then shows its pixels only);
 * processes starting together write the same values. Answers how many rows were measured.
 */
export async function measureImageFiles(db: Queryable, storage: Storage): Promise<number> {
  let measured = 0;
  const missing = new Set<string>();
  for (;;) {
    const rows = await db.query<{ storage_key: string }>(
      `select storage_key from company_image_files where bytes is null and not (storage_key = any($1::text[]))
        order by storage_key limit ${BATCH}`,
      [[...missing]],
    );
    if (!rows.length) break;
    for (const { storage_key: key } of rows) {
      const size = await sizeOf(storage, key);
      if (size === undefined) missing.add(key);
      else {
        await db.query('update company_image_files set bytes = $2 where storage_key = $1', [key, size]);
        measured += 1;
      }
    }
  }
  // The sizes reach the company pages and answers cached before (catalogue/catalogue-cache.ts).
  if (measured) await db.query('update catalogue_version set version = version + 1');
  return measured;
}

async function sizeOf(storage: Storage, key: string): Promise<number | undefined> {
  try {
    const { size, stream } = await storage.get(key);
    stream.destroy();
    return size > 0 ? size : undefined;
  } catch (error) {
    if (error instanceof MissingFileError || (error as { code?: string }).code === 'ENOENT') return undefined;
    throw error;
  }
}
