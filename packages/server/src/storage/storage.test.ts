import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness';
import { createFileStore } from './file-store';
import { claimPendingFile, createStorage, doomFiles, type Storage } from './storage';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let root: string;
let storage: Storage;
beforeAll(async () => {
  database = await createTestDatabase();
  root = await mkdtemp(join(tmpdir(), 'baobab-journal-'));
  storage = createStorage(database.db, await createFileStore(root));
});
afterAll(async () => {
  await storage.close();
  await database.close();
  await rm(root, { recursive: true, force: true });
});

const pdf = (text: string) => Readable.from([Buffer.from(`%PDF-1.4 ${text}`)]);
const journal = async () =>
  (await database.db.query<{ key: string; state: string }>('select key, state from pending_files order by key')).map(
    (r) => `${r.key} ${r.state}`,
  );
/** A documents row naming `key`, as an upload writes it, claiming the file in the same transaction. */
async function insertRow(key: string) {
  const user = randomUUID();
  await database.db.transaction(async (tx) => {
    await tx.query(
      "insert into users (id, email, password_hash, first_name, last_name) values ($1, $2, 'x', 'A', 'B')",
      [user, `${user}@example.com`],
    );
    await tx.query(
      "insert into documents (id, user_id, type, file_name, storage_key, size) values ($1, $2, 'CV', 'cv.pdf', $3, 1)",
      [randomUUID(), user, key],
    );
    await claimPendingFile(tx, key);
  });
}

describe('the storage journal', () => {
  it('keeps a file its row claimed and deletes one nobody claimed', async () => {
    const kept = await storage.putPending(pdf('kept'));
    const dropped = await storage.putPending(pdf('dropped'));
    expect(await journal()).toEqual([`${kept} uploading`, `${dropped} uploading`].sort());
    await insertRow(kept);
    await storage.settle([kept, dropped]);
    expect(await storage.store.exists(kept)).toBe(true);
    expect(await storage.store.exists(dropped)).toBe(false);
    expect(await journal()).toEqual([]);
  });

  it('leaves neither entry nor file of a source that fails', async () => {
    const broken = new Readable({ read() {} });
    broken.push(Buffer.from('%PDF-1.4 half'));
    setTimeout(() => broken.destroy(new Error('connection reset')), 10);
    await expect(storage.putPending(broken)).rejects.toThrow('connection reset');
    expect(await journal()).toEqual([]);
  });

  it('sweeps the uploads a killed process left, and a row can no longer claim one', async () => {
    // What a process killed mid-request leaves: an entry, and its file whole or in part.
    const orphan = randomUUID();
    await storage.store.put(orphan, pdf('orphan'));
    await database.db.query('insert into pending_files (key) values ($1)', [orphan]);
    // A live upload of this process, not yet claimed: never swept.
    const live = await storage.putPending(pdf('live'));

    expect(await storage.sweep()).toBe(0);
    expect(await storage.sweep({ everything: true })).toBe(1);
    expect(await storage.store.exists(orphan)).toBe(false);
    expect(await storage.store.exists(live)).toBe(true);
    await expect(insertRow(orphan)).rejects.toThrow(/no longer pending/);
    expect(await database.db.query('select 1 from documents where storage_key = $1', [orphan])).toEqual([]);
    await storage.settle([live]);
  });

  it("deletes a deleted row's file, after the commit or at the next sweep", async () => {
    const key = await storage.putPending(pdf('to delete'));
    await insertRow(key);
    await storage.settle([key]);
    await database.db.transaction(async (tx) => {
      await tx.query('delete from documents where storage_key = $1', [key]);
      await doomFiles(tx, [key]);
    });
    // Killed before removing the file: the sweep does it.
    expect(await journal()).toEqual([`${key} doomed`]);
    expect(await storage.sweep()).toBe(1);
    expect(await storage.store.exists(key)).toBe(false);
    expect(await journal()).toEqual([]);
  });

  it('never deletes a file a row names, even if something doomed it', async () => {
    const key = await storage.putPending(pdf('named'));
    await insertRow(key);
    await storage.settle([key]);
    await doomFiles(database.db, [key]);
    expect(await storage.sweep()).toBe(0);
    expect(await storage.store.exists(key)).toBe(true);
    expect(await journal()).toEqual([]);
  });
});
