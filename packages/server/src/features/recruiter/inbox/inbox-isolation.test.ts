import { type ApiEndpointName, apiEndpoints, type EndpointDef } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFor } from '../../../../test/auth-calls';
import {
  applyAs,
  createFileBackedTestApp,
  type FileBackedTestApp,
  filePart,
  insertCompany,
  insertJob,
  multipart,
  pdfBytes,
} from '../../../../test/fixtures';
import type { TestCandidate } from '../../../../test/harness';
import { recruiterCall, signedInRecruiter } from '../../../../test/recruiter-kit';

/**
 * Two companies: B's owner calls every inbox endpoint with A's application, offer and file ids.
 * Each answers 404 as an unknown id; A's applications, notes, replies and the candidate's mailbox
 * are the same afterwards, and B's own lists hold nothing of A's.
 */
let t: FileBackedTestApp;
let bOwner: Awaited<ReturnType<typeof signedInRecruiter>>;
let awa: TestCandidate;
const a = { application: '', job: '', portfolio: '' };
const cvBytes = pdfBytes(3300);

beforeAll(async () => {
  t = await createFileBackedTestApp();
  const companyA = await insertCompany(t.services.db, { name: 'A', spontaneousApplications: true });
  const companyB = await insertCompany(t.services.db, { name: 'B' });
  await signedInRecruiter(t, companyA.id);
  bOwner = await signedInRecruiter(t, companyB.id);
  const job = await insertJob(t.services.db, companyA.id, {
    questions: [{ id: 'portfolio', type: 'inputFile', label: 'Portfolio', required: false }],
  });
  awa = await t.candidate();
  const upload = multipart({ type: 'COVER_LETTER', file: filePart(pdfBytes(4100), 'portfolio.pdf') });
  a.portfolio = (
    await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      payload: upload.payload,
      headers: { ...upload.headers, ...awa.headers },
    })
  ).json().id;
  const applied = await applyAs(t, awa, {
    jobSlug: job.slug,
    cv: filePart(cvBytes),
    coverLetter: filePart(pdfBytes(4000), 'lettre.pdf'),
    answers: JSON.stringify({ portfolio: a.portfolio }),
  });
  expect(applied.statusCode, applied.body).toBe(201);
  a.application = applied.json().id;
  a.job = job.id;
  await applyAs(t, await t.candidate(), { companyAlias: companyA.alias, cv: filePart(pdfBytes()) });
});
afterAll(() => t.close());

const INBOX_PATH = '/api/recruiter/applications';

/** A's side, read from the database (opening it through the API would mark it viewed). */
const aState = async () => ({
  applications: await t.services.db.query('select id, status from applications order by id'),
  events: await t.services.db.query('select count(*)::int as n from application_events'),
  notes: await t.services.db.query('select count(*)::int as n from application_notes'),
  replies: await t.services.db.query('select count(*)::int as n from application_replies'),
  mails: (await outboxFor(t, awa.email)).length,
});

/** Each inbox endpoint taking an id, with A's ids B tries (and a body where it needs one). */
const CROSS_CALLS: Partial<Record<ApiEndpointName, () => { params: Record<string, string>; body?: object }>> = {
  recruiterApplication: () => ({ params: { id: a.application } }),
  recruiterMoveApplications: () => ({ params: {}, body: { ids: [a.application], status: 'REJECTED' } }),
  recruiterAddNote: () => ({ params: { id: a.application }, body: { text: 'Note de B' } }),
  recruiterReplyDraft: () => ({ params: { id: a.application, template: 'interview' } }),
  recruiterSendReply: () => ({
    params: { id: a.application },
    body: { template: 'rejection', subject: 'Non', text: 'Non merci', move: true },
  }),
  recruiterApplicationCv: () => ({ params: { id: a.application } }),
  recruiterApplicationCoverLetter: () => ({ params: { id: a.application } }),
  recruiterApplicationFile: () => ({ params: { id: a.application, documentId: a.portfolio } }),
};
describe('inbox isolation across two companies', () => {
  it('covers every inbox endpoint (recruiter-isolation.test.ts covers the rest of the space)', () => {
    const inbox = Object.entries(apiEndpoints as Record<string, EndpointDef>)
      .filter(([, def]) => def.path.startsWith(INBOX_PATH))
      .map(([name]) => name);
    expect(inbox.sort()).toEqual([...Object.keys(CROSS_CALLS), 'recruiterApplications'].sort());
  });

  it.each(Object.keys(CROSS_CALLS) as ApiEndpointName[])(
    "%s with company A's ids answers 404 to B and changes nothing",
    async (name) => {
      const before = await aState();
      const { params, body } = CROSS_CALLS[name]!();
      const res = await recruiterCall(t, name, bOwner.headers, params, body);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
      expect(res.rawPayload.includes(cvBytes.subarray(0, 64))).toBe(false);
      expect(await aState()).toEqual(before);
    },
  );

  it("B's lists hold none of A's applications, for A's offer id either", async () => {
    const queries: Record<string, string>[] = [{}, { list: 'spontaneous' }, { jobId: a.job }, { status: 'SENT' }];
    for (const query of queries) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/recruiter/applications',
        query,
        headers: bOwner.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ results: [], total: 0 });
    }
  });

  it('a bulk move mixing B’s and A’s ids moves none of them', async () => {
    const companyB = (
      await t.services.db.query<{ company_id: string }>('select company_id from recruiters where id = $1', [bOwner.id])
    )[0];
    const job = await insertJob(t.services.db, companyB?.company_id ?? '');
    const mine = await applyAs(t, await t.candidate(), { jobSlug: job.slug, cv: filePart(pdfBytes()) });
    const before = await aState();
    const res = await recruiterCall(
      t,
      'recruiterMoveApplications',
      bOwner.headers,
      {},
      { ids: [mine.json().id, a.application], status: 'HIRED' },
    );
    expect(res.statusCode).toBe(404);
    expect(await aState()).toEqual(before);
  });

  it('a candidate’s token opens no inbox call', async () => {
    const res = await recruiterCall(t, 'recruiterApplicationCv', awa.headers, { id: a.application });
    expect(res.statusCode).toBe(401);
  });
});
