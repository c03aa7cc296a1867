import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';

/**
 * Where test databases start from (vitest globalSetup, once per run): the schema the migrations
 * build, made here from scratch and copied for each test file, which then skips PGlite's initdb
 * (seconds of one core) and the 25 migrations. open.ts and harness.ts read these variables;
 * db/migrate.test.ts still migrates an empty database on both.
 */
export const PGLITE_TEMPLATE = 'BAOBAB_TEST_PGLITE_TEMPLATE';
export const POSTGRES_TEMPLATE = 'BAOBAB_TEST_POSTGRES_TEMPLATE';

async function adminQuery(admin: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

export default async function setup(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'baobab-template-'));
  const pglite = await openPglite(undefined);
  await migrate(pglite);
  const snapshot = await pglite.snapshot?.(async () => undefined);
  await pglite.close();
  if (!snapshot) throw new Error('PGlite takes no snapshot');
  // Stored plain: a test's PGlite loads an uncompressed tarball in half the time.
  const file = join(dir, 'pglite.tar');
  writeFileSync(file, gunzipSync(Buffer.from(await snapshot.tarball.arrayBuffer())));
  process.env[PGLITE_TEMPLATE] = file;

  const admin = process.env.TEST_DATABASE_URL;
  const name = `baobab_test_template_${randomUUID().replaceAll('-', '')}`;
  if (admin) {
    await adminQuery(admin, `create database ${name}`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    const db = await openPostgres(url.href, 1);
    await migrate(db).finally(() => db.close());
    process.env[POSTGRES_TEMPLATE] = name;
  }
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (admin) await adminQuery(admin, `drop database if exists ${name} with (force)`);
  };
}
