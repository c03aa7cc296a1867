import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../db/open';
import { openBlobStore, storageUrl } from '../storage/open-store';
import { hashStream, type Manifest, readManifest } from './manifest';
import { type RestoreTarget, restoreBackup } from './restore';

/** A throwaway PostgreSQL database beside the one of `adminUrl`, dropped by `drop`. */
async function throwawayDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `baobab_verify_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

export interface VerifyReport {
  manifest: Manifest;
  migrated: number[];
  files: number;
}

/**
 * Restores the backup into a throwaway place (a temporary data directory, and for a PostgreSQL
 * backup a temporary database on the server of `databaseUrl`), compares its rows per table and
 * every file's sha256 with the manifest, and removes it all again. Throws on any difference.
 */
export async function verifyBackup(backupDir: string, databaseUrl?: string): Promise<VerifyReport> {
  const manifest = await readManifest(backupDir);
  if (manifest.database.kind === 'postgres' && !databaseUrl) {
    throw new Error('verifying a PostgreSQL backup needs DATABASE_URL: a server to restore a throwaway copy on');
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'baobab-verify-'));
  const database = manifest.database.kind === 'postgres' ? await throwawayDatabase(databaseUrl ?? '') : undefined;
  try {
    const target: RestoreTarget = {
      dataDir,
      databaseUrl: database?.url,
      storageUrl: manifest.files.inDatabase ? 'postgres:' : pathToFileURL(join(dataDir, 'storage')).href,
    };
    const { migrated } = await restoreBackup(backupDir, target);
    const db = await openDatabase(target);
    const store = await openBlobStore(storageUrl(target), db);
    try {
      for (const entry of manifest.files.entries) {
        const got = await hashStream((await store.get(entry.key)).stream);
        if (got.sha256 !== entry.sha256) throw new Error(`restored file ${entry.key} differs from the backup's`);
      }
    } finally {
      await store.close();
      await db.close();
    }
    return { manifest, migrated, files: manifest.files.entries.length };
  } finally {
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
