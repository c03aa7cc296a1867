/** How a query is sent. */
export interface QueryOptions {
  /**
   * PostgreSQL: as a prepared statement (named by its text), planned once per connection rather
   * than at every call. For hot queries of fixed text whose best plan does not depend on their
   * parameters (a lookup by key): a generic plan of a query over skewed values could be worse than
   * the one planned for each call. PGlite plans each query anyway: it ignores this.
   */
  prepared?: boolean;
}

/** The one database interface the server uses, over PGlite (embedded) or PostgreSQL. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
  close(): Promise<void>;
  /**
   * Calls `onNotice` for each notice on `channel` (pg_notify, at the writer's commit) until the
   * answered function is called. PostgreSQL: a connection of its own, reopened when it drops
   * (`onNotice` is called then too: notices may have been missed); PGlite: its own process's notices.
   */
  listen(channel: string, onNotice: () => void): Promise<() => Promise<void>>;
  /**
   * PGlite only: runs `read`, then dumps the data directory as a gzipped tarball, with no other
   * statement in between, so what `read` saw is what the tarball holds (backup/).
   */
  snapshot?<R>(read: (q: Queryable) => Promise<R>): Promise<{ read: R; tarball: Blob }>;
}

export async function one<T>(
  q: Queryable,
  sql: string,
  params?: readonly unknown[],
  options?: QueryOptions,
): Promise<T | undefined> {
  const rows = await q.query<T>(sql, params, options);
  return rows[0];
}
