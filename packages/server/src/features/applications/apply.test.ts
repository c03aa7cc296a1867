import { applicationSchema, COVER_LETTER_MAX_BYTES, documentSchema } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  applyAs,
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
let companyId: string;
beforeAll(async () => {
  t = await createFileBackedTestApp();
  companyId = (await insertCompany(t.services.db, { name: 'Sonatel', logo: '/logos/sonatel.png' })).id;
});
afterAll(() => t.close());

const newJob = (partial: Parameters<typeof insertJob>[2] = {}) => insertJob(t.services.db, companyId, partial);
const cv = () => filePart(pdfBytes(), 'mon-cv.pdf');

async function savedDocument(who: TestCandidate, type: 'CV' | 'COVER_LETTER') {
  const form = multipart({ type, file: filePart(pdfBytes()) });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/documents',
    payload: form.payload,
    headers: { ...form.headers, ...who.headers },
  });
  return documentSchema.parse(res.json());
}

const rowsOf = async (table: 'applications' | 'documents', userId: string) =>
  t.services.db.query(`select * from ${table} where user_id = $1`, [userId]);

/** Nothing of a refused application stays: no row, no pending file, no new committed file. */
async function expectNothingLeft(who: TestCandidate, filesBefore: string[]) {
  expect(await rowsOf('applications', who.id)).toHaveLength(0);
  expect(await rowsOf('documents', who.id)).toHaveLength(0);
  const stored = await t.storedFiles();
  expect(stored.pending).toEqual([]);
  expect(stored.files.sort()).toEqual([...filesBefore].sort());
}

describe('apply', () => {
  it('applies with an uploaded CV: application, document and committed file, confirmation mail', async () => {
    const me = await t.candidate();
    const job = await newJob({ title: 'Chef de projet' });
    const res = await applyAs(t, me, { jobSlug: job.slug, cv: cv(), motivation: 'Bonjour' });
    expect(res.statusCode).toBe(201);
    const application = applicationSchema.parse(res.json());
    expect(application).toMatchObject({
      spontaneous: false,
      job: { slug: job.slug, title: 'Chef de projet' },
      company: { name: 'Sonatel', logo: '/logos/sonatel.png' },
      status: 'SENT',
      timeline: [{ status: 'SENT' }],
      cv: { type: 'CV', fileName: 'mon-cv.pdf' },
      coverLetter: null,
      answers: {},
    });
    const [row] = await rowsOf('applications', me.id);
    expect(row).toMatchObject({ motivation: 'Bonjour', consents: { version: expect.any(String) } });
    const [doc] = await t.services.db.query<{ storage_key: string }>(
      'select storage_key from documents where id = $1',
      [application.cv.id],
    );
    const stored = await t.storedFiles();
    expect(stored.files).toContain(doc?.storage_key);
    expect(stored.pending).toEqual([]);
    await vi.waitFor(async () => {
      const [mail] = await t.services.db.query<{ subject: string; text_body: string }>(
        'select subject, text_body from outbox where to_address = $1',
        [me.email],
      );
      expect(mail?.subject).toBe('Candidature envoyée : Chef de projet');
      expect(mail?.text_body).toContain('/profil?tab=candidatures');
    });
  });

  it('applies with a saved CV and an uploaded cover letter, then with a saved cover letter', async () => {
    const me = await t.candidate();
    const savedCv = await savedDocument(me, 'CV');
    const first = await applyAs(t, me, {
      jobSlug: (await newJob()).slug,
      cvDocumentId: savedCv.id,
      coverLetter: filePart(pdfBytes(), 'lettre.pdf'),
    });
    expect(first.statusCode).toBe(201);
    const application = applicationSchema.parse(first.json());
    expect(application.cv.id).toBe(savedCv.id);
    expect(application.coverLetter).toMatchObject({ type: 'COVER_LETTER', fileName: 'lettre.pdf' });

    const second = await applyAs(t, me, {
      jobSlug: (await newJob()).slug,
      cvDocumentId: savedCv.id,
      coverLetterDocumentId: application.coverLetter?.id,
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().coverLetter.id).toBe(application.coverLetter?.id);
  });

  it('accepts a private job reached by its slug', async () => {
    const me = await t.candidate();
    const res = await applyAs(t, me, { jobSlug: (await newJob({ private: true })).slug, cv: cv() });
    expect(res.statusCode).toBe(201);
  });

  it('requires a CV, with the spec wording in fr and en', async () => {
    const me = await t.candidate();
    const slug = (await newJob()).slug;
    const fr = await applyAs(t, me, { jobSlug: slug });
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toEqual({
      code: 'CV_REQUIRED',
      message: 'Vous devez importer votre CV au format PDF pour envoyer votre candidature.',
    });
    const en = await applyAs(t, me, { jobSlug: slug, cv: filePart(Buffer.alloc(0), '') }, 'en');
    expect(en.json()).toEqual({
      code: 'CV_REQUIRED',
      message: 'You must import your CV PDF to submit your application.',
    });
  });

  it('requires each of the four consents, keeping nothing of the uploaded CV', async () => {
    const me = await t.candidate();
    const before = (await t.storedFiles()).files;
    const slug = (await newJob()).slug;
    for (const consent of ['acceptTerms', 'acceptPrivacy', 'acceptConsentForm', 'acceptDataRetention']) {
      const res = await applyAs(t, me, { jobSlug: slug, cv: cv(), [consent]: undefined });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'CONSENT_REQUIRED' });
    }
    const unchecked = await applyAs(t, me, { jobSlug: slug, cv: cv(), acceptTerms: 'false' });
    expect(unchecked.json()).toMatchObject({ code: 'CONSENT_REQUIRED' });
    await expectNothingLeft(me, before);
  });

  it('requires a captcha, and refuses one already used', async () => {
    const me = await t.candidate();
    const slug = (await newJob()).slug;
    const missing = await applyAs(t, me, { jobSlug: slug, cv: cv(), token: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
    const token = await t.captcha();
    expect((await applyAs(t, me, { jobSlug: slug, cv: cv(), token })).statusCode).toBe(201);
    const reused = await applyAs(t, me, { jobSlug: (await newJob()).slug, cv: cv(), token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'CAPTCHA_FAILED' });
  });

  it('refuses a closed or expired job with JOB_CLOSED', async () => {
    const me = await t.candidate();
    const before = (await t.storedFiles()).files;
    const closed = await applyAs(t, me, { jobSlug: (await newJob({ closed: true })).slug, cv: cv() }, 'en');
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ code: 'JOB_CLOSED', message: 'Job offer already closed.' });
    const expired = await newJob({ validThrough: new Date(Date.now() - 60_000) });
    const fr = await applyAs(t, me, { jobSlug: expired.slug, cv: cv() });
    expect(fr.json()).toEqual({ code: 'JOB_CLOSED', message: "Offre d'emploi déjà clôturée." });
    await expectNothingLeft(me, before);
  });

  it('refuses a job whose date passed after its row was cached by an earlier application', async () => {
    const job = await newJob({ validThrough: new Date(Date.now() + 5_000) });
    expect((await applyAs(t, await t.candidate(), { jobSlug: job.slug, cv: cv() })).statusCode).toBe(201);
    const late = await t.candidate();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 6_000);
      const res = await applyAs(t, late, { jobSlug: job.slug, cv: cv() });
      expect(res.json()).toMatchObject({ code: 'JOB_CLOSED' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a job handled on an external platform, with its URL', async () => {
    const me = await t.candidate();
    const before = (await t.storedFiles()).files;
    const url = 'https://careers.example.com/jobs/42';
    const res = await applyAs(t, me, { jobSlug: (await newJob({ externalApplyUrl: url })).slug, cv: cv() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'EXTERNAL_APPLICATION', message: expect.any(String), url });
    await expectNothingLeft(me, before);
  });

  it('answers 404 for an unknown job or company', async () => {
    const me = await t.candidate();
    expect((await applyAs(t, me, { jobSlug: 'nope', cv: cv() })).statusCode).toBe(404);
    expect((await applyAs(t, me, { companyAlias: 'nope', cv: cv() })).statusCode).toBe(404);
  });

  it('refuses a second application, rolling back the CV row it wrote and discarding its file', async () => {
    const me = await t.candidate();
    const slug = (await newJob()).slug;
    expect((await applyAs(t, me, { jobSlug: slug, cv: cv() })).statusCode).toBe(201);
    const documents = await rowsOf('documents', me.id);
    const before = await t.storedFiles();
    const fr = await applyAs(t, me, { jobSlug: slug, cv: cv() });
    expect(fr.statusCode).toBe(409);
    expect(fr.json()).toEqual({ code: 'ALREADY_APPLIED', message: "Vous avez déjà postulé à cette offre d'emploi." });
    const en = await applyAs(t, me, { jobSlug: slug, cv: cv() }, 'en');
    expect(en.json()).toEqual({ code: 'ALREADY_APPLIED', message: 'You have already applied for this job offer.' });
    expect(await rowsOf('applications', me.id)).toHaveLength(1);
    expect(await rowsOf('documents', me.id)).toEqual(documents);
    expect(await t.storedFiles()).toEqual(before);
  });

  it('lets only one of two simultaneous applications through', async () => {
    const me = await t.candidate();
    const slug = (await newJob()).slug;
    const answers = await Promise.all([
      applyAs(t, me, { jobSlug: slug, cv: cv() }),
      applyAs(t, me, { jobSlug: slug, cv: cv() }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await rowsOf('documents', me.id)).toHaveLength(1);
    expect((await t.storedFiles()).pending).toEqual([]);
  });

  it('sends a spontaneous application once, only to a company that offers it', async () => {
    const me = await t.candidate();
    const open = await insertCompany(t.services.db, { spontaneousApplications: true });
    const res = await applyAs(t, me, { companyAlias: open.alias, cv: cv() });
    expect(res.statusCode).toBe(201);
    expect(applicationSchema.parse(res.json())).toMatchObject({
      spontaneous: true,
      job: null,
      company: { alias: open.alias },
    });
    const again = await applyAs(t, me, { companyAlias: open.alias, cv: cv() });
    expect(again.json()).toMatchObject({ code: 'ALREADY_APPLIED' });
    const closed = await insertCompany(t.services.db);
    const refused = await applyAs(t, me, { companyAlias: closed.alias, cv: cv() }, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'SPONTANEOUS_NOT_OFFERED',
      message: 'This company does not accept spontaneous applications.',
    });
  });

  it("refuses another user's, a deleted or a mistyped saved document as VALIDATION on its field", async () => {
    const me = await t.candidate();
    const other = await t.candidate();
    const othersCv = await savedDocument(other, 'CV');
    const myLetter = await savedDocument(me, 'COVER_LETTER');
    const deleted = await savedDocument(me, 'CV');
    await t.app.inject({ method: 'DELETE', url: `/api/documents/${deleted.id}`, headers: me.headers });
    const slug = (await newJob()).slug;
    for (const cvDocumentId of [othersCv.id, myLetter.id, deleted.id, crypto.randomUUID()]) {
      const res = await applyAs(t, me, { jobSlug: slug, cvDocumentId });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { cvDocumentId: 'unknown document' } });
    }
    const letter = await applyAs(t, me, { jobSlug: slug, cv: cv(), coverLetterDocumentId: othersCv.id });
    expect(letter.json()).toMatchObject({ fields: { coverLetterDocumentId: 'unknown document' } });
    expect(await rowsOf('applications', me.id)).toHaveLength(0);
  });

  it('validates the fields: one target, one CV source', async () => {
    const me = await t.candidate();
    const job = await newJob();
    const both = await applyAs(t, me, { jobSlug: job.slug, companyAlias: 'x', cv: cv() });
    expect(both.json()).toMatchObject({ code: 'VALIDATION', fields: { jobSlug: expect.any(String) } });
    const neither = await applyAs(t, me, { cv: cv() });
    expect(neither.json()).toMatchObject({ code: 'VALIDATION', fields: { jobSlug: expect.any(String) } });
    const saved = await savedDocument(me, 'CV');
    const twoCvs = await applyAs(t, me, { jobSlug: job.slug, cv: cv(), cvDocumentId: saved.id });
    expect(twoCvs.json()).toMatchObject({ code: 'VALIDATION', fields: { cvDocumentId: expect.any(String) } });
  });

  it('refuses a non-PDF CV (400) and an oversized cover letter (413) with FILE_UPLOAD, keeping no file', async () => {
    const me = await t.candidate();
    const before = (await t.storedFiles()).files;
    const slug = (await newJob()).slug;
    const png = await applyAs(t, me, { jobSlug: slug, cv: filePart(pngBytes(), 'cv.pdf') }, 'en');
    expect(png.statusCode).toBe(400);
    expect(png.json()).toEqual({ code: 'FILE_UPLOAD', message: 'The file must be a PDF and under 5MB.' });
    const big = await applyAs(t, me, {
      jobSlug: slug,
      cv: cv(),
      coverLetter: filePart(pdfBytes(COVER_LETTER_MAX_BYTES + 1), 'lettre.pdf'),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'FILE_UPLOAD' });
    await expectNothingLeft(me, before);
  });

  it('answers 401 JSON without a session', async () => {
    const res = await applyAs(t, null, { jobSlug: (await newJob()).slug, cv: cv() });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('does not fail an application when its confirmation mail fails', async () => {
    const me = await t.candidate();
    const send = vi.spyOn(t.services.mailer, 'send').mockRejectedValue(new Error('mail down'));
    const res = await applyAs(t, me, { jobSlug: (await newJob()).slug, cv: cv() });
    expect(res.statusCode).toBe(201);
    // The mail goes after the answer.
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith(expect.objectContaining({ to: me.email })));
    send.mockRestore();
  });
});
