import type { Db, QueryOptions } from './db';

/** A database handle that knows how many writes went through it (see countingWrites). */
export interface CountedDb extends Db {
  /** How many statements that may have changed data this handle has finished. */
  writes(): number;
}

/** Reads never change data; anything else (insert, update, DDL, a function call…) may. */
const READ = /^\s*select\b/i;

/**
 * `db`, counting the statements that may have changed data once they are done (a transaction
 * counts when it ends), so a cache in this process can notice its own process's writes at once
 * instead of waiting for its next poll (catalogue/catalogue-cache.ts). services.ts makes the one
 * counted handle the features write through; the count lives with it, not in a module.
 */
export function countingWrites(db: Db): CountedDb {
  let writes = 0;
  const bump = () => {
    writes++;
  };
  return {
    ...db,
    query: <T>(sql: string, params?: readonly unknown[], options?: QueryOptions) => {
      const rows = db.query<T>(sql, params, options);
      return READ.test(sql) ? rows : rows.finally(bump);
    },
    exec: (sql) => db.exec(sql).finally(bump),
    transaction: (fn) => db.transaction(fn).finally(bump),
    writes: () => writes,
  };
}
