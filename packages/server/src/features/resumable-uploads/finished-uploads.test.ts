import { randomUUID } from 'node:crypto';
import { DOCUMENT_QUOTA, documentListSchema } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyAs,
  createFileBackedTestApp,
  type FileBackedTestApp,
  filePart,
  insertCompany,
  insertJob,
  multipart,
  pdfBytes,
} from '../../../test/fixtures';
import type { TestCandidate } from '../../../test/harness';
import { tusClient } from '../../../test/tus-kit';

let t: FileBackedTestApp;
beforeAll(async () => {
  t = await createFileBackedTestApp();
});
afterAll(() => t.close());

async function saveDocument(who: TestCandidate, parts: Parameters<typeof multipart>[0]) {
  const form = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/documents',
    payload: form.payload,
    headers: { ...form.headers, ...who.headers },
  });
}

const myDocuments = async (who: TestCandidate) =>
  documentListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/documents', headers: who.headers })).json());

/** Fills the account with documents of `size` bytes (rows and files, as uploads leave them). */
async function fill(who: TestCandidate, count: number, size: number) {
  for (let i = 0; i < count; i++) {
    await t.services.db.query(
      "insert into documents (id, user_id, type, file_name, storage_key, size) values ($1, $2, 'COVER_LETTER', 'l.pdf', $3, $4)",
      [randomUUID(), who.id, randomUUID(), size],
    );
  }
}

describe('finished resumable uploads', () => {
  it('become a saved document by id, byte for byte, and leave nothing pending', async () => {
    const me = await t.candidate();
    const bytes = pdfBytes(400_000);
    const { id } = await tusClient(t.app, me).upload(bytes, { filename: 'Mon CV.pdf' });
    const saved = await saveDocument(me, { type: 'CV', uploadId: id });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ type: 'CV', fileName: 'Mon CV.pdf', size: bytes.length });
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${saved.json().id}/download`,
      headers: me.headers,
    });
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect((await t.storedFiles()).pending).not.toContain(id);
    // Used once: the same id again is unknown.
    const again = await saveDocument(me, { type: 'CV', uploadId: id });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'UPLOAD_NOT_FOUND' });
  });

  it("refuses an unfinished upload, someone else's, and a file part with an upload id", async () => {
    const me = await t.candidate();
    const tus = tusClient(t.app, me);
    const url = String((await tus.create(5000)).headers.location);
    const id = url.split('/').at(-1) ?? '';
    const unfinished = await saveDocument(me, { type: 'CV', uploadId: id });
    expect(unfinished.statusCode).toBe(404);
    expect(unfinished.json()).toMatchObject({ code: 'UPLOAD_NOT_FOUND', fields: { uploadId: expect.any(String) } });

    const finished = await tus.upload(pdfBytes(3000));
    const stranger = await saveDocument(await t.candidate(), { type: 'CV', uploadId: finished.id });
    expect(stranger.statusCode).toBe(404);
    const both = await saveDocument(me, { type: 'CV', uploadId: finished.id, file: filePart(pdfBytes()) });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ code: 'VALIDATION', fields: { uploadId: expect.any(String) } });
    // Refused requests leave the finished upload for the next try.
    expect((await saveDocument(me, { type: 'CV', uploadId: finished.id })).statusCode).toBe(201);
  });

  it('apply with the CV and cover letter uploads; a refused try keeps them for the next', async () => {
    const me = await t.candidate();
    const tus = tusClient(t.app, me);
    const job = await insertJob(t.services.db, (await insertCompany(t.services.db)).id);
    const cv = await tus.upload(pdfBytes(300_000), { filename: 'cv-awa.pdf' });
    const letter = await tus.upload(pdfBytes(20_000), { type: 'COVER_LETTER', filename: 'lettre.pdf' });

    const refused = await applyAs(t, me, { jobSlug: job.slug, cvUploadId: cv.id, token: 'not a solution' });
    expect(refused.statusCode).toBe(400);

    const applied = await applyAs(t, me, { jobSlug: job.slug, cvUploadId: cv.id, coverLetterUploadId: letter.id });
    expect(applied.statusCode).toBe(201);
    expect(applied.json()).toMatchObject({
      cv: { fileName: 'cv-awa.pdf', size: 300_000, type: 'CV' },
      coverLetter: { fileName: 'lettre.pdf', type: 'COVER_LETTER' },
    });
    const pending = (await t.storedFiles()).pending;
    expect(pending).not.toContain(cv.id);
    expect(pending).not.toContain(letter.id);
  });

  it('keeps one CV per content: the same bytes again, by file part or by upload, answer the kept CV', async () => {
    const me = await t.candidate();
    const bytes = pdfBytes(50_000);
    const first = await saveDocument(me, { type: 'CV', file: filePart(bytes, 'cv.pdf') });
    expect(first.statusCode).toBe(201);
    const again = await saveDocument(me, { type: 'CV', file: filePart(bytes, 'cv (1).pdf') });
    expect(again.json().id).toBe(first.json().id);
    const { id } = await tusClient(t.app, me).upload(bytes, { filename: 'cv (2).pdf' });
    const byUpload = await saveDocument(me, { type: 'CV', uploadId: id });
    expect(byUpload.json().id).toBe(first.json().id);
    // An application with the same CV names the kept one; another CV is a second document.
    const job = await insertJob(t.services.db, (await insertCompany(t.services.db)).id);
    const applied = await applyAs(t, me, { jobSlug: job.slug, cv: filePart(bytes) });
    expect(applied.json().cv.id).toBe(first.json().id);
    await saveDocument(me, { type: 'CV', file: filePart(pdfBytes(50_001)) });
    expect((await myDocuments(me)).length).toBe(2);
    // Nothing of the copies is left.
    const files = await t.storedFiles();
    expect(files.pending).not.toContain(id);
    expect(files.files).not.toContain(id);
  });

  it('counts uploads not yet documents against the quota (count and bytes)', async () => {
    const me = await t.candidate();
    const tus = tusClient(t.app, me);
    await fill(me, DOCUMENT_QUOTA.count - 2, 1000);
    expect((await tus.create(1000)).statusCode).toBe(201);
    const partial = await tus.create(1000);
    expect(partial.statusCode).toBe(201);
    const full = await tus.create(1000);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'DOCUMENT_QUOTA' });
    // Dropping an upload frees its place.
    expect((await tus.remove(String(partial.headers.location))).statusCode).toBe(204);
    expect((await tus.create(1000)).statusCode).toBe(201);

    const other = await t.candidate();
    await fill(other, 1, DOCUMENT_QUOTA.bytes - 3_000_000);
    const otherTus = tusClient(t.app, other);
    expect((await otherTus.create(2_000_000)).statusCode).toBe(201);
    expect((await otherTus.create(2_000_000)).statusCode).toBe(409);
  });

  it('sweeps an upload left 24 h (its rows, its bytes, its file), never a younger one', async () => {
    const me = await t.candidate();
    const tus = tusClient(t.app, me);
    const old = await tus.create(300_000);
    await tus.patch(String(old.headers.location), 0, pdfBytes(300_000).subarray(0, 100_000));
    const done = await tus.upload(pdfBytes(2000));
    const young = await tus.create(1000);
    const oldId = String(old.headers.location).split('/').at(-1);
    await t.services.db.query(
      "update pending_files set keep_until = now() - interval '1 second' where key = any($1::text[])",
      [[oldId, done.id]],
    );
    // As at a PGlite start: even then a younger upload stays.
    await t.services.storage.sweep({ everything: true });
    expect((await tus.head(String(old.headers.location))).statusCode).toBe(404);
    expect((await tus.head(String(young.headers.location))).statusCode).toBe(200);
    const [rows] = await t.services.db.query<{ uploads: number; chunks: number }>(
      `select (select count(*)::int from resumable_uploads where id = any($1::text[])) as uploads,
              (select count(*)::int from resumable_upload_chunks where upload_id = any($1::text[])) as chunks`,
      [[oldId, done.id]],
    );
    expect(rows).toEqual({ uploads: 0, chunks: 0 });
    expect((await t.storedFiles()).files).not.toContain(done.id);
  });
});
