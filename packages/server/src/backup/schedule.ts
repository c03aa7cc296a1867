import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../services';
import { onOneNode } from '../tasks/one-node';
import { listBackups } from './backup-dir';
import { PARTIAL_PREFIX } from './manifest';
import { takeBackup } from './take-backup';

/** Distinct from the other advisory locks (db/migrate.ts, tasks/one-node.ts, storage/storage.ts). */
const SCHEDULED_BACKUP_LOCK = 72_616_004;
/** The scheduler ticks hourly: a backup taken a little less than BACKUP_EVERY_HOURS ago is due at this tick. */
const DUE_SLACK_MS = 10 * 60 * 1000;
/** A partial backup this old was left by a killed process (a live one finishes or removes its own). */
const STALE_PARTIAL_MS = 24 * 60 * 60 * 1000;

/**
 * Takes a backup into `root`, one at a time per process: a backup asked for through the admin
 * socket and a scheduled one wait for each other (each holds a whole dump in memory on PGlite).
 */
export function backupNow(services: Services, root: string): ReturnType<typeof takeBackup> {
  const next = services.backups.running.then(
    () => takeBackup(services, root),
    () => takeBackup(services, root),
  );
  services.backups.running = next.catch(() => undefined);
  return next;
}

/** The time in a backup's name (`baobab-20260101T000000Z-…`). */
const takenAt = (name: string) =>
  Date.parse(name.slice(7, 23).replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));

/** Deletes all but the newest `keep` complete backups, and partial ones left long ago by a killed process. */
export async function pruneBackups(root: string, keep: number, now = new Date()): Promise<string[]> {
  const backups = await listBackups(root);
  const removed = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of await readdir(root)) {
    if (!name.startsWith(PARTIAL_PREFIX)) continue;
    const { mtimeMs } = await stat(join(root, name));
    if (now.getTime() - mtimeMs > STALE_PARTIAL_MS) removed.push(name);
  }
  for (const name of removed) await rm(join(root, name), { recursive: true, force: true });
  return removed;
}

/**
 * The scheduled backup (BACKUP_DIR, BACKUP_EVERY_HOURS, BACKUP_KEEP): at a tick, when the newest
 * backup in BACKUP_DIR is older than the interval, one node takes one and prunes the old ones.
 */
export async function backupIfDue(services: Services, log: FastifyBaseLogger, now = new Date()): Promise<void> {
  const { dir, everyHours, keep } = services.config.backup;
  if (!dir || !everyHours) return;
  await onOneNode(
    services.db,
    async () => {
      const newest = (await listBackups(dir)).at(-1);
      if (newest && now.getTime() - takenAt(newest) < everyHours * 3_600_000 - DUE_SLACK_MS) return;
      const started = Date.now();
      const { path, manifest } = await backupNow(services, dir);
      const removed = await pruneBackups(dir, keep, now);
      log.info(
        {
          path,
          bytes: manifest.database.bytes,
          files: manifest.files.entries.length,
          ms: Date.now() - started,
          removed,
        },
        'scheduled backup written',
      );
    },
    SCHEDULED_BACKUP_LOCK,
  );
}
