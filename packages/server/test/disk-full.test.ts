import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBackups } from '../src/backup/backup-dir';
import { checkBackup } from '../src/backup/manifest';
import { takeBackup } from '../src/backup/take-backup';
import { applyAs, filePart, insertCompany, insertJob, pdfBytes } from './fixtures';
import { createTestApp, type TestApp } from './harness';

/**
 * A full disk, for real: a small tmpfs holds the uploaded files (then the backups). Mounting
 * needs root (or CAP_SYS_ADMIN); elsewhere these tests are skipped, saying why.
 */
let scratch: string;
let volume: string;
let mountRefused: string | undefined;
let t: TestApp;

function mount(size: string) {
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', volume], { stdio: 'pipe' });
}

/** Fills the volume until fewer than `leave` bytes are free; answers the filler's path. */
function fill(leave: number): string {
  const { bavail, bsize } = statfsSync(volume);
  const filler = join(volume, 'filler');
  writeFileSync(filler, Buffer.alloc(Math.max(0, bavail * bsize - leave)));
  return filler;
}

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'baobab-disk-full-'));
  volume = join(scratch, 'volume');
  execFileSync('mkdir', ['-p', volume]);
  try {
    mount('16m');
  } catch (error) {
    mountRefused = `cannot mount a tmpfs here (${String((error as { stderr?: Buffer }).stderr ?? error).trim()}): run as root`;
    return;
  }
  t = await createTestApp({ DATA_DIR: join(scratch, 'data'), STORAGE_URL: pathToFileURL(join(volume, 'files')).href });
}, 120_000);
afterAll(async () => {
  await t?.close();
  if (!mountRefused) execFileSync('umount', [volume]);
  rmSync(scratch, { recursive: true, force: true });
});

const cv = (kilobytes: number) => filePart(Buffer.concat([pdfBytes(), Buffer.alloc(kilobytes * 1024, '%')]));

describe('the disk holding uploaded files fills up', () => {
  it('answers 507 in the candidate language, stores nothing, keeps serving, recovers', async (ctx) => {
    if (mountRefused) return ctx.skip(mountRefused);
    const company = await insertCompany(t.services.db);
    const job = await insertJob(t.services.db, company.id);
    const early = await t.candidate();
    expect((await applyAs(t, early, { jobSlug: job.slug, cv: cv(10) })).statusCode).toBe(201);

    const filler = fill(64 * 1024);
    const rows = async () =>
      (await t.services.db.query<{ n: number }>('select count(*)::int as n from documents'))[0]?.n;
    const late = await t.candidate();
    for (const [lang, message] of [
      ['fr', /Nous ne pouvons pas enregistrer votre fichier/],
      ['en', /We cannot store your file at the moment/],
    ] as const) {
      const refused = await applyAs(t, late, { jobSlug: job.slug, cv: cv(400) }, lang);
      expect(refused.statusCode).toBe(507);
      expect(refused.json()).toEqual({ code: 'STORAGE_FULL', message: expect.stringMatching(message) });
    }
    // Nothing half-stored: no row, no journal entry, no part of a file.
    expect(await rows()).toBe(1);
    expect(await t.services.db.query('select key from pending_files')).toEqual([]);
    expect(readdirSync(join(volume, 'files', 'incoming'))).toEqual([]);
    // Reads are still served, the earlier CV included.
    expect((await t.app.inject({ method: 'GET', url: `/api/jobs/${job.slug}` })).statusCode).toBe(200);
    const [doc] = await t.services.db.query<{ id: string }>('select id from documents');
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${doc?.id}/download`,
      headers: early.headers,
    });
    expect(download.statusCode).toBe(200);

    // Space comes back: the same candidate's application goes through.
    rmSync(filler);
    expect((await applyAs(t, late, { jobSlug: job.slug, cv: cv(400) })).statusCode).toBe(201);
    expect(await rows()).toBe(2);
  }, 120_000);
});

describe('the disk holding the backups fills up', () => {
  it('leaves no complete-looking backup and the previous one intact; the next backup works once space returns', async (ctx) => {
    if (mountRefused) return ctx.skip(mountRefused);
    const backups = join(volume, 'backups');
    const first = await takeBackup(t.services, backups);
    const filler = fill(first.manifest.database.bytes / 2);
    // PGlite's dump written by this process (ENOSPC), or pg_dump's file ("No space left on device").
    await expect(takeBackup(t.services, backups)).rejects.toThrow(/ENOSPC|no space left/i);
    // Only the first backup, whole; the partial one was removed.
    expect(readdirSync(backups)).toEqual([first.path.split('/').at(-1)]);
    await checkBackup(first.path);
    rmSync(filler);
    await takeBackup(t.services, backups);
    expect(await listBackups(backups)).toHaveLength(2);
  }, 120_000);
});
