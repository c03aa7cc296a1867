import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import type { Config } from '../config';
import type { Db, Queryable } from '../db/db';
import { BACKUP_FILES_LOCK, type Storage } from '../storage/storage';
import { type BackupWriter, startBackup } from './backup-dir';
import { BACKUP_FORMAT, type HashedFile, hashStream, type Manifest } from './manifest';
import { pgDump } from './pg-tools';
import { readSnapshotFacts, type SnapshotFacts } from './snapshot';

export interface BackupSources {
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'storageUrl'>;
  db: Db;
  storage: Storage;
}

/** Whether uploaded files live in the database (then the dump holds them): storage/open-store.ts's rule. */
export function filesInDatabase(config: { databaseUrl?: string; storageUrl?: string }): boolean {
  const url = config.storageUrl ?? (config.databaseUrl ? 'postgres:' : 'file:');
  return /^postgres(ql)?:/.test(url);
}

interface DatabaseDump {
  facts: SnapshotFacts;
  file: Manifest['database']['file'];
  hashed: HashedFile;
  /** Ends the hold on file deletions, once the files are copied. */
  release(): Promise<void>;
}

/** PGlite: the facts and the data directory's tarball, taken with nothing in between (db/pglite.ts). */
async function dumpPglite(sources: BackupSources, writer: BackupWriter): Promise<DatabaseDump> {
  const { db, storage } = sources;
  if (!db.snapshot) throw new Error('this database cannot be dumped from this process');
  const release = storage.holdDeletions();
  try {
    const { read, tarball } = await db.snapshot(readSnapshotFacts);
    const hashed = await writer.write('database.tar.gz', Readable.fromWeb(tarball.stream() as never));
    return { facts: read, file: 'database.tar.gz', hashed, release: async () => release() };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * PostgreSQL: one repeatable-read transaction exports its snapshot to pg_dump and reads the facts
 * in it, so dump and manifest describe the same instant; the session holds BACKUP_FILES_LOCK
 * (taken first: deletions under way finish) until the files are copied.
 */
async function dumpPostgres(url: string, writer: BackupWriter): Promise<DatabaseDump> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const q: Queryable = {
    query: async (sql, params) => (await client.query(sql, params as unknown[])).rows,
    exec: async (sql) => void (await client.query(sql)),
  };
  try {
    await client.query('select pg_advisory_lock($1)', [BACKUP_FILES_LOCK]);
    await client.query('begin transaction isolation level repeatable read read only');
    const [{ id }] = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows as [{ id: string }];
    const facts = await readSnapshotFacts(q);
    await pgDump(q, url, id, join(writer.path, 'database.pgdump'));
    await client.query('commit');
    const hashed = await writer.seal('database.pgdump');
    return { facts, file: 'database.pgdump', hashed, release: () => client.end() };
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
}

async function* walk(dir: string): AsyncGenerator<string> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes a consistent backup of the database and its files into `root` while the server keeps
 * serving (docs/deploy.md, Backups); answers the complete backup's path and manifest. A failure at
 * any point (a full disk, a killed process) leaves no complete-looking backup.
 */
export async function takeBackup(sources: BackupSources, root: string): Promise<{ path: string; manifest: Manifest }> {
  const { config, db, storage } = sources;
  const takenAt = new Date();
  const writer = await startBackup(root, takenAt);
  let release: (() => Promise<void>) | undefined;
  try {
    const dump =
      db.kind === 'pglite' ? await dumpPglite(sources, writer) : await dumpPostgres(config.databaseUrl ?? '', writer);
    release = dump.release;
    const inDatabase = filesInDatabase(config);
    const entries: Manifest['files']['entries'] = [];
    for (const key of dump.facts.keys) {
      const { stream } = await storage.store.get(key);
      const hashed = inDatabase ? await hashStream(stream) : await writer.write(`files/${key}`, stream);
      entries.push({ key, ...hashed });
    }
    await release();
    release = undefined;
    const images: Manifest['images'] = [];
    if (config.dataDir !== 'memory') {
      const imagesDir = join(config.dataDir, 'images');
      for await (const path of walk(imagesDir)) {
        const rel = relative(imagesDir, path);
        images.push({ path: rel, ...(await writer.write(`images/${rel}`, createReadStream(path))) });
      }
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      takenAt: takenAt.toISOString(),
      finishedAt: new Date().toISOString(),
      database: { kind: db.kind, file: dump.file, schemaVersion: dump.facts.schemaVersion, ...dump.hashed },
      tables: dump.facts.tables,
      files: { inDatabase, entries },
      images,
    };
    return { path: await writer.finish(manifest), manifest };
  } catch (error) {
    await release?.().catch(() => undefined);
    await writer.abandon().catch(() => undefined);
    throw error;
  }
}
