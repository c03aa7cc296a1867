import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Db, Queryable } from './db';

const turn = () => nextTurn();

/**
 * PGlite is one connection in one process (docs/architecture.md, Known pitfalls): every query and transaction goes
 * through one promise chain, so a query never interleaves with another one's transaction.
 */
export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Db> {
  const pg = await PGlite.create({
    dataDir,
    // A backup's tarball (backup/restore.ts), into an empty directory.
    loadDataDir,
    extensions: { pg_trgm },
    // PostgreSQL's default 128 MB of shared buffers all end up in this process's memory (WASM);
    // the data files stay in the OS page cache, and the hot answers are cached above the database
    // (features/catalogue), so an eighth of it saves ~110 MB of RSS at 100 000 jobs; search and list
    // latency measured the same with 16 MB as with 32 MB (bench-search, PGlite).
    postgresqlconf: ['shared_buffers = 16MB'],
  });
  let queue: Promise<unknown> = Promise.resolve();
  // A PGlite statement runs synchronously and settles its promise at once, so tasks queued one
  // after another ran in one chain of microtasks: Node read no socket until the queue was empty,
  // and under load the requests in hand kept it full (their next statement joined the tail). The
  // server then answered nothing for tens of seconds, not even /api/config or a cached page. Each
  // task waits for the next turn of the event loop, so I/O and requests that need no database go
  // in between.
  const serial = <R>(task: () => Promise<R>): Promise<R> => {
    const run = queue.then(turn).then(task);
    queue = run.catch(() => undefined);
    return run;
  };
  const query = async <T>(q: Pick<PGlite, 'query'>, sql: string, params?: readonly unknown[]) =>
    (await q.query<T>(sql, params as unknown[] | undefined)).rows;
  const scoped = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    // PGlite plans each query: `prepared` (QueryOptions) changes nothing here.
    query: (sql, params) => query(q, sql, params),
    exec: async (sql) => void (await q.exec(sql)),
  });

  return {
    kind: 'pglite',
    query: (sql, params) => serial(() => query(pg, sql, params)),
    exec: (sql) => serial(async () => void (await pg.exec(sql))),
    transaction: (fn) => serial(() => pg.transaction((tx) => fn(scoped(tx)))),
    close: () => serial(() => pg.close()),
    // PGlite calls back at the commit, before the writer's promise settles (a reader after it sees the change).
    async listen(channel, onNotice) {
      const stop = await serial(() => pg.listen(channel, () => onNotice()));
      return () => serial(() => stop());
    },
    snapshot: (read) =>
      serial(async () => {
        const seen = await read(scoped(pg));
        return { read: seen, tarball: await pg.dumpDataDir('gzip') };
      }),
  };
}
