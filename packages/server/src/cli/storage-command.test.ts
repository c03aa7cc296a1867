import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAs, filePart, insertCompany, insertJob, multipart, pdfBytes } from '../../test/fixtures';
import { createTestApp, type TestApp, type TestCandidate } from '../../test/harness';
import type { BlobStore } from '../storage/blob-store';
import { moveFiles } from '../storage/move';
import { openBlobStore } from '../storage/open-store';
import { storageCommand } from './storage-command';

let dataDir: string;
let fileUrl: string;
let t: TestApp;
let me: TestCandidate;
/** Each uploaded document's bytes, by storage key. */
const uploaded = new Map<string, Buffer>();

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'baobab-move-'));
  fileUrl = pathToFileURL(join(dataDir, 'files')).href;
  // Files on disk, whatever the database: the command moves them into it.
  t = await createTestApp({ DATA_DIR: dataDir, STORAGE_URL: fileUrl });
  me = await t.candidate();
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function upload(bytes: Buffer) {
  const form = multipart({ type: 'CV', file: filePart(bytes) });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/documents',
    payload: form.payload,
    headers: { ...form.headers, ...me.headers },
  });
  expect(res.statusCode).toBe(201);
  const [row] = await t.services.db.query<{ storage_key: string }>('select storage_key from documents where id = $1', [
    res.json().id,
  ]);
  uploaded.set(row?.storage_key as string, bytes);
}

const keysOf = async (store: BlobStore) => {
  const keys: string[] = [];
  for await (const key of store.list()) keys.push(key);
  return keys.sort();
};
const bytesOf = async (store: BlobStore, key: string) => {
  const chunks: Buffer[] = [];
  for await (const chunk of (await store.get(key)).stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
const printed = () => {
  const lines: string[] = [];
  return { lines, print: (line: string) => lines.push(line) };
};

describe('storage move', () => {
  it('moves every file from the file store into the database, checked, and is safe to run again', async () => {
    for (const size of [1_000, 300_000, 1_200_000]) await upload(pdfBytes(size));
    const job = await insertJob(t.services.db, (await insertCompany(t.services.db)).id);
    const cv = pdfBytes(50_000);
    expect((await applyAs(t, me, { jobSlug: job.slug, cv: filePart(cv) })).statusCode).toBe(201);
    const [applied] = await t.services.db.query<{ storage_key: string }>(
      `select d.storage_key from applications a join documents d on d.id = a.cv_document_id where a.user_id = $1`,
      [me.id],
    );
    uploaded.set(applied?.storage_key as string, cv);

    const files = await openBlobStore(fileUrl, t.services.db);
    const database = await openBlobStore('postgres:', t.services.db);
    expect(await keysOf(files)).toEqual([...uploaded.keys()].sort());

    // A run cut short: one file copied but not yet deleted, one copy half wrong (then cut).
    const [copied, corrupt] = [...uploaded.keys()];
    await database.put(copied as string, Readable.from([uploaded.get(copied as string) as Buffer]));
    await database.put(corrupt as string, Readable.from([Buffer.from('%PDF-1.4 not the same bytes')]));

    const out = printed();
    await storageCommand(t.services.db, fileUrl, ['move', '--to', 'postgres:'], out.print);
    expect(out.lines.at(-1)).toBe('4 file(s) moved, 0 already moved');
    expect(await keysOf(files)).toEqual([]);
    expect(await keysOf(database)).toEqual([...uploaded.keys()].sort());
    for (const [key, bytes] of uploaded) expect((await bytesOf(database, key)).equals(bytes)).toBe(true);

    const again = printed();
    await storageCommand(t.services.db, fileUrl, ['move', '--to', 'postgres:'], again.print);
    expect(again.lines.at(-1)).toBe('0 file(s) moved, 4 already moved');
    await files.close();
    await database.close();
  });

  it('keeps the original when the copy does not read back the same', async () => {
    const key = [...uploaded.keys()][0] as string;
    const from = await openBlobStore('postgres:', t.services.db);
    const to = await openBlobStore(pathToFileURL(join(dataDir, 'other')).href, t.services.db);
    // A target that loses a byte on the way.
    const lossy: BlobStore = {
      ...to,
      put: (k, source) =>
        to.put(
          k,
          Readable.from(
            (async function* () {
              for await (const chunk of source) yield (chunk as Buffer).subarray(1);
            })(),
          ),
        ),
    };
    const report = await moveFiles(t.services.db, from, lossy);
    expect(report.mismatched).toContain(key);
    expect(report.moved).toBe(0);
    expect((await bytesOf(from, key)).equals(uploaded.get(key) as Buffer)).toBe(true);
    await from.close();
  });

  it('refuses to move a store onto itself, or without a target', async () => {
    const out = printed();
    await expect(storageCommand(t.services.db, fileUrl, ['move', '--to', `${fileUrl}/`], out.print)).rejects.toThrow(
      /is the store files are in/,
    );
    await expect(
      storageCommand(t.services.db, 'postgres:', ['move', '--to', 'postgresql:'], out.print),
    ).rejects.toThrow(/is the store files are in/);
    await expect(storageCommand(t.services.db, fileUrl, ['move'], out.print)).rejects.toThrow(/usage/);
  });

  it('refuses a target that is the source under another name (a symlink) or inside it, and deletes nothing', async () => {
    for (const size of [2_000, 4_000]) await upload(pdfBytes(size));
    const files = await openBlobStore(fileUrl, t.services.db);
    const before = await keysOf(files);
    expect(before.length).toBe(2);
    const link = join(dataDir, 'same-files');
    await symlink(join(dataDir, 'files'), link);
    const out = printed();
    for (const target of [link, join(dataDir, 'files', 'inside')]) {
      await expect(
        storageCommand(t.services.db, fileUrl, ['move', '--to', pathToFileURL(target).href], out.print),
      ).rejects.toThrow(/is the store files are in|hold one another/);
    }
    expect(await keysOf(files)).toEqual(before);
    // The probe catches what the path checks cannot see (here: the command's checks bypassed).
    await expect(
      moveFiles(t.services.db, files, await openBlobStore(pathToFileURL(link).href, t.services.db)),
    ).rejects.toThrow(/under another name/);
    expect(await keysOf(files)).toEqual(before);
    for (const key of before) expect((await bytesOf(files, key)).equals(uploaded.get(key) as Buffer)).toBe(true);
    await files.close();
  });
});
