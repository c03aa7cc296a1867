import type { Db, Queryable, QueryOptions } from './db';

/** A database handle that knows how many writes that may touch the catalogue went through it (see countingWrites). */
export interface CountedDb extends Db {
  /** How many statements that may have changed the catalogue this handle has finished. */
  writes(): number;
}

/** Reads never change data; anything else (insert, update, DDL, a function call…) may. */
const READ = /^\s*select\b/i;

/**
 * Tables whose writes never change the catalogue version (migration 003): no trigger on them, and
 * no catalogue table's row goes with theirs (no cascading foreign key from one). The apply path
 * writes only these, so an application no longer makes every cache of this process ask the
 * database for the catalogue version again. write-count.test.ts checks the list against the schema.
 */
export const OUTSIDE_CATALOGUE: ReadonlySet<string> = new Set([
  'applications',
  'application_attempts',
  'application_events',
  'application_notes',
  'application_replies',
  'captcha_solutions',
  'cv_sources',
  'documents',
  'outbox',
  'pending_files',
  'rate_limits',
  'refresh_tokens',
  'resumable_upload_chunks',
  'resumable_uploads',
  'sessions',
]);

/** The tables a statement inserts into, updates or deletes from (`on conflict … do update` is its insert's). */
const WRITTEN = /\b(?:insert\s+into|delete\s+from|(?<!\bdo\s+)update)\s+(?:only\s+)?("?[a-z_][a-z0-9_]*"?)/gi;

/**
 * Each statement text's verdict: the features' texts are fixed, and the patterns ran for
 * every statement of every request (an application's eight among them).
 */
const verdicts = new Map<string, boolean>();
const MAX_VERDICTS = 1_000;

/**
 * Whether a statement may change the catalogue: a select never does (as before: a function a
 * select calls is trusted to leave it alone); a write does unless every table it names as written
 * is OUTSIDE_CATALOGUE. Anything else (DDL, truncate, a script) counts.
 */
export function mayWriteCatalogue(sql: string): boolean {
  const known = verdicts.get(sql);
  if (known !== undefined) return known;
  const tables = READ.test(sql)
    ? undefined
    : [...sql.matchAll(WRITTEN)].map((m) => (m[1] as string).replaceAll('"', '').toLowerCase());
  const verdict =
    tables !== undefined && (tables.length === 0 || tables.some((table) => !OUTSIDE_CATALOGUE.has(table)));
  if (verdicts.size >= MAX_VERDICTS) verdicts.clear();
  verdicts.set(sql, verdict);
  return verdict;
}

/**
 * `db`, counting the statements that may have changed the catalogue once they are done (a
 * transaction counts when it ends, if one of its statements may have), so a cache in this process
 * can notice its own process's writes at once instead of waiting for its next poll
 * (catalogue/catalogue-cache.ts). services.ts makes the one counted handle the features write
 * through; the count lives with it, not in a module.
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
      return mayWriteCatalogue(sql) ? rows.finally(bump) : rows;
    },
    exec: (sql) => db.exec(sql).finally(bump),
    transaction: <R>(fn: (tx: Queryable) => Promise<R>) => {
      let touched = false;
      const watched = (tx: Queryable): Queryable => ({
        query: (sql, params, options) => {
          touched ||= mayWriteCatalogue(sql);
          return tx.query(sql, params, options);
        },
        exec: (sql) => {
          touched = true;
          return tx.exec(sql);
        },
      });
      return db
        .transaction((tx) => fn(watched(tx)))
        .finally(() => {
          if (touched) bump();
        });
    },
    writes: () => writes,
  };
}
