import { mkdirSync, openAsBlob } from 'node:fs';
import { join } from 'node:path';
import { lockDataDir } from './data-dir-lock';
import type { Db } from './db';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export interface DbOptions {
  databaseUrl?: string;
  /** PGlite data lives in `<dataDir>/pglite`; `memory` keeps it in memory (tests). */
  dataDir: string | 'memory';
}

/** Opens PostgreSQL when a URL is given, PGlite otherwise, and brings the schema up to date. */
export async function openDatabase(options: DbOptions): Promise<Db> {
  let db: Db;
  if (options.databaseUrl) {
    db = await openPostgres(options.databaseUrl);
  } else if (options.dataDir === 'memory') {
    // Tests: a tarball of the migrated schema, made once per run (test/database-template.ts), spares
    // each test database PGlite's initdb; the migrations below then find nothing to do.
    const template = process.env.BAOBAB_TEST_PGLITE_TEMPLATE;
    db = await openPglite(undefined, template ? await openAsBlob(template) : undefined);
  } else {
    const dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    const unlock = lockDataDir(options.dataDir);
    const pglite = await openPglite(dir).catch((error: unknown) => {
      unlock();
      throw error;
    });
    db = { ...pglite, close: () => pglite.close().finally(unlock) };
  }
  await migrate(db);
  return db;
}
