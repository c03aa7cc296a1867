import type { Db } from '../db/db';

/** Any constant, distinct from the migrations' lock (db/migrate.ts). */
const SCHEDULED_TASKS_LOCK = 72_616_002;

/**
 * Runs `work` on one node at a time: nodes sharing a PostgreSQL server try a transaction-scoped
 * advisory lock, and a node that does not get it skips this round (the holder does the work), so
 * a digest is not mailed twice by two nodes starting together. PGlite has one process per data
 * directory (db/data-dir-lock.ts), so there is nobody to exclude.
 */
export async function onOneNode(db: Db, work: () => Promise<void>, lock = SCHEDULED_TASKS_LOCK): Promise<boolean> {
  if (db.kind === 'pglite') {
    await work();
    return true;
  }
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ locked: boolean }>('select pg_try_advisory_xact_lock($1) as locked', [lock]);
    if (!row?.locked) return false;
    await work();
    return true;
  });
}
