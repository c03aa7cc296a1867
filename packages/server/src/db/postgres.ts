import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Db, Queryable, QueryOptions } from './db';

// Keep timestamps as Date and int8 counts as numbers, as PGlite answers them.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export async function openPostgres(connectionString: string, poolSize = 10): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 5000 });
  // A dropped server connection must not crash the process; the pool reconnects on next use.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  const query = async <T>(
    client: pg.Pool | pg.PoolClient,
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ) => {
    const values = params as unknown[] | undefined;
    const name = options?.prepared ? statementName(sql) : undefined;
    return (await client.query(name ? { name, text: sql, values } : { text: sql, values })).rows as T[];
  };

  return {
    kind: 'postgres',
    query: (sql, params, options) => query(pool, sql, params, options),
    exec: async (sql) => void (await pool.query(sql)),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const scoped: Queryable = {
          query: (sql, params, options) => query(client, sql, params, options),
          exec: async (sql) => void (await client.query(sql)),
        };
        const result = await fn(scoped);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    listen: (channel, onNotice) => listenPostgres(connectionString, channel, onNotice),
  };
}

/** Prepared statements' names by their text: few (opt-in, fixed texts), so never dropped. */
const statementNames = new Map<string, string>();

/**
 * The name of the prepared statement of `sql`, the same on every connection:
 * node-pg prepares it on a connection the first time that connection runs it, and refuses one
 * name for two texts, which a hash of the text rules out.
 */
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `baobab_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    statementNames.set(sql, name);
  }
  return name;
}

/** How long a dropped listening connection waits before it is opened again. */
const RELISTEN_MS = 1_000;

/** LISTEN on a connection outside the pool (a pooled one would lose it), reopened while not stopped. */
async function listenPostgres(connectionString: string, channel: string, onNotice: () => void) {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const open = async () => {
    const opened = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
    opened.on('notification', (notice) => {
      if (notice.channel === channel) onNotice();
    });
    // A dropped connection raises 'error', then 'end': it is reopened on 'end'.
    opened.on('error', () => undefined);
    opened.on('end', () => {
      if (client !== opened) return;
      client = undefined;
      later();
    });
    try {
      await opened.connect();
      // `channel` is one of ours (a constant), never a user's text.
      await opened.query(`listen ${channel}`);
    } catch (error) {
      await opened.end().catch(() => undefined);
      throw error;
    }
    client = opened;
  };
  const later = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      // Reopened: what changed while it was closed was never announced to it.
      open().then(onNotice, later);
    }, RELISTEN_MS);
    retry.unref();
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end();
  };
}
