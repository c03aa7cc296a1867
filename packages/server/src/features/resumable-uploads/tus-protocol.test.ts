import { Readable } from 'node:stream';
import { CV_MAX_BYTES, UPLOAD_CHUNK_BYTES } from '@baobab/core';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileBackedTestApp, type FileBackedTestApp, pdfBytes, pngBytes } from '../../../test/fixtures';
import { tusClient } from '../../../test/tus-kit';
import { DbDataStore } from './db-data-store';
import { registerResumableUploadsRoutes } from './routes';

let t: FileBackedTestApp;
beforeAll(async () => {
  t = await createFileBackedTestApp();
});
afterAll(() => t.close());

const offsetOf = (res: { headers: Record<string, unknown> }) => Number(res.headers['upload-offset']);

describe('resumable uploads (tus 1.0)', () => {
  it('creates an upload, takes its chunks and tells where to resume', async () => {
    const me = await t.candidate();
    const tus = tusClient(t.app, me);
    const bytes = pdfBytes(600_000);
    const created = await tus.create(bytes.length, { filename: 'Mon CV.pdf' });
    expect(created.statusCode).toBe(201);
    const url = String(created.headers.location);
    expect(url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    expect(created.headers['upload-expires']).toBeTruthy();

    expect(offsetOf(await tus.head(url))).toBe(0);
    const first = await tus.patch(url, 0, bytes.subarray(0, UPLOAD_CHUNK_BYTES));
    expect(first.statusCode).toBe(204);
    expect(offsetOf(first)).toBe(UPLOAD_CHUNK_BYTES);

    const head = await tus.head(url);
    expect(head.statusCode).toBe(200);
    expect(offsetOf(head)).toBe(UPLOAD_CHUNK_BYTES);
    expect(head.headers['upload-length']).toBe(String(bytes.length));
    expect(head.headers['cache-control']).toBe('no-store');

    // A chunk sent again from an offset the server has passed is refused, and changes nothing.
    const stale = await tus.patch(url, 0, bytes.subarray(0, UPLOAD_CHUNK_BYTES));
    expect(stale.statusCode).toBe(409);
    expect(offsetOf(await tus.head(url))).toBe(UPLOAD_CHUNK_BYTES);

    const rest = await tus.patch(url, UPLOAD_CHUNK_BYTES, bytes.subarray(UPLOAD_CHUNK_BYTES));
    expect(rest.statusCode).toBe(204);
    expect(offsetOf(rest)).toBe(bytes.length);
    // Whole and checked: in the store under the upload's id, its pieces gone.
    const id = url.split('/').at(-1) ?? '';
    const stored = await t.services.storage.get(id);
    const chunks: Buffer[] = [];
    for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    const [left] = await t.services.db.query<{ n: number }>(
      'select count(*)::int as n from resumable_upload_chunks where upload_id = $1',
      [id],
    );
    expect(left?.n).toBe(0);
  });

  it('refuses a declared length over the limit, with the catalogue message', async () => {
    const tus = tusClient(t.app, await t.candidate());
    const res = await tus.create(CV_MAX_BYTES + 1);
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ code: 'FILE_UPLOAD', message: expect.stringContaining('PDF') });
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': '10',
        'upload-metadata': `type ${Buffer.from('PHOTO').toString('base64')}`,
        'accept-language': 'en',
        authorization: (await t.candidate()).headers.authorization,
      },
    });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ code: 'VALIDATION' });
  });

  it('refuses a file that does not start as a PDF at its first chunk, and drops it', async () => {
    const tus = tusClient(t.app, await t.candidate());
    const png = pngBytes();
    const created = await tus.create(png.length, { filename: 'photo.pdf' });
    const url = String(created.headers.location);
    const res = await tus.patch(url, 0, png);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'FILE_UPLOAD' });
    expect((await tus.head(url)).statusCode).toBe(404);
  });

  it('checks the assembled file at the end: a file that only began like a PDF is refused then', async () => {
    const tus = tusClient(t.app, await t.candidate());
    const fake = Buffer.concat([Buffer.from('%PD'), Buffer.from('X not a pdf at all')]);
    const url = String((await tus.create(fake.length)).headers.location);
    expect((await tus.patch(url, 0, fake.subarray(0, 3))).statusCode).toBe(204);
    const last = await tus.patch(url, 3, fake.subarray(3));
    expect(last.statusCode).toBe(400);
    expect(last.json()).toMatchObject({ code: 'FILE_UPLOAD' });
    expect((await tus.head(url)).statusCode).toBe(404);
    expect((await t.storedFiles()).pending).not.toContain(url.split('/').at(-1));
  });

  it("answers only the signed-in owner: no token 401, someone else's upload 404", async () => {
    const owner = tusClient(t.app, await t.candidate());
    const url = String((await owner.create(1000)).headers.location);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      payload: pdfBytes(1000),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const other = tusClient(t.app, await t.candidate());
    const res = await other.patch(url, 0, pdfBytes(1000));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'UPLOAD_NOT_FOUND' });
    expect((await other.head(url)).statusCode).toBe(404);
    expect(offsetOf(await owner.head(url))).toBe(0);
  });

  it('keeps the bytes a cut request brought, so the client resumes after them', async () => {
    const me = await t.candidate();
    const tus = tusClient(t.app, me);
    const bytes = pdfBytes(300_000);
    const url = String((await tus.create(bytes.length)).headers.location);
    const id = url.split('/').at(-1) ?? '';
    const cut = Readable.from(
      (async function* () {
        yield bytes.subarray(0, 100_000);
        throw new Error('connection reset');
      })(),
    );
    await expect(new DbDataStore(t.services).write(cut, id, 0)).rejects.toThrow('connection reset');
    expect(offsetOf(await tus.head(url))).toBe(100_000);
    expect((await tus.patch(url, 100_000, bytes.subarray(100_000))).statusCode).toBe(204);
  });

  it('lets a termination (DELETE) drop an upload under way', async () => {
    const tus = tusClient(t.app, await t.candidate());
    const bytes = pdfBytes(10_000);
    const url = String((await tus.create(bytes.length)).headers.location);
    await tus.patch(url, 0, bytes.subarray(0, 5000));
    expect((await tus.remove(url)).statusCode).toBe(204);
    expect((await tus.head(url)).statusCode).toBe(404);
    expect((await t.storedFiles()).pending).not.toContain(url.split('/').at(-1));
  });

  it('resumes on a second server instance an upload the first one started: nothing lives in memory', async () => {
    const me = await t.candidate();
    const bytes = pdfBytes(700_000);
    const first = tusClient(t.app, me);
    const url = String((await first.create(bytes.length)).headers.location);
    expect((await first.patch(url, 0, bytes.subarray(0, UPLOAD_CHUNK_BYTES))).statusCode).toBe(204);

    // Another node: its own Fastify, tus server, store object and locks, on the same database.
    const other = Fastify();
    await registerResumableUploadsRoutes(other, t.services);
    await other.ready();
    try {
      const second = tusClient(other, me);
      expect(offsetOf(await second.head(url))).toBe(UPLOAD_CHUNK_BYTES);
      const rest = await second.patch(url, UPLOAD_CHUNK_BYTES, bytes.subarray(UPLOAD_CHUNK_BYTES));
      expect(rest.statusCode).toBe(204);
      expect(offsetOf(rest)).toBe(bytes.length);
    } finally {
      await other.close();
    }
    expect(offsetOf(await first.head(url))).toBe(bytes.length);
  });
});
