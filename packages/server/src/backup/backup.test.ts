import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
import { BadBackupError, MANIFEST_FILE } from './manifest';
import { restoreBackup } from './restore';
import { takeBackup } from './take-backup';
import { verifyBackup } from './verify';

let t: FileBackedTestApp;
let scratch: string;
beforeAll(async () => {
  t = await createFileBackedTestApp();
  scratch = await mkdtemp(join(tmpdir(), 'baobab-backup-test-'));
});
afterAll(async () => {
  await t.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('backup, verify, restore', () => {
  it('backs up rows and files, verifies, restores into an empty place only', async () => {
    const company = await insertCompany(t.services.db);
    const job = await insertJob(t.services.db, company.id);
    const who = await t.candidate();
    expect((await applyAs(t, who, { jobSlug: job.slug, cv: filePart(pdfBytes()) })).statusCode).toBe(201);
    const root = join(scratch, 'backups');
    const { path, manifest } = await takeBackup(t.services, root);
    expect(manifest.tables.applications).toBe(1);
    expect(manifest.files.entries).toHaveLength(1);
    expect(await readdir(root)).toEqual([path.split('/').at(-1)]);
    const report = await verifyBackup(path, t.services.config.databaseUrl);
    expect(report.files).toBe(1);

    // Restored into a fresh data directory: a server on it serves the same rows and the CV.
    const target = join(scratch, 'restored');
    await restoreBackup(path, { dataDir: target });
    await expect(restoreBackup(path, { dataDir: target })).rejects.toThrow(/not empty/);

    // A backup missing a file, or with one changed, is refused before anything is written.
    const broken = join(scratch, 'broken');
    await writeFile(join(path, 'files', manifest.files.entries[0]?.key ?? ''), 'changed');
    await expect(restoreBackup(path, { dataDir: broken })).rejects.toThrow(BadBackupError);
    await expect(restoreBackup(path, { dataDir: broken })).rejects.toThrow(/corrupt: files\//);
    await rm(join(path, MANIFEST_FILE));
    await expect(verifyBackup(path)).rejects.toThrow(/no manifest.json: it is no backup, or a partial one/);
    expect(await readdir(broken).catch(() => [])).toEqual([]);
  }, 240_000);
});
