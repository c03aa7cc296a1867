import { createHash, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness';
import type { Db } from '../db/db';
import { type BlobStore, FileTooLargeError, MissingFileError, STORED_FILE_MAX_BYTES } from './blob-store';
import { openBlobStore } from './open-store';
import { CHUNK_BYTES } from './postgres-store';

/**
 * One suite, every store: the file store, the PostgreSQL store (on PGlite, or on PostgreSQL when
 * TEST_DATABASE_URL is set: the test command runs this file both ways) and the S3 store against a
 * real S3-compatible server (s3rver on a random loopback port).
 */

interface Subject {
  store: BlobStore;
  /** Everything the store's backing holds of `key`, whole or partial: nothing after a failure or a delete. */
  traces(key: string): Promise<number>;
  /** Leaves what a write of `key` cut by a crash leaves, for `delete` to clean up. */
  crashedWrite(key: string): Promise<void>;
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
let root: string;
let s3: S3rver;
const subjects: Record<string, Subject> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  root = await mkdtemp(join(tmpdir(), 'baobab-stores-'));

  const filesDir = join(root, 'files');
  subjects.file = {
    store: await openBlobStore(pathToFileURL(filesDir).href, db),
    traces: async (key) => (await readdir(filesDir, { recursive: true })).filter((path) => path.endsWith(key)).length,
    crashedWrite: (key) => writeFile(join(filesDir, 'incoming', key), 'half a file'),
  };

  subjects.postgres = {
    store: await openBlobStore('postgres:', db),
    traces: async (key) =>
      (
        await db.query('select 1 from file_chunks where key = $1 union all select 1 from stored_files where key = $1', [
          key,
        ])
      ).length,
    crashedWrite: async (key) => {
      await db.query('insert into file_chunks (key, write_id, seq, data) values ($1, $2, 0, $3)', [
        key,
        randomUUID(),
        Buffer.from('half a file'),
      ]);
    },
  };

  const s3Dir = join(root, 's3');
  await mkdir(s3Dir);
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'baobab', configs: [] }],
  });
  const { port } = await s3.run();
  const s3Store = await openBlobStore(
    `s3://S3RVER:S3RVER@baobab/cv?endpoint=http://127.0.0.1:${port}&region=eu-west-3&forcePathStyle=1`,
    db,
  );
  subjects.s3 = {
    store: s3Store,
    // Any object of the bucket under that name, complete or not (s3rver keeps objects as files).
    traces: async (key) =>
      (await readdir(join(s3Dir, 'baobab'), { recursive: true })).filter((name) => name.includes(key)).length,
    // A PutObject cut by a crash leaves nothing: S3 stores an object only once its body is whole.
    crashedWrite: async () => undefined,
  };
}, 60_000);

afterAll(async () => {
  for (const subject of Object.values(subjects)) await subject.store.close();
  await s3?.close();
  await database?.close();
  await rm(root, { recursive: true, force: true });
});

/** `total` bytes of a fixed pattern, in pieces of `piece` bytes, made as they are read; `pulled` counts them. */
function source(total: number, piece = 64 * 1024) {
  const counter = { pulled: 0 };
  async function* pieces() {
    for (let offset = 0; offset < total; offset += piece) {
      const chunk = Buffer.alloc(Math.min(piece, total - offset));
      for (let i = 0; i < chunk.length; i++) chunk[i] = ((offset + i) * 31) % 251;
      counter.pulled += chunk.length;
      yield chunk;
    }
  }
  return { stream: Readable.from(pieces(), { objectMode: false }), counter };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function readAll(stream: Readable): Promise<{ bytes: Buffer; pieces: number }> {
  const pieces: Buffer[] = [];
  for await (const piece of stream) pieces.push(piece as Buffer);
  return { bytes: Buffer.concat(pieces), pieces: pieces.length };
}

async function listed(store: BlobStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of store.list()) keys.push(key);
  return keys;
}

describe.each(['file', 'postgres', 's3'])('%s store', (name) => {
  const subject = () => subjects[name] as Subject;

  it('gives back the bytes it was given, and knows the file', async () => {
    const { store } = subject();
    const key = randomUUID();
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(70_000, 7), Buffer.from('\n%%EOF')]);
    expect(await store.put(key, Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]))).toBe(bytes.length);
    const file = await store.get(key);
    expect(file.size).toBe(bytes.length);
    expect((await readAll(file.stream)).bytes.equals(bytes)).toBe(true);
    expect(await store.exists(key)).toBe(true);
    expect(await listed(store)).toContain(key);
  });

  it('streams a 4.9 MB file in and out in pieces, byte for byte', async () => {
    const { store } = subject();
    const key = randomUUID();
    const size = Math.floor(4.9 * 1000 * 1000);
    const expected = sha256((await readAll(source(size).stream)).bytes);
    expect(await store.put(key, source(size).stream)).toBe(size);
    const file = await store.get(key);
    expect(file.size).toBe(size);
    const read = await readAll(file.stream);
    expect(read.bytes.length).toBe(size);
    expect(sha256(read.bytes)).toBe(expected);
    // Read piece by piece, never as one buffer.
    expect(read.pieces).toBeGreaterThan(1);
    if (name === 'postgres') {
      const [chunks] = await db.query<{ n: number }>('select count(*)::int as n from file_chunks where key = $1', [
        key,
      ]);
      expect(chunks?.n).toBe(Math.ceil(size / CHUNK_BYTES));
    }
  });

  it('accepts exactly the cap, and stops a larger file mid-stream leaving nothing', async () => {
    const { store } = subject();
    const atCap = randomUUID();
    expect(await store.put(atCap, source(STORED_FILE_MAX_BYTES).stream)).toBe(STORED_FILE_MAX_BYTES);
    await store.delete(atCap);

    const key = randomUUID();
    const big = source(8 * 1024 * 1024);
    await expect(store.put(key, big.stream)).rejects.toBeInstanceOf(FileTooLargeError);
    // Refused at the first piece past the cap: the rest of the source was never read.
    expect(big.counter.pulled).toBeLessThanOrEqual(STORED_FILE_MAX_BYTES + 2 * 64 * 1024);
    expect(big.stream.destroyed).toBe(true);
    expect(await store.exists(key)).toBe(false);
    expect(await listed(store)).not.toContain(key);
    expect(await subject().traces(key)).toBe(0);
  });

  it('keeps nothing of a stream that fails or is dropped half way', async () => {
    const { store } = subject();
    const failing = randomUUID();
    const broken = new Readable({ read() {} });
    broken.push(Buffer.alloc(300 * 1024, 1));
    setTimeout(() => broken.destroy(new Error('connection reset')), 20);
    await expect(store.put(failing, broken)).rejects.toThrow('connection reset');

    const dropped = randomUUID();
    const cut = new Readable({ read() {} });
    cut.push(Buffer.alloc(300 * 1024, 2));
    setTimeout(() => cut.destroy(), 20);
    await expect(store.put(dropped, cut)).rejects.toThrow();

    for (const key of [failing, dropped]) {
      expect(await store.exists(key)).toBe(false);
      await expect(store.get(key)).rejects.toBeInstanceOf(MissingFileError);
      expect(await subject().traces(key)).toBe(0);
    }
  });

  it('deletes a file, and what a write cut by a crash left of one', async () => {
    const { store } = subject();
    const key = randomUUID();
    await store.put(key, Readable.from([Buffer.from('%PDF-1.4 delete me')]));
    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
    await expect(store.get(key)).rejects.toBeInstanceOf(MissingFileError);
    expect(await listed(store)).not.toContain(key);
    await store.delete(key);

    const crashed = randomUUID();
    await subject().crashedWrite(crashed);
    expect(await store.exists(crashed)).toBe(false);
    await store.delete(crashed);
    expect(await subject().traces(crashed)).toBe(0);
  });

  it('answers a missing key as missing, and refuses a key it did not make', async () => {
    const { store } = subject();
    const key = randomUUID();
    expect(await store.exists(key)).toBe(false);
    await expect(store.get(key)).rejects.toBeInstanceOf(MissingFileError);
    await expect(store.delete(key)).resolves.toBeUndefined();
    await expect(store.put('../../etc/passwd', Readable.from([Buffer.from('x')]))).rejects.toThrow(/bad storage key/);
    await expect(store.get('../outside')).rejects.toThrow(/bad storage key/);
  });

  it('replaces a file written again under the same key', async () => {
    const { store } = subject();
    const key = randomUUID();
    await store.put(key, source(400_000).stream);
    await store.put(key, Readable.from([Buffer.from('%PDF-1.4 second')]));
    expect((await readAll((await store.get(key)).stream)).bytes.toString()).toBe('%PDF-1.4 second');
    if (name === 'postgres') {
      // The first write's two chunks went with the naming of the second.
      const [chunks] = await db.query<{ n: number }>('select count(*)::int as n from file_chunks where key = $1', [
        key,
      ]);
      expect(chunks?.n).toBe(1);
    }
    await store.delete(key);
    expect(await subject().traces(key)).toBe(0);
  });
});
