import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAs, filePart, insertJob, partnerCompany, pdfBytes } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { emptyRestoreTarget } from '../../test/restore-target';
import { hashStream } from './manifest';
import { restoreBackup } from './restore';
import { backupNow } from './schedule';
import { countRows } from './snapshot';

/**
 * The restore drill (docs/deploy.md, Backups): a board with accounts, applications with CVs and
 * chat messages is backed up while candidates keep applying and writing, then restored elsewhere
 * and served. Everything acknowledged before the backup began must be there, with every file's
 * bytes; nothing the restored board holds may be half-written. PGlite with the file store (the
 * one-machine shape); on the suite's PostgreSQL pass, PostgreSQL with the files in the database.
 */
let source: TestApp;
let restored: TestApp | undefined;
let scratch: string;
let dropTarget: () => Promise<void> = async () => {};
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'baobab-drill-'));
  source = await createTestApp({ DATA_DIR: join(scratch, 'source') });
}, 120_000);
afterAll(async () => {
  await restored?.close();
  await source.close();
  await dropTarget();
  await rm(scratch, { recursive: true, force: true });
});

type Board = Awaited<ReturnType<typeof setUpBoard>>;

async function setUpBoard(t: TestApp) {
  const company = await partnerCompany(t.services.db, { name: 'Drill SA' });
  const job = await insertJob(t.services.db, company.id);
  return { company, job };
}

/** One candidate's activity: an account, an application with a CV of their own, a chat message. */
async function candidateActivity(t: TestApp, board: Board, n: number) {
  const who = await t.candidate({ email: `drill-${n}-${Date.now()}@example.com` });
  const cv = Buffer.concat([pdfBytes(), Buffer.from(`\n% candidate ${n} ${who.id}\n`)]);
  const applied = await applyAs(t, who, { jobSlug: board.job.slug, cv: filePart(cv) });
  expect(applied.statusCode).toBe(201);
  const wrote = await t.app.inject({
    method: 'POST',
    url: `/api/chat/companies/${board.company.alias}/messages`,
    headers: who.headers,
    // A client address of its own: the drill's pace depends on the machine, not on the chat's per-address cap.
    remoteAddress: `10.0.${n >> 8}.${n & 255}`,
    payload: { body: `Bonjour, candidature ${n}` },
  });
  expect(wrote.statusCode).toBe(201);
  return who.id;
}

/** What the board holds now: ids of accounts, applications, messages, and every document's file hash. */
async function holdings(t: TestApp) {
  const ids = async (table: string) =>
    (await t.services.db.query<{ id: string }>(`select id from ${table} order by id`)).map((r) => r.id);
  const files = new Map<string, string>();
  for (const { storage_key } of await t.services.db.query<{ storage_key: string }>(
    'select storage_key from documents',
  )) {
    files.set(storage_key, (await hashStream((await t.services.storage.get(storage_key)).stream)).sha256);
  }
  return {
    users: await ids('users'),
    applications: await ids('applications'),
    messages: await ids('chat_messages'),
    files,
  };
}

describe('restore drill', () => {
  it('restores everything that existed when the backup began, under load, with nothing half-written', async () => {
    const board = await setUpBoard(source);
    for (let n = 0; n < 6; n++) await candidateActivity(source, board, n);

    // Candidates keep applying and writing before the backup starts, while it runs, and after.
    let writing = true;
    let n = 100;
    let underWay = () => {};
    const threeDone = new Promise<void>((resolve) => {
      underWay = resolve;
    });
    const load = (async () => {
      let done = 0;
      while (writing || done < 3) {
        await candidateActivity(source, board, n++);
        if (n === 103) underWay();
        if (!writing) done++;
      }
    })();
    // However slow the machine: the backup starts once three candidates of the load are in.
    await Promise.race([threeDone, load]);
    const before = await holdings(source);
    const backup = await backupNow(source.services, join(scratch, 'backups'));
    writing = false;
    await load;
    const after = await holdings(source);
    expect(after.applications.length).toBeGreaterThan(before.applications.length);

    const target = await emptyRestoreTarget(scratch, 'restored');
    dropTarget = target.drop;
    await restoreBackup(backup.path, target);
    restored = await createTestApp({ DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl });
    const back = await holdings(restored);
    for (const kind of ['users', 'applications', 'messages'] as const) {
      expect(back[kind]).toEqual(expect.arrayContaining(before[kind]));
      // Nothing from after the backup was taken, nothing invented.
      expect(after[kind]).toEqual(expect.arrayContaining(back[kind]));
    }
    for (const [key, sha256] of before.files) expect(back.files.get(key)).toBe(sha256);
    // Nothing half-written: every application's CV is there with its bytes, and the rows are the manifest's.
    const orphans = await restored.services.db.query(
      'select a.id from applications a left join documents d on d.id = a.cv_document_id where d.id is null',
    );
    expect(orphans).toEqual([]);
    for (const [key, sha256] of back.files) expect(after.files.get(key)).toBe(sha256);
    // (pending_files: the restored server swept the uploads that were under way at the snapshot.)
    const { pending_files: _pending, ...rows } = await countRows(restored.services.db);
    const { pending_files: _p, ...manifestRows } = backup.manifest.tables;
    expect(rows).toEqual(manifestRows);

    // The restored board serves: a candidate of before the backup downloads their CV, byte for byte.
    const [firstApplication] = await restored.services.db.query<{ user_id: string; cv: string; storage_key: string }>(
      `select a.user_id, d.id as cv, d.storage_key from applications a join documents d on d.id = a.cv_document_id
        where a.id = $1`,
      [before.applications[0]],
    );
    const session = await restored.services.auth.open(firstApplication?.user_id ?? '');
    const download = await restored.app.inject({
      method: 'GET',
      url: `/api/documents/${firstApplication?.cv}/download`,
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(download.statusCode).toBe(200);
    expect(createHash('sha256').update(download.rawPayload).digest('hex')).toBe(
      before.files.get(firstApplication?.storage_key ?? ''),
    );
    // The drill's counts, for the operator's record (docs/deploy.md, The restore drill).
    console.info(
      'restore drill:',
      JSON.stringify({
        applications: {
          before: before.applications.length,
          backup: backup.manifest.tables.applications,
          after: after.applications.length,
          restored: back.applications.length,
        },
        messages: { before: before.messages.length, restored: back.messages.length, after: after.messages.length },
        users: { before: before.users.length, restored: back.users.length, after: after.users.length },
        files: {
          before: before.files.size,
          backup: backup.manifest.files.entries.length,
          restored: back.files.size,
          after: after.files.size,
        },
      }),
    );
  }, 300_000);
});
