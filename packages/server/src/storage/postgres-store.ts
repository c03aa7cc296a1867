import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db';
import { type BlobStore, byteStream, capped, checkedKey, MissingFileError, STORED_FILE_MAX_BYTES } from './blob-store';

/**
 * Rows of `file_chunks` hold this much; an upload holds at most one chunk in memory. Chunks travel
 * as base64 text: smaller than bytea's hex text form with node-postgres, and several times faster
 * through PGlite's parameter and result encoding.
 */
export const CHUNK_BYTES = 256 * 1024;

/** A chunk's base64 parameter ($4 of an insert, $6 of a naming) as bytea. */
const decoded = (parameter: string) => `decode(${parameter}, 'base64')`;

/**
 * Files in the application's database (`postgres:`; the default with DATABASE_URL), so every node
 * on one PostgreSQL reads what any of them received. A write inserts the chunks of its own
 * write id one statement at a time as the bytes arrive, then, atomically with its last chunk,
 * names that write in `stored_files` and drops any other write's chunks: readers see the whole file
 * or none.
 * Reads fetch one chunk per query. Also works on PGlite (one process, but the same code).
 */
export function createPostgresStore(
  db: Db,
  { maxBytes = STORED_FILE_MAX_BYTES, chunkBytes = CHUNK_BYTES } = {},
): BlobStore {
  const dropWrite = (key: string, writeId: string) =>
    db.query('delete from file_chunks where key = $1 and write_id = $2', [key, writeId]);

  /**
   * Names a finished write in `stored_files` and drops any other write's chunks, the last chunk
   * inserted by the same statement: a file of one chunk (most CVs) is one statement, where a
   * chunk then a transaction of two statements were five round trips. A key already named (the
   * file replaced, or two writes of one key at once) takes the transaction, whose delete, a
   * statement of its own, sees what the other write committed.
   */
  async function nameWrite(key: string, writeId: string, size: number, chunks: number, last?: Buffer) {
    const [fresh] = await db.query<{ named: number }>(
      `with ${last ? `chunk as (insert into file_chunks (key, write_id, seq, data) values ($1, $2, $5, ${decoded('$6')})),` : ''}
         named as (insert into stored_files (key, write_id, size, chunks) values ($1, $2, $3, $4)
                   on conflict (key) do nothing returning 1),
         dropped as (delete from file_chunks where key = $1 and write_id <> $2 and exists (select from named))
       select count(*)::int as named from named`,
      last ? [key, writeId, size, chunks, chunks - 1, last.toString('base64')] : [key, writeId, size, chunks],
      { prepared: true },
    );
    if (fresh?.named) return;
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into stored_files (key, write_id, size, chunks) values ($1, $2, $3, $4)
         on conflict (key) do update set write_id = excluded.write_id, size = excluded.size,
           chunks = excluded.chunks, created_at = now()`,
        [key, writeId, size, chunks],
      );
      await tx.query('delete from file_chunks where key = $1 and write_id <> $2', [key, writeId]);
    });
  }

  return {
    description: `files in the ${db.kind === 'pglite' ? 'embedded' : 'PostgreSQL'} database`,
    async put(key, source) {
      checkedKey(key);
      const writeId = randomUUID();
      let seq = 0;
      let size = 0;
      let held: Buffer[] = [];
      let heldBytes = 0;
      const insert = (data: Buffer) =>
        db.query(`insert into file_chunks (key, write_id, seq, data) values ($1, $2, $3, ${decoded('$4')})`, [
          key,
          writeId,
          seq++,
          data.toString('base64'),
        ]);
      try {
        for await (const piece of capped(source, maxBytes)) {
          held.push(piece);
          heldBytes += piece.length;
          size += piece.length;
          // Strictly more than a chunk: the last chunk goes with the naming (nameWrite).
          if (heldBytes <= chunkBytes) continue;
          const all = Buffer.concat(held, heldBytes);
          let offset = 0;
          for (; all.length - offset > chunkBytes; offset += chunkBytes) {
            await insert(all.subarray(offset, offset + chunkBytes));
          }
          held = [all.subarray(offset)];
          heldBytes = all.length - offset;
        }
        const last = heldBytes > 0 ? Buffer.concat(held, heldBytes) : undefined;
        if (last) seq++;
        await nameWrite(key, writeId, size, seq, last);
      } catch (error) {
        await dropWrite(key, writeId).catch(() => undefined);
        throw error;
      }
      return size;
    },
    async get(key) {
      const [file] = await db.query<{ write_id: string; size: number; chunks: number }>(
        'select write_id, size, chunks from stored_files where key = $1',
        [checkedKey(key)],
      );
      if (!file) throw new MissingFileError(key);
      async function* chunks() {
        for (let seq = 0; seq < (file?.chunks ?? 0); seq++) {
          const [row] = await db.query<{ data: string }>(
            "select encode(data, 'base64') as data from file_chunks where key = $1 and write_id = $2 and seq = $3",
            [key, file?.write_id, seq],
          );
          // Deleted or replaced while being read.
          if (!row) throw new MissingFileError(key);
          yield Buffer.from(row.data, 'base64');
        }
      }
      return { size: file.size, stream: byteStream(chunks()) };
    },
    async delete(key) {
      checkedKey(key);
      await db.transaction(async (tx) => {
        await tx.query('delete from stored_files where key = $1', [key]);
        await tx.query('delete from file_chunks where key = $1', [key]);
      });
    },
    async exists(key) {
      return (await db.query('select 1 from stored_files where key = $1', [checkedKey(key)])).length > 0;
    },
    async *list() {
      let after = '';
      for (;;) {
        const rows = await db.query<{ key: string }>(
          'select key from stored_files where key > $1 order by key limit 1000',
          [after],
        );
        for (const row of rows) yield row.key;
        const last = rows.at(-1);
        if (!last || rows.length < 1000) return;
        after = last.key;
      }
    },
    // The database belongs to the application, which closes it.
    close: async () => undefined,
  };
}
