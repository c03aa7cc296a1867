import { CV_MAX_BYTES, documentListSchema, documentSchema } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFileBackedTestApp,
  type FileBackedTestApp,
  filePart,
  insertCompany,
  insertJob,
  multipart,
  pdfBytes,
  pngBytes,
} from '../../../test/fixtures';
import type { TestCandidate } from '../../../test/harness';

let t: FileBackedTestApp;
beforeAll(async () => {
  t = await createFileBackedTestApp();
});
afterAll(() => t.close());

async function upload(who: TestCandidate, parts: Parameters<typeof multipart>[0], lang = 'fr') {
  const form = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/documents',
    payload: form.payload,
    headers: { ...form.headers, ...who.headers, 'accept-language': lang },
  });
}

async function uploadCv(who: TestCandidate, bytes = pdfBytes(), filename = 'cv.pdf') {
  const res = await upload(who, { type: 'CV', file: filePart(bytes, filename) });
  expect(res.statusCode).toBe(201);
  return documentSchema.parse(res.json());
}

const list = async (who: TestCandidate) =>
  documentListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/documents', headers: who.headers })).json());

describe('documents', () => {
  it('uploads, lists (newest first) and downloads the same bytes', async () => {
    const me = await t.candidate();
    const bytes = pdfBytes(20_000);
    const first = await uploadCv(me, bytes, 'C:\\Users\\awa\\Mon CV été.pdf');
    expect(first).toMatchObject({ type: 'CV', fileName: 'Mon CV été.pdf', size: 20_000 });
    const letter = await upload(me, { file: filePart(pdfBytes(), 'lettre'), type: 'COVER_LETTER' });
    expect(letter.statusCode).toBe(201);
    expect(letter.json()).toMatchObject({ type: 'COVER_LETTER', fileName: 'lettre.pdf' });

    expect((await list(me)).map((d) => d.id)).toEqual([letter.json().id, first.id]);

    const res = await t.app.inject({ method: 'GET', url: `/api/documents/${first.id}/download`, headers: me.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Mon CV ete.pdf"; filename*=UTF-8''Mon%20CV%20%C3%A9t%C3%A9.pdf`,
    );
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it("answers 404 for another user's document, on download and delete, and leaves it alone", async () => {
    const owner = await t.candidate();
    const other = await t.candidate();
    const doc = await uploadCv(owner);
    for (const [method, url] of [
      ['GET', `/api/documents/${doc.id}/download`],
      ['DELETE', `/api/documents/${doc.id}`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: other.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await list(other)).toEqual([]);
    expect((await list(owner)).map((d) => d.id)).toEqual([doc.id]);
  });

  it('deletes an unused document with its file', async () => {
    const me = await t.candidate();
    const doc = await uploadCv(me);
    const before = (await t.storedFiles()).files.length;
    const res = await t.app.inject({ method: 'DELETE', url: `/api/documents/${doc.id}`, headers: me.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Le document a été supprimé.' });
    expect(await list(me)).toEqual([]);
    expect((await t.storedFiles()).files.length).toBe(before - 1);
    expect(await t.services.db.query('select 1 from documents where id = $1', [doc.id])).toHaveLength(0);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/documents/${doc.id}`, headers: me.headers });
    expect(again.statusCode).toBe(404);
  });

  it('only marks deleted a document an application refers to, keeping its file', async () => {
    const me = await t.candidate();
    const doc = await uploadCv(me);
    const company = await insertCompany(t.services.db);
    const job = await insertJob(t.services.db, company.id);
    await t.services.db.query(
      `insert into applications (id, user_id, job_id, company_id, cv_document_id, consents)
       values (gen_random_uuid(), $1, $2, $3, $4, '{}')`,
      [me.id, job.id, company.id, doc.id],
    );
    const res = await t.app.inject({ method: 'DELETE', url: `/api/documents/${doc.id}`, headers: me.headers });
    expect(res.statusCode).toBe(200);
    expect(await list(me)).toEqual([]);
    const [row] = await t.services.db.query<{ storage_key: string; deleted: boolean }>(
      'select storage_key, deleted_at is not null as deleted from documents where id = $1',
      [doc.id],
    );
    expect(row?.deleted).toBe(true);
    expect((await t.storedFiles()).files).toContain(row?.storage_key);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${doc.id}/download`,
      headers: me.headers,
    });
    expect(download.statusCode).toBe(404);
  });

  it('refuses a PNG renamed .pdf with 400 FILE_UPLOAD, in fr and en', async () => {
    const me = await t.candidate();
    const fr = await upload(me, { type: 'CV', file: filePart(pngBytes(), 'photo.pdf') });
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toEqual({
      code: 'FILE_UPLOAD',
      message: 'Le fichier doit être au format PDF et peser moins de 5 Mo.',
    });
    const en = await upload(me, { type: 'CV', file: filePart(pngBytes(), 'photo.pdf') }, 'en');
    expect(en.json()).toEqual({ code: 'FILE_UPLOAD', message: 'The file must be a PDF and under 5MB.' });
    expect(await list(me)).toEqual([]);
    expect((await t.storedFiles()).pending).toEqual([]);
  });

  it('refuses an empty file and a file of fewer bytes than the PDF magic', async () => {
    const me = await t.candidate();
    for (const bytes of [Buffer.alloc(0), Buffer.from('%PD')]) {
      const res = await upload(me, { type: 'CV', file: filePart(bytes) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'FILE_UPLOAD' });
    }
  });

  it('refuses a PDF over 5 MB with 413 FILE_UPLOAD, leaving no row and no file', async () => {
    const me = await t.candidate();
    const before = await t.storedFiles();
    const res = await upload(me, { type: 'CV', file: filePart(pdfBytes(CV_MAX_BYTES + 1)) }, 'en');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'FILE_UPLOAD', message: 'The file must be a PDF and under 5MB.' });
    expect(await t.services.db.query('select 1 from documents where user_id = $1', [me.id])).toHaveLength(0);
    const after = await t.storedFiles();
    expect(after.pending).toEqual([]);
    expect(after.files).toEqual(before.files);
  });

  it('accepts a PDF of exactly 5 MB', async () => {
    const me = await t.candidate();
    expect((await uploadCv(me, pdfBytes(CV_MAX_BYTES))).size).toBe(CV_MAX_BYTES);
  });

  it('validates the type and requires the file, discarding what was received', async () => {
    const me = await t.candidate();
    const badType = await upload(me, { file: filePart(pdfBytes()), type: 'PHOTO' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toMatchObject({ code: 'VALIDATION', fields: { type: expect.any(String) } });
    const noFile = await upload(me, { type: 'CV' });
    expect(noFile.json()).toMatchObject({ code: 'VALIDATION', fields: { file: 'required' } });
    const extra = await upload(me, { type: 'CV', file: filePart(pdfBytes()), other: filePart(pdfBytes()) });
    expect(extra.statusCode).toBeGreaterThanOrEqual(400);
    expect(await list(me)).toEqual([]);
    expect((await t.storedFiles()).pending).toEqual([]);
  });

  it('answers 401 JSON without a session', async () => {
    const form = multipart({ type: 'CV', file: filePart(pdfBytes()) });
    const calls = [
      { method: 'GET', url: '/api/documents' },
      { method: 'POST', url: '/api/documents', ...form },
      { method: 'DELETE', url: `/api/documents/${crypto.randomUUID()}` },
      { method: 'GET', url: `/api/documents/${crypto.randomUUID()}/download` },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject(call);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: expect.any(String) });
    }
  });
});
