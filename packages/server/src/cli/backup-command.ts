import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Manifest } from '../backup/manifest';
import { restoreBackup } from '../backup/restore';
import { takeBackup } from '../backup/take-backup';
import { verifyBackup } from '../backup/verify';
import type { Config } from '../config';
import { lockHolder } from '../db/data-dir-lock';
import { openDatabase } from '../db/open';
import { openBlobStore, storageUrl } from '../storage/open-store';
import { createStorage } from '../storage/storage';
import { askRunningServer } from './admin-socket';

export const BACKUP_USAGE = `  backup [--to DIR]   a consistent backup while the server runs (DIR: BACKUP_DIR by default)
  restore <backup>    restore a backup into an empty DATA_DIR or DATABASE_URL, then migrate it
  verify <backup>     restore a backup into a throwaway place and compare it with its manifest`;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function summary(manifest: Manifest): string {
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  const fileBytes = manifest.files.entries.reduce((sum, f) => sum + f.bytes, 0);
  return `${manifest.database.kind} schema ${manifest.database.schemaVersion}, ${rows} rows in ${Object.keys(manifest.tables).length} tables (database ${megabytes(manifest.database.bytes)}), ${manifest.files.entries.length} files (${megabytes(fileBytes)}), taken at ${manifest.takenAt}`;
}

/**
 * With PGlite and a server running on DATA_DIR, the server takes the dump (it owns the database;
 * cli/admin-socket.ts); otherwise this process opens the database itself.
 */
async function backup(config: Config, args: string[], print: (line: string) => void) {
  const { values } = parseArgs({ args, options: { to: { type: 'string' } } });
  const to = values.to ?? config.backup.dir;
  if (!to) throw new Error('give --to DIR or set BACKUP_DIR');
  const root = resolve(to);
  const started = Date.now();
  const embedded = !config.databaseUrl && config.dataDir !== 'memory';
  let result: Awaited<ReturnType<typeof takeBackup>>;
  if (embedded && lockHolder(config.dataDir)) {
    result = await askRunningServer<typeof result>(config.dataDir, 'backup', { to: root }).catch((error: Error) => {
      throw new Error(`the running server could not take the backup: ${error.message}`);
    });
  } else {
    const db = await openDatabase(config);
    const storage = createStorage(db, await openBlobStore(storageUrl(config), db));
    try {
      result = await takeBackup({ config, db, storage }, root);
    } finally {
      await storage.close();
      await db.close();
    }
  }
  print(`backup written to ${result.path} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  print(summary(result.manifest));
}

export async function backupCommand(
  command: 'backup' | 'restore' | 'verify',
  config: Config,
  args: string[],
  print: (line: string) => void = console.log,
) {
  if (command === 'backup') return backup(config, args, print);
  const [path] = args;
  if (!path) throw new Error(`usage: baobab ${command} <backup directory>`);
  if (command === 'restore') {
    if (config.dataDir === 'memory') throw new Error('set DATA_DIR to the (empty) data directory to restore into');
    const { manifest, migrated } = await restoreBackup(resolve(path), config);
    print(`restored ${summary(manifest)}`);
    if (migrated.length) print(`migrated to schema ${migrated.at(-1)} (applied ${migrated.join(', ')})`);
    return;
  }
  const report = await verifyBackup(resolve(path), config.databaseUrl);
  print(`verified: ${summary(report.manifest)}; every row count and file hash matches`);
}
