import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import type { RestoreTarget } from '../src/backup/restore';

/**
 * An empty place to restore a backup into, under `scratch`: a data directory, and on the
 * PostgreSQL pass (TEST_DATABASE_URL) an empty database too, dropped by `drop`.
 */
export async function emptyRestoreTarget(
  scratch: string,
  name: string,
): Promise<RestoreTarget & { drop(): Promise<void> }> {
  const dataDir = join(scratch, name);
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return { dataDir, drop: async () => undefined };
  const database = `baobab_restore_${randomBytes(6).toString('hex')}`;
  const sql = async (text: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  await sql(`create database ${database}`);
  const url = new URL(admin);
  url.pathname = `/${database}`;
  return { dataDir, databaseUrl: url.href, drop: () => sql(`drop database if exists ${database} with (force)`) };
}
