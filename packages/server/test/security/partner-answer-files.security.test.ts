import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyAs,
  createFileBackedTestApp,
  type FileBackedTestApp,
  filePart,
  insertJob,
  multipart,
  partnerCompany,
  pdfBytes,
} from '../fixtures';
import type { TestCandidate } from '../harness';
import { callAs } from '../partner-kit';

let t: FileBackedTestApp;
let acme: Awaited<ReturnType<typeof partnerCompany>>;
let victim: TestCandidate;
let victimDocument: string;

const uploadAs = async (who: TestCandidate, bytes: Buffer) => {
  const form = multipart({ type: 'CV', file: filePart(bytes, 'private.pdf') });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/documents',
    payload: form.payload,
    headers: { ...form.headers, ...who.headers },
  });
  return res.json().id as string;
};

beforeAll(async () => {
  t = await createFileBackedTestApp();
  acme = await partnerCompany(t.services.db, { name: 'Acme' });
  victim = await t.candidate();
  victimDocument = await uploadAs(victim, pdfBytes(3333));
});
afterAll(() => t.close());

describe('partner answer-file downloads', () => {
  it("never hand out another candidate's document named in an answer", async () => {
    const job = await insertJob(t.services.db, acme.id, {
      title: 'Comptable',
      questions: [
        { id: 'portfolio', type: 'inputFile', label: 'Portfolio', required: false },
        { id: 'note', type: 'inputText', label: 'Note', required: false },
      ],
    });
    const attacker = await t.candidate();
    const res = await applyAs(t, attacker, {
      jobSlug: job.slug,
      cv: filePart(pdfBytes(2000), 'cv.pdf'),
      answers: JSON.stringify({ note: victimDocument }),
    });
    expect(res.statusCode).toBe(201);
    const download = await callAs(t)('partnerApplicationFile', acme.headers, {
      id: res.json().id,
      documentId: victimDocument,
    });
    expect(download.statusCode).toBe(404);
  });
});
