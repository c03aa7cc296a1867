import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Db, Queryable } from '../db/db';
import type { BlobStore, StoredFile } from './blob-store';

/** How often a process marks its uploads under way as alive. */
const TOUCH_MS = 5_000;
/**
 * An upload nobody touched for this long has no live process behind it (killed, or cut from the
 * database that long, when its request fails anyway): its file goes.
 */
const STALE_SECONDS = 30;
/** How often each process deletes what the journal dooms (crashed uploads, files of deleted rows). */
const SWEEP_MS = 15_000;

/**
 * Private files (CVs, cover letters, files answering a question) in a BlobStore, tied to their
 * database rows by the `pending_files` journal, in the application's database whichever store
 * holds the bytes, so that a crash at any point leaves neither a row without its file nor a file
 * without its row (docs/architecture.md, Files):
 *
 * 1. `putPending` writes the journal entry ('uploading'), then streams the bytes to the store.
 * 2. The transaction inserting the row claims the file (`claimPendingFile`: deletes the entry),
 *    so the row and the file's ownership commit together.
 * 3. `settle` then deletes whatever was not claimed (a failed request), entry last.
 *
 * A process killed anywhere leaves an entry: 'uploading' entries stop being touched, and once
 * stale (at once at start with PGlite, where no other process can be uploading; past their
 * `keep_until` for resumable uploads, keepPendingFile) the sweep dooms them and deletes their
 * files. A row's file is deleted the same way: the transaction deleting the row dooms the file
 * (`doomFiles`), the file goes after the commit, or at the next sweep.
 */
export interface Storage {
  readonly store: BlobStore;
  /** Streams `source` to the store as a pending file; rejects (leaving nothing) if the stream fails. */
  putPending(source: Readable): Promise<string>;
  /**
   * Deletes each of `keys` that no row claimed; a claimed one stays. Run once a request is done with
   * them. `claimed`: keys a committed transaction claimed, only let go without asking the database.
   */
  settle(keys: readonly string[], claimed?: readonly string[]): Promise<void>;
  get(key: string): Promise<StoredFile>;
  /** Deletes the file of a row deleted (and its file doomed) in a committed transaction. */
  remove(key: string): Promise<void>;
  /**
   * Deletes the files of doomed entries and of uploads untouched for a while (`everything`: all
   * uploads, when no other process can be running one); answers how many files went.
   */
  sweep(options?: { everything?: boolean }): Promise<number>;
  /**
   * Until the answered function is called, files are not deleted (their doomed entries wait for a
   * later sweep): a backup copying the files its snapshot names finds each of them (backup/).
   */
  holdDeletions(): () => void;
  /** Stops the timers and closes the store (the database is closed by its owner). */
  close(): Promise<void>;
}

/**
 * In the transaction inserting the row that names `key`: takes the pending file for that row.
 * Fails when the file is no longer pending (swept as stale), so no row names a file that went.
 */
export async function claimPendingFile(tx: Queryable, key: string): Promise<void> {
  const claimed = await tx.query(`with ${claimPendingQuery('$1')} select key from claimed`, [key]);
  if (claimed.length !== 1) throw noLongerPending(key);
}

/**
 * claimPendingFile as a `with` query named `claimed` (the key, when it was still pending; `key` is
 * the statement's parameter), so the statement inserting the row claims its file too: one
 * statement instead of two on an application's path. `condition`, when given, must hold too (a
 * statement that may not insert the row leaves the file pending).
 */
export const claimPendingQuery = (key: string, condition = 'true') =>
  `claimed as (delete from pending_files where key = ${key} and state = 'uploading' and ${condition} returning key)`;

/** A claim that found its file no longer pending: the transaction must fail. */
export const noLongerPending = (key: string) => new Error(`stored file ${key} is no longer pending`);

/**
 * In `tx`: the journal entry of a file the store receives later and over many requests (a
 * resumable upload), kept `hours` whoever touches it, then swept like any unclaimed file.
 */
export async function keepPendingFile(tx: Queryable, key: string, hours: number): Promise<void> {
  await tx.query('insert into pending_files (key, keep_until) values ($1, now() + make_interval(hours => $2::int))', [
    key,
    hours,
  ]);
}

/** In the transaction deleting the rows that named `keys`: their files are to be deleted. */
export async function doomFiles(tx: Queryable, keys: readonly string[]): Promise<void> {
  if (!keys.length) return;
  await tx.query(
    `insert into pending_files (key, state) select unnest($1::text[]), 'doomed'
     on conflict (key) do update set state = 'doomed'`,
    [keys],
  );
}

/** Every storage key a row owns (`storage_key`): documents and company images' files. */
export const OWNED_KEYS = '(select storage_key from documents union all select storage_key from company_image_files)';

/**
 * Nodes sharing a PostgreSQL server delete a file only under this advisory lock, shared; a backup
 * holds it exclusively while it copies the files of its snapshot. Distinct from the other locks
 * (db/migrate.ts, tasks/one-node.ts).
 */
export const BACKUP_FILES_LOCK = 72_616_003;

export function createStorage(db: Db, store: BlobStore, log?: (error: unknown) => void): Storage {
  /** Uploads of this process not settled yet: touched, never swept. */
  const live = new Set<string>();

  let holds = 0;

  /** Deletes a doomed file, then its entry; answers false when a backup holds deletions. */
  const drop = async (key: string): Promise<boolean> => {
    if (holds > 0) return false;
    const remove = async (q: Queryable) => {
      await store.delete(key);
      await q.query("delete from pending_files where key = $1 and state = 'doomed'", [key]);
    };
    if (db.kind === 'pglite') {
      await remove(db);
      return true;
    }
    return db.transaction(async (tx) => {
      const [lock] = await tx.query<{ free: boolean }>('select pg_try_advisory_xact_lock_shared($1) as free', [
        BACKUP_FILES_LOCK,
      ]);
      if (!lock?.free) return false;
      await remove(tx);
      return true;
    });
  };

  const settle = async (keys: readonly string[], claimed: readonly string[] = []) => {
    for (const key of claimed) live.delete(key);
    for (const key of keys) {
      live.delete(key);
      const doomed = await db.query("update pending_files set state = 'doomed' where key = $1 returning key", [key]);
      if (doomed.length) await drop(key);
    }
  };

  const sweep = async ({ everything = false } = {}) => {
    await db.query(
      `update pending_files set state = 'doomed'
        where state = 'uploading' and not (key = any($3::text[]))
          and case when keep_until is null
                then $1::boolean or touched_at < now() - make_interval(secs => $2::float8)
                else keep_until < now() end`,
      [everything, STALE_SECONDS, [...live]],
    );
    const doomed = await db.query<{ key: string; named: boolean }>(
      `select p.key, exists (select 1 from ${OWNED_KEYS} o where o.storage_key = p.key) as named
         from pending_files p where p.state = 'doomed' order by p.touched_at limit 1000`,
    );
    let dropped = 0;
    for (const { key, named } of doomed) {
      // Never a file a row names (no path dooms one; this only guards against a mistake).
      if (named) await db.query('delete from pending_files where key = $1', [key]);
      else if (await drop(key)) dropped++;
    }
    return dropped;
  };

  let sweeping: Promise<unknown> = Promise.resolve();
  const touchTimer = setInterval(() => {
    if (!live.size) return;
    db.query("update pending_files set touched_at = now() where key = any($1::text[]) and state = 'uploading'", [
      [...live],
    ]).catch((error: unknown) => log?.(error));
  }, TOUCH_MS);
  const sweepTimer = setInterval(() => {
    sweeping = sweep().catch((error: unknown) => log?.(error));
  }, SWEEP_MS);
  touchTimer.unref();
  sweepTimer.unref();

  return {
    store,
    async putPending(source) {
      const key = randomUUID();
      try {
        await db.query('insert into pending_files (key) values ($1)', [key], { prepared: true });
      } catch (error) {
        source.destroy();
        throw error;
      }
      live.add(key);
      try {
        await store.put(key, source);
      } catch (error) {
        await settle([key]).catch((err: unknown) => log?.(err));
        throw error;
      }
      return key;
    },
    settle,
    get: (key) => store.get(key),
    remove: async (key) => void (await drop(key)),
    holdDeletions() {
      holds++;
      let released = false;
      return () => {
        if (!released) holds--;
        released = true;
      };
    },
    sweep,
    async close() {
      clearInterval(touchTimer);
      clearInterval(sweepTimer);
      await sweeping;
      await store.close();
    },
  };
}

/** Which of these storage keys a document or a company image names. */
export async function ownedKeysAmong(q: Queryable, keys: readonly string[]): Promise<Set<string>> {
  const rows = await q.query<{ storage_key: string }>(
    `select storage_key from ${OWNED_KEYS} o where storage_key = any($1::text[])`,
    [keys],
  );
  return new Set(rows.map((r) => r.storage_key));
}
