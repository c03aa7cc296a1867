import {
  CV_BUILT_MAX_BYTES,
  CV_PHOTOS_PDF_MAX_BYTES,
  type CvContentInput,
  cvSourceSchema,
  documentListSchema,
  documentSchema,
} from '@baobab/core';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText, testPhoto } from '../../../test/cv-kit';
import {
  applyAs,
  createFileBackedTestApp,
  type FileBackedTestApp,
  filePart,
  insertJob,
  multipart,
  partnerCompany,
  pdfBytes,
} from '../../../test/fixtures';
import type { TestCandidate } from '../../../test/harness';
import { callAs } from '../../../test/partner-kit';
import { unzip } from '../../../test/unzip';

let t: FileBackedTestApp;
beforeAll(async () => {
  t = await createFileBackedTestApp();
});
afterAll(() => t.close());

const cv: CvContentInput = {
  language: 'fr',
  fullName: 'Awa Diop',
  headline: 'Électricienne du bâtiment',
  email: 'awa@example.com',
  experience: [{ title: 'Électricienne', organisation: 'Sénélec', period: '2020 – 2024' }],
  skills: ['Câblage', 'Lecture de plans'],
  languages: [{ name: 'Wolof', level: 'native' }],
};

type Parts = Parameters<typeof multipart>[0];
async function send(who: TestCandidate, method: 'POST' | 'PUT', url: string, parts: Parts, lang = 'fr') {
  const form = multipart(parts);
  return t.app.inject({
    method,
    url,
    payload: form.payload,
    headers: { ...form.headers, ...who.headers, 'accept-language': lang },
  });
}
const create = (who: TestCandidate, parts: Parts, lang?: string) => send(who, 'POST', '/api/documents/cv', parts, lang);
const update = (who: TestCandidate, id: string, parts: Parts) => send(who, 'PUT', `/api/documents/${id}/cv`, parts);
const photograph = (who: TestCandidate, parts: Parts, lang?: string) =>
  send(who, 'POST', '/api/documents/photos', parts, lang);
const jpeg = (bytes: Buffer, name = 'page.jpg') => filePart(bytes, name, 'image/jpeg');

const download = async (who: TestCandidate, id: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/documents/${id}/download`, headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
};
const list = async (who: TestCandidate) =>
  documentListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/documents', headers: who.headers })).json());
const source = async (who: TestCandidate, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/documents/${id}/cv`, headers: who.headers });

describe('Créer mon CV', () => {
  it('renders the form to a PDF kept as one of the CVs, with its content for editing', async () => {
    const me = await t.candidate();
    const portrait = await testPhoto({ width: 900, height: 1200 });
    const res = await create(me, { cv: JSON.stringify(cv), photo: jpeg(portrait, 'moi.jpg') });
    expect(res.statusCode).toBe(201);
    const doc = documentSchema.parse(res.json());
    expect(doc).toMatchObject({ type: 'CV', fileName: 'CV Awa Diop.pdf', madeWith: 'builder' });
    expect(await list(me)).toEqual([doc]);

    const pdf = await download(me, doc.id);
    expect(pdf.length).toBe(doc.size);
    expect(pdf.length).toBeLessThanOrEqual(CV_BUILT_MAX_BYTES);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);
    const text = await pdfText(pdf);
    expect(text).toContain('Awa Diop');
    expect(text).toContain('Électricienne du bâtiment');

    const made = cvSourceSchema.parse((await source(me, doc.id)).json());
    expect(made).toMatchObject({ hasPhoto: true, cv: { fullName: 'Awa Diop', education: [], skills: cv.skills } });

    // The candidate's data export says how the CV was made and what was typed.
    const archive = await callAs(t)('exportMyData', me.headers);
    const data = JSON.parse((await unzip(archive.rawPayload)).get('data.json')?.toString() ?? '{}');
    expect(data.documents).toMatchObject([{ id: doc.id, madeWith: 'builder', madeFrom: { headline: cv.headline } }]);
  });

  it('edits: renders again and replaces the document, keeping or dropping the portrait', async () => {
    const me = await t.candidate();
    const portrait = jpeg(await testPhoto({ width: 900, height: 1200 }));
    const first = documentSchema.parse((await create(me, { cv: JSON.stringify(cv), photo: portrait })).json());
    const before = await t.storedFiles();

    const edited = { ...cv, headline: 'Cheffe de chantier' };
    const res = await update(me, first.id, { cv: JSON.stringify(edited), keepPhoto: '1' });
    expect(res.statusCode).toBe(200);
    const second = documentSchema.parse(res.json());
    expect(second.id).not.toBe(first.id);
    expect(await list(me)).toEqual([second]);
    expect(await pdfText(await download(me, second.id))).toContain('Cheffe de chantier');
    expect(cvSourceSchema.parse((await source(me, second.id)).json()).hasPhoto).toBe(true);
    // The replaced file went with its row: as many files as before, none pending.
    expect(await t.storedFiles()).toEqual({ pending: [], files: expect.any(Array) });
    expect((await t.storedFiles()).files).toHaveLength(before.files.length);
    expect((await source(me, first.id)).statusCode).toBe(404);

    const third = documentSchema.parse((await update(me, second.id, { cv: JSON.stringify(edited) })).json());
    expect(cvSourceSchema.parse((await source(me, third.id)).json()).hasPhoto).toBe(false);
  });

  it('reaches the company like an uploaded PDF, and an edit leaves the sent copy as it was', async () => {
    const acme = await partnerCompany(t.services.db, { name: 'Acme BTP' });
    const job = await insertJob(t.services.db, acme.id, { title: 'Électricienne' });
    const me = await t.candidate();
    const made = documentSchema.parse((await create(me, { cv: JSON.stringify(cv) })).json());
    const applied = await applyAs(t, me, { jobSlug: job.slug, cvDocumentId: made.id });
    expect(applied.statusCode).toBe(201);

    const edited = documentSchema.parse(
      (await update(me, made.id, { cv: JSON.stringify({ ...cv, headline: 'Nouvelle version' }) })).json(),
    );
    expect((await list(me)).map((d) => d.id)).toEqual([edited.id]);
    const sent = await callAs(t)('partnerApplicationCv', acme.headers, { id: applied.json().id });
    expect(sent.statusCode).toBe(200);
    expect(sent.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(sent.rawPayload);
    expect(text).toContain('Électricienne du bâtiment');
    expect(text).not.toContain('Nouvelle version');
  });

  it('refuses a bad form with the field that is wrong, and edits only made CVs of its owner', async () => {
    const me = await t.candidate();
    const bad = await create(me, { cv: JSON.stringify({ ...cv, fullName: ' ' }) }, 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', fields: { fullName: expect.any(String) } });
    expect((await create(me, { cv: '{not json' })).json()).toMatchObject({ code: 'VALIDATION' });
    const pdfAsPhoto = await create(me, {
      cv: JSON.stringify(cv),
      photo: filePart(pdfBytes(), 'moi.jpg', 'image/jpeg'),
    });
    expect(pdfAsPhoto.statusCode).toBe(415);
    expect(pdfAsPhoto.json()).toMatchObject({
      code: 'CV_PHOTO_TYPE',
      message: expect.stringContaining('JPEG, PNG ou WebP'),
    });

    const uploaded = multipart({ type: 'CV', file: filePart(pdfBytes()) });
    const pdf = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      payload: uploaded.payload,
      headers: { ...uploaded.headers, ...me.headers },
    });
    expect((await update(me, pdf.json().id, { cv: JSON.stringify(cv) })).statusCode).toBe(404);
    const mine = documentSchema.parse((await create(me, { cv: JSON.stringify(cv) })).json());
    const someoneElse = await t.candidate();
    expect((await update(someoneElse, mine.id, { cv: JSON.stringify(cv) })).statusCode).toBe(404);
    expect((await source(someoneElse, mine.id)).statusCode).toBe(404);
    expect((await list(me)).length).toBe(2);
    expect((await t.storedFiles()).pending).toEqual([]);
  });
});

describe('Photographier mon CV', () => {
  it('joins four photos into one CV of four pages within 1 MB', async () => {
    const me = await t.candidate();
    const photos = await Promise.all(
      [0, 1, 2, 3].map(async (i) => jpeg(await testPhoto({ width: 1200, height: 1600, grain: true }), `p${i}.jpg`)),
    );
    const res = await photograph(me, { photos });
    expect(res.statusCode).toBe(201);
    const doc = documentSchema.parse(res.json());
    expect(doc).toMatchObject({ type: 'CV', fileName: 'CV Awa Diop (photos).pdf', madeWith: 'photos' });
    const pdf = await download(me, doc.id);
    expect(pdf.length).toBeLessThanOrEqual(CV_PHOTOS_PDF_MAX_BYTES);
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(4);
    // Not editable: it has no form behind it.
    expect((await source(me, doc.id)).statusCode).toBe(404);
  }, 60_000);

  it('refuses no photo, too many, or one it cannot read, in the reader’s language, storing nothing', async () => {
    const me = await t.candidate();
    const page = jpeg(await testPhoto({ width: 800, height: 1000 }));
    const none = await photograph(me, {}, 'en');
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({
      code: 'CV_PHOTOS_COUNT',
      message: 'Send 1 to 4 photos, one for each page of the CV.',
    });
    expect((await photograph(me, { photos: [page, page, page, page, page] })).json().code).toBe('CV_PHOTOS_COUNT');
    const text = await photograph(me, { photos: [page, filePart(Buffer.from('bonjour'), 'cv.png', 'image/png')] });
    expect(text.json()).toMatchObject({ code: 'CV_PHOTO_TYPE' });
    expect(await list(me)).toEqual([]);
    expect((await t.storedFiles()).pending).toEqual([]);
  });
});
