import { createReadStream, openAsBlob } from 'node:fs';
import { copyFile, mkdir, readdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Db } from '../db/db';
import { MIGRATIONS } from '../db/migrations/index';
import { openDatabase } from '../db/open';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { openBlobStore, storageUrl } from '../storage/open-store';
import { checkBackup, type Manifest } from './manifest';
import { pgRestore } from './pg-tools';
import { countRows } from './snapshot';
import { filesInDatabase } from './take-backup';

/** Where a backup goes: the configuration a server would start with (README, configuration). */
export interface RestoreTarget {
  databaseUrl?: string;
  /** Absolute path (PGlite's data, the default file store, images). */
  dataDir: string;
  storageUrl?: string;
}

/** The restored database's rows per table, before migrating, against the manifest's; throws on a difference. */
function compareCounts(manifest: Manifest, restored: Record<string, number>) {
  const differ = Object.entries(manifest.tables).filter(([table, n]) => restored[table] !== n);
  if (differ.length) {
    const list = differ.map(([table, n]) => `${table} ${restored[table] ?? 'missing'} instead of ${n}`).join(', ');
    throw new Error(`the restored database differs from the backup's manifest: ${list}`);
  }
}

/** PGlite: the tarball into an empty `<dataDir>/pglite` (removed again if anything fails). */
async function restorePglite(backupDir: string, manifest: Manifest, dataDir: string) {
  const dir = join(dataDir, 'pglite');
  if ((await readdir(dir).catch(() => [])).length) {
    throw new Error(`${dir} is not empty: restore into an empty data directory`);
  }
  await mkdir(dir, { recursive: true });
  try {
    const db = await openPglite(dir, await openAsBlob(join(backupDir, manifest.database.file)));
    try {
      compareCounts(manifest, await countRows(db));
    } finally {
      await db.close();
    }
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

async function isEmptyDatabase(db: Db): Promise<boolean> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
      where s.nspname = current_schema() and c.relkind in ('r', 'p', 'v', 'm', 'S')`,
  );
  return row?.n === 0;
}

/** PostgreSQL: pg_restore in one transaction into an empty database. */
async function restorePostgres(backupDir: string, manifest: Manifest, url: string) {
  const db = await openPostgres(url, 1);
  try {
    if (!(await isEmptyDatabase(db))) {
      throw new Error('the database of DATABASE_URL is not empty: restore into an empty database');
    }
    await pgRestore(db, url, join(backupDir, manifest.database.file));
    compareCounts(manifest, await countRows(db));
  } finally {
    await db.close();
  }
}

/**
 * Restores a backup into an empty target, after checking every file of it against its manifest,
 * then migrates it to this version's schema and puts its files into the target's store.
 * Answers the manifest and the migrations applied.
 */
export async function restoreBackup(
  backupDir: string,
  target: RestoreTarget,
): Promise<{ manifest: Manifest; migrated: number[] }> {
  const manifest = await checkBackup(backupDir);
  const latest = Math.max(...MIGRATIONS.map((m) => m.version));
  if (manifest.database.schemaVersion > latest) {
    throw new Error(
      `this backup has schema version ${manifest.database.schemaVersion}; this build knows up to ${latest}: restore it with a newer Baobab`,
    );
  }
  if (manifest.database.kind === 'postgres' && !target.databaseUrl) {
    throw new Error('this backup is of a PostgreSQL database: set DATABASE_URL to an empty database');
  }
  if (manifest.database.kind === 'pglite' && target.databaseUrl) {
    throw new Error('this backup is of an embedded (PGlite) database: unset DATABASE_URL and set an empty DATA_DIR');
  }
  if (manifest.files.inDatabase && !filesInDatabase(target)) {
    throw new Error('this backup keeps its files in the database: restore with STORAGE_URL=postgres:');
  }
  if (target.databaseUrl) await restorePostgres(backupDir, manifest, target.databaseUrl);
  else await restorePglite(backupDir, manifest, target.dataDir);

  const before = new Set(MIGRATIONS.filter((m) => m.version <= manifest.database.schemaVersion).map((m) => m.version));
  const db = await openDatabase(target);
  try {
    if (!manifest.files.inDatabase) {
      const store = await openBlobStore(storageUrl(target), db);
      try {
        for (const { key } of manifest.files.entries) {
          await store.put(key, createReadStream(join(backupDir, 'files', key)));
        }
      } finally {
        await store.close();
      }
    }
    for (const { path } of manifest.images) {
      const to = join(target.dataDir, 'images', path);
      await mkdir(dirname(to), { recursive: true });
      await copyFile(join(backupDir, 'images', path), to);
    }
  } finally {
    await db.close();
  }
  return { manifest, migrated: MIGRATIONS.map((m) => m.version).filter((v) => !before.has(v)) };
}
