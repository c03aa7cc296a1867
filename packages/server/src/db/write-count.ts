import type { Db, Queryable } from './db';

const counts = new WeakMap<Queryable, number>();

/** How many writes this process has finished through `db` (see countingWrites). */
export const writeCount = (db: Queryable): number => counts.get(db) ?? 0;

/** Reads never change data; anything else (insert, update, DDL, a function call…) may. */
const READ = /^\s*select\b/i;

/**
 * `db`, counting the statements that may have changed data once they are done (a transaction
 * counts when it ends), so a cache in this process can notice its own process's writes at once
 * instead of waiting for its next poll (catalogue/catalogue-cache.ts).
 */
export function countingWrites(db: Db): Db {
  const counted: Db = {
    ...db,
    query: <T>(sql: string, params?: readonly unknown[]) => {
      const rows = db.query<T>(sql, params);
      return READ.test(sql) ? rows : rows.finally(bump);
    },
    exec: (sql) => db.exec(sql).finally(bump),
    transaction: (fn) => db.transaction(fn).finally(bump),
  };
  const bump = () => counts.set(counted, writeCount(counted) + 1);
  return counted;
}
