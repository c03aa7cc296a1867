import { appendFile, mkdir, mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyAs,
  createFileBackedTestApp,
  type FileBackedTestApp,
  filePart,
  insertCompany,
  insertJob,
  pdfBytes,
} from '../../test/fixtures';
import { emptyRestoreTarget } from '../../test/restore-target';
import { BACKUP_FILES_LOCK } from '../storage/storage';
import { listBackups } from './backup-dir';
import { BadBackupError, MANIFEST_FILE } from './manifest';
import { restoreBackup } from './restore';
import { backupIfDue } from './schedule';
import { takeBackup } from './take-backup';
import { verifyBackup } from './verify';

let t: FileBackedTestApp;
let scratch: string;
const dropLater: Array<() => Promise<void>> = [];
beforeAll(async () => {
  t = await createFileBackedTestApp();
  scratch = await mkdtemp(join(tmpdir(), 'baobab-backup-test-'));
});
afterAll(async () => {
  await t.close();
  for (const drop of dropLater) await drop();
  await rm(scratch, { recursive: true, force: true });
});

const emptyTarget = async (name: string) => {
  const target = await emptyRestoreTarget(scratch, name);
  dropLater.push(target.drop);
  return target;
};

describe('backup, verify, restore', () => {
  it('backs up rows and files, verifies, restores into an empty place only, refuses a corrupt or partial backup', async () => {
    const company = await insertCompany(t.services.db);
    const job = await insertJob(t.services.db, company.id);
    const who = await t.candidate();
    expect((await applyAs(t, who, { jobSlug: job.slug, cv: filePart(pdfBytes()) })).statusCode).toBe(201);
    const root = join(scratch, 'backups');
    const { path, manifest } = await takeBackup(t.services, root);
    expect(manifest.database.kind).toBe(t.services.db.kind);
    expect(manifest.tables.applications).toBe(1);
    expect(manifest.files.entries).toHaveLength(1);
    expect(manifest.files.inDatabase).toBe(t.services.db.kind === 'postgres');
    expect(await readdir(root)).toEqual([path.split('/').at(-1)]);
    expect((await verifyBackup(path, t.services.config.databaseUrl)).files).toBe(1);

    const target = await emptyTarget('restored');
    await restoreBackup(path, target);
    await expect(restoreBackup(path, target)).rejects.toThrow(/not empty/);

    // A changed byte, or a missing manifest, is refused before anything is written.
    const broken = await emptyTarget('broken');
    await appendFile(join(path, manifest.database.file), 'x');
    await expect(restoreBackup(path, broken)).rejects.toThrow(BadBackupError);
    await expect(restoreBackup(path, broken)).rejects.toThrow(/is corrupt: database\.(tar\.gz|pgdump) does not match/);
    await rm(join(path, MANIFEST_FILE));
    await expect(restoreBackup(path, broken)).rejects.toThrow(/no manifest.json: it is no backup, or a partial one/);
    expect(await readdir(broken.dataDir).catch(() => [])).toEqual([]);
  }, 240_000);

  it('holds file deletions while a backup copies its files', async () => {
    const key = await t.services.storage.putPending(Readable.from([Buffer.from('%PDF-1.4 held')]));
    const release = t.services.storage.holdDeletions();
    await t.services.storage.settle([key]);
    await t.services.storage.sweep();
    expect(await t.services.storage.store.exists(key)).toBe(true);
    release();
    await t.services.storage.sweep();
    expect(await t.services.storage.store.exists(key)).toBe(false);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, no node deletes a file while a backup holds the lock',
    async () => {
      const key = await t.services.storage.putPending(Readable.from([Buffer.from('%PDF-1.4 held by another node')]));
      const backupSession = new pg.Client({ connectionString: t.services.config.databaseUrl });
      await backupSession.connect();
      try {
        await backupSession.query('select pg_advisory_lock($1)', [BACKUP_FILES_LOCK]);
        await t.services.storage.settle([key]);
        await t.services.storage.sweep();
        expect(await t.services.storage.store.exists(key)).toBe(true);
      } finally {
        await backupSession.end();
      }
      await t.services.storage.sweep();
      expect(await t.services.storage.store.exists(key)).toBe(false);
    },
  );

  it('schedules: a backup when the newest is older than BACKUP_EVERY_HOURS, the newest BACKUP_KEEP kept', async () => {
    const dir = join(scratch, 'scheduled');
    const services = { ...t.services, config: { ...t.services.config, backup: { dir, everyHours: 24, keep: 2 } } };
    const hours = (n: number) => new Date(Date.now() + n * 3_600_000);
    await backupIfDue(services, t.app.log, hours(0));
    await backupIfDue(services, t.app.log, hours(1));
    expect(await listBackups(dir)).toHaveLength(1);
    await mkdir(join(dir, '.partial-deadbeef'));
    await utimes(join(dir, '.partial-deadbeef'), hours(-48), hours(-48));
    await mkdir(join(dir, '.partial-underway'));
    await utimes(join(dir, '.partial-underway'), hours(50), hours(50));
    await new Promise((resolve) => setTimeout(resolve, 1100)); // backup names are to the second
    await backupIfDue(services, t.app.log, hours(25));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await backupIfDue(services, t.app.log, hours(50));
    const kept = await listBackups(dir);
    expect(kept).toHaveLength(2);
    expect((await readdir(dir)).sort()).toEqual(['.partial-underway', ...kept]);
  }, 240_000);
});
