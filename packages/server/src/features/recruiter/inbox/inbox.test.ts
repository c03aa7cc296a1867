import { applicationListSchema, inboxApplicationSchema, inboxListSchema } from '@baobab/core';
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
 * The inbox of company A's recruiters: Awa (French) applied to "Analyste" with a CV, a cover letter
 * and a portfolio answer; John (English) to "Caissier"; Fatou spontaneously. The file's other
 * parts: inbox-isolation.test.ts (company B with A's ids).
 */
let t: FileBackedTestApp;
let owner: Awaited<ReturnType<typeof signedInRecruiter>>;
let awa: TestCandidate;
let john: TestCandidate;
const ids = { awa: '', john: '', fatou: '', analyst: '', cashier: '', portfolio: '' };
const cvBytes = pdfBytes(3000);

const list = async (query: Record<string, string> = {}, headers = owner.headers) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/recruiter/applications', query, headers });
  expect(res.statusCode, res.body).toBe(200);
  return inboxListSchema.parse(res.json());
};
const open = async (id: string) => {
  const res = await recruiterCall(t, 'recruiterApplication', owner.headers, { id });
  expect(res.statusCode, res.body).toBe(200);
  return inboxApplicationSchema.parse(res.json());
};
const mine = async (who: TestCandidate) =>
  applicationListSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/api/applications/mine', headers: who.headers })).json(),
  );

beforeAll(async () => {
  t = await createFileBackedTestApp();
  const company = await insertCompany(t.services.db, { name: 'Acme', spontaneousApplications: true });
  owner = await signedInRecruiter(t, company.id);
  const analyst = await insertJob(t.services.db, company.id, {
    title: 'Analyste',
    questions: [{ id: 'portfolio', type: 'inputFile', label: 'Portfolio', required: false }],
  });
  const cashier = await insertJob(t.services.db, company.id, { title: 'Caissier' });
  awa = await t.candidate();
  john = await t.candidate();
  const fatou = await t.candidate();
  await t.services.db.query(`update users set locale = 'en', first_name = 'John' where id = $1`, [john.id]);
  const upload = multipart({ type: 'COVER_LETTER', file: filePart(pdfBytes(4500), 'portfolio.pdf') });
  ids.portfolio = (
    await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      payload: upload.payload,
      headers: { ...upload.headers, ...awa.headers },
    })
  ).json().id;
  const apply = async (who: TestCandidate, parts: Parameters<typeof applyAs>[2]) => {
    const res = await applyAs(t, who, { cv: filePart(cvBytes, 'cv.pdf'), ...parts });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  ids.awa = await apply(awa, {
    jobSlug: analyst.slug,
    coverLetter: filePart(pdfBytes(4000), 'lettre.pdf'),
    motivation: 'Très motivée',
    answers: JSON.stringify({ portfolio: ids.portfolio }),
  });
  ids.john = await apply(john, { jobSlug: cashier.slug });
  ids.fatou = await apply(fatou, { companyAlias: company.alias });
  ids.analyst = analyst.id;
  ids.cashier = cashier.id;
});
afterAll(() => t.close());

describe('recruiter inbox: lists', () => {
  it('lists the answers to offers newest first, apart from spontaneous applications', async () => {
    const offers = await list();
    expect(offers.results.map((a) => a.id)).toEqual([ids.john, ids.awa]);
    expect(offers.results[1]).toMatchObject({ job: { title: 'Analyste' }, motivation: 'Très motivée', status: 'SENT' });
    expect((await list({ list: 'spontaneous' })).results.map((a) => a.id)).toEqual([ids.fatou]);
  });

  it('keeps one offer’s or one stage’s applications', async () => {
    expect((await list({ jobId: ids.analyst })).results.map((a) => a.id)).toEqual([ids.awa]);
    expect((await list({ status: 'SENT' })).total).toBe(2);
    expect((await list({ status: 'HIRED' })).total).toBe(0);
  });

  it('refuses a query it cannot read, in the reader’s language', async () => {
    const queries: Record<string, string>[] = [
      { status: 'LOST' },
      { list: 'all' },
      { jobId: 'nope' },
      { limit: '500' },
    ];
    for (const query of queries) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/recruiter/applications',
        query,
        headers: { ...owner.headers, 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message: expect.stringMatching(/^[A-Z]/) });
      expect(res.json().message).not.toMatch(/[éè]/);
    }
  });
});

describe('recruiter inbox: one application', () => {
  it('opening a new application marks it viewed (once), without a mail', async () => {
    const before = (await outboxFor(t, awa.email)).length;
    const opened = await open(ids.awa);
    expect(opened).toMatchObject({
      status: 'VIEWED',
      questions: [{ id: 'portfolio', label: 'Portfolio' }],
      answers: { portfolio: ids.portfolio },
      notes: [],
      replies: [],
    });
    expect(opened.timeline.map((e) => e.status)).toEqual(['SENT', 'VIEWED']);
    expect((await open(ids.awa)).timeline).toHaveLength(2);
    expect((await mine(awa))[0]?.status).toBe('VIEWED');
    expect(await outboxFor(t, awa.email)).toHaveLength(before);
  });

  it('shows the CV, cover letter and an answer’s file inline, byte for byte', async () => {
    const cv = await recruiterCall(t, 'recruiterApplicationCv', owner.headers, { id: ids.awa });
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-type']).toBe('application/pdf');
    expect(cv.headers['content-disposition']).toMatch(/^inline; filename="cv.pdf"/);
    expect(cv.headers['cache-control']).toBe('private, no-store');
    expect(cv.rawPayload.equals(cvBytes)).toBe(true);
    const letter = await recruiterCall(t, 'recruiterApplicationCoverLetter', owner.headers, { id: ids.awa });
    expect(letter.headers['content-disposition']).toMatch(/^inline; filename="lettre.pdf"/);
    const file = await recruiterCall(t, 'recruiterApplicationFile', owner.headers, {
      id: ids.awa,
      documentId: ids.portfolio,
    });
    expect(file.statusCode).toBe(200);
    // John sent no cover letter: 404, as a file that does not exist.
    expect(
      (await recruiterCall(t, 'recruiterApplicationCoverLetter', owner.headers, { id: ids.john })).statusCode,
    ).toBe(404);
  });

  it('keeps private notes with their author, out of the candidate’s and the partner API’s answers', async () => {
    const added = await recruiterCall(
      t,
      'recruiterAddNote',
      owner.headers,
      { id: ids.awa },
      { text: '  Bon profil  ' },
    );
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ author: 'Awa Diop', text: 'Bon profil' });
    expect((await open(ids.awa)).notes.map((n) => n.text)).toEqual(['Bon profil']);
    const empty = await recruiterCall(t, 'recruiterAddNote', owner.headers, { id: ids.awa }, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION' });
    const candidateView = await t.app.inject({ method: 'GET', url: '/api/applications/mine', headers: awa.headers });
    expect(candidateView.body).not.toContain('Bon profil');
    expect(await t.services.db.query('select 1 from application_notes')).toHaveLength(1);
  });
});

describe('recruiter inbox: stages', () => {
  it('moves many at once and mails each candidate in their own language', async () => {
    const res = await recruiterCall(
      t,
      'recruiterMoveApplications',
      owner.headers,
      {},
      { ids: [ids.awa, ids.john], status: 'SHORTLISTED' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ moved: 2, message: '2 candidature(s) déplacée(s) : Présélectionnée.' });
    expect((await list({ status: 'SHORTLISTED' })).total).toBe(2);
    expect((await outboxFor(t, awa.email)).at(-1)?.subject).toBe('Votre candidature « Analyste » : Présélectionnée');
    const johnMail = (await outboxFor(t, john.email)).at(-1);
    expect(johnMail?.subject).toBe('Your application "Caissier": Shortlisted');
    expect(johnMail?.text_body).toContain(`${t.services.config.publicUrl}/profil`);
    expect((await mine(john))[0]?.timeline.map((e) => e.status)).toEqual(['SENT', 'SHORTLISTED']);
  });

  it('moves all or none: one id that is not the company’s leaves every application where it was', async () => {
    const other = await insertCompany(t.services.db, { name: 'Autre' });
    const job = await insertJob(t.services.db, other.id);
    const theirs = await applyAs(t, await t.candidate(), { jobSlug: job.slug, cv: filePart(pdfBytes()) });
    const res = await recruiterCall(
      t,
      'recruiterMoveApplications',
      owner.headers,
      {},
      { ids: [ids.awa, theirs.json().id], status: 'HIRED' },
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await open(ids.awa)).status).toBe('SHORTLISTED');
    const [row] = await t.services.db.query<{ status: string }>('select status from applications where id = $1', [
      theirs.json().id,
    ]);
    expect(row?.status).toBe('SENT');
  });

  it('refuses bad moves with a 400 and moves nothing', async () => {
    const bodies = [
      { ids: [], status: 'HIRED' },
      { ids: ['not-a-uuid'], status: 'HIRED' },
      { ids: [ids.awa], status: 'LOST' },
      { ids: Array.from({ length: 101 }, () => ids.awa), status: 'HIRED' },
    ];
    for (const body of bodies) {
      const res = await recruiterCall(t, 'recruiterMoveApplications', owner.headers, {}, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message: expect.any(String) });
    }
    expect((await open(ids.awa)).status).toBe('SHORTLISTED');
  });
});

describe('recruiter inbox: replies', () => {
  it('fills the templates in the candidate’s language, or the one asked', async () => {
    const draft = async (id: string, template: string, lang?: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/recruiter/applications/${id}/replies/${template}`,
          query: lang ? { lang } : {},
          headers: owner.headers,
        })
      ).json();
    expect(await draft(ids.awa, 'interview')).toMatchObject({
      lang: 'fr',
      subject: 'Entretien pour le poste « Analyste » chez Acme',
      text: expect.stringMatching(/^Bonjour Awa,[\s\S]*entretien[\s\S]*Awa Diop\nAcme$/),
    });
    expect(await draft(ids.john, 'rejection')).toMatchObject({
      lang: 'en',
      text: expect.stringMatching(/^Hello John,/),
    });
    expect(await draft(ids.awa, 'rejection', 'en')).toMatchObject({ subject: expect.stringContaining('"Analyste"') });
    expect((await draft(ids.fatou, 'interview')).subject).toContain('Candidature spontanée');
  });

  it('mails the edited reply, moves the stage in the same action, and the candidate reads it in /profil', async () => {
    const before = (await outboxFor(t, awa.email)).length;
    const res = await recruiterCall(
      t,
      'recruiterSendReply',
      owner.headers,
      { id: ids.awa },
      { template: 'interview', subject: 'Entretien\nlundi', text: 'Bonjour Awa,\n\nVenez lundi à 10 h.', move: true },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toContain('Awa');
    // One mail: the reply says the news, no second "new stage" mail.
    const mails = await outboxFor(t, awa.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.subject).toBe('Entretien lundi');
    expect(mails.at(-1)?.text_body).toMatch(/^Bonjour Awa,\n\nVenez lundi à 10 h\.\n\n--\nAcme vous a répondu/);
    const [application] = await mine(awa);
    expect(application?.status).toBe('INTERVIEW');
    expect(application?.replies).toMatchObject([
      { subject: 'Entretien lundi', text: 'Bonjour Awa,\n\nVenez lundi à 10 h.' },
    ]);
    expect((await open(ids.awa)).replies).toHaveLength(1);
  });

  it('sends without moving when asked so, and refuses an empty text', async () => {
    const send = (body: object) => recruiterCall(t, 'recruiterSendReply', owner.headers, { id: ids.john }, body);
    expect((await send({ template: 'rejection', subject: 'Hello', text: '  ' })).statusCode).toBe(400);
    expect((await send({ template: 'refusal', subject: 'Hello', text: 'Sorry' })).statusCode).toBe(400);
    expect((await send({ template: 'rejection', subject: 'Your application', text: 'Sorry.' })).statusCode).toBe(201);
    expect((await open(ids.john)).status).toBe('SHORTLISTED');
    expect((await outboxFor(t, john.email)).at(-1)?.text_body).toMatch(/^Sorry\.\n\n--\nAcme answered you/);
  });
});
