import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase, createTestDatabase } from '../../test/harness';
import type { Db } from './db';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations/index';

/** Everything the migrations define in the public schema, in an order that does not depend on how it was made. */
async function schemaOf(db: Db): Promise<unknown[]> {
  const parts = await Promise.all([
    db.query(
      `select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
       where table_schema = 'public' order by table_name, column_name`,
    ),
    db.query(`select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`),
    db.query(
      `select conrelid::regclass::text as tab, conname, pg_get_constraintdef(oid) as def from pg_constraint
       where connamespace = 'public'::regnamespace order by conrelid::regclass::text, conname`,
    ),
    db.query(
      `select tgrelid::regclass::text as tab, tgname, pg_get_triggerdef(oid) as def from pg_trigger
       where not tgisinternal order by tgrelid::regclass::text, tgname`,
    ),
    db.query(
      `select proname, pg_get_function_identity_arguments(oid) as args, md5(prosrc) as body from pg_proc
       where pronamespace = 'public'::regnamespace order by proname, args`,
    ),
    db.query(`select extname from pg_extension order by extname`),
    db.query(`select version, name from schema_migrations order by version`),
  ]);
  return parts;
}

// Test databases are copies of a template migrated once per run (test/database-template.ts): here
// the migrations run on an empty database, on PGlite and (TEST_DATABASE_URL) on PostgreSQL.
describe('migrations from scratch', () => {
  let empty: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let copy: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    [empty, copy] = await Promise.all([createEmptyDatabase(), createTestDatabase()]);
  });
  afterAll(async () => {
    await Promise.all([empty?.close(), copy?.close()]);
  });

  it('apply every migration in order to an empty database, and build the schema test databases start with', async () => {
    expect(await migrate(empty.db)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(await schemaOf(empty.db)).toEqual(await schemaOf(copy.db));
    expect(await migrate(empty.db)).toEqual([]);
  });
});
