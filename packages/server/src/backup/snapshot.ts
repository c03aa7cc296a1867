import type { Queryable } from '../db/db';
import { OWNED_KEYS } from '../storage/storage';

/** What a backup records of its database snapshot, read in the snapshot itself. */
export interface SnapshotFacts {
  tables: Record<string, number>;
  /** Every stored file a row names. */
  keys: string[];
  schemaVersion: number;
}

/**
 * The application's tables whose rows a backup keeps: unlogged ones (rate_limits: counters of the
 * last minutes) come back empty from a restore, as from a crash, so they are left out.
 */
export async function tableNames(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind = 'r' and c.relpersistence = 'p' order by 1`,
  );
  return rows.map((r) => r.name);
}

export async function countRows(q: Queryable): Promise<Record<string, number>> {
  const tables: Record<string, number> = {};
  for (const name of await tableNames(q)) {
    const [row] = await q.query<{ n: number }>(`select count(*)::int as n from "${name}"`);
    tables[name] = row?.n ?? 0;
  }
  return tables;
}

export async function schemaVersion(q: Queryable): Promise<number> {
  const [row] = await q.query<{ version: number | null }>('select max(version) as version from schema_migrations');
  return row?.version ?? 0;
}

export async function readSnapshotFacts(q: Queryable): Promise<SnapshotFacts> {
  const keys = await q.query<{ storage_key: string }>(`select distinct storage_key from ${OWNED_KEYS} o order by 1`);
  return {
    tables: await countRows(q),
    keys: keys.map((r) => r.storage_key),
    schemaVersion: await schemaVersion(q),
  };
}
