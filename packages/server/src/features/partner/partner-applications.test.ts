import {
  applicationListSchema,
  CHAT_THREAD_HASH,
  partnerApplicationListSchema,
  partnerThreadSchema,
} from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxFor } from '../../../test/auth-calls';
import {
  applyAs,
  createFileBackedTestApp,
  type FileBackedTestApp,
  filePart,
  insertCompany,
  insertJob,
  multipart,
  partnerCompany,
  pdfBytes,
} from '../../../test/fixtures';
import type { TestCandidate } from '../../../test/harness';
import { callAs } from '../../../test/partner-kit';

let t: FileBackedTestApp;
let acme: Awaited<ReturnType<typeof partnerCompany>>;
let other: Awaited<ReturnType<typeof partnerCompany>>;
let awa: TestCandidate;
let applicationId: string;
const cvBytes = pdfBytes(3000);
const letterBytes = pdfBytes(4000);
const portfolioBytes = pdfBytes(4500);
let portfolioId: string;

const call: ReturnType<typeof callAs> = (...args) => callAs(t)(...args);

beforeAll(async () => {
  t = await createFileBackedTestApp();
  acme = await partnerCompany(t.services.db, { name: 'Acme' });
  other = await partnerCompany(t.services.db, { name: 'Autre' });
  const job = await insertJob(t.services.db, acme.id, {
    title: 'Analyste',
    questions: [{ id: 'portfolio', type: 'inputFile', label: 'Portfolio', required: false }],
  });
  awa = await t.candidate();
  const upload = multipart({ type: 'COVER_LETTER', file: filePart(portfolioBytes, 'portfolio.pdf') });
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/documents',
    payload: upload.payload,
    headers: { ...upload.headers, ...awa.headers },
  });
  portfolioId = saved.json().id;
  const res = await applyAs(t, awa, {
    jobSlug: job.slug,
    cv: filePart(cvBytes, 'cv-awa.pdf'),
    coverLetter: filePart(letterBytes, 'lettre.pdf'),
    motivation: 'Très motivée',
    answers: JSON.stringify({ portfolio: portfolioId }),
  });
  expect(res.statusCode).toBe(201);
  applicationId = res.json().id;
});
afterAll(() => t.close());

describe('partner API: applications', () => {
  it('lists the company’s applications with candidate, files and consents; none for another company', async () => {
    const list = partnerApplicationListSchema.parse((await call('partnerApplications', acme.headers)).json()).results;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: applicationId,
      job: { title: 'Analyste' },
      candidate: { email: awa.email, firstName: 'Awa' },
      motivation: 'Très motivée',
      cv: { fileName: 'cv-awa.pdf' },
      consents: { accepted: expect.arrayContaining(['acceptTerms', 'acceptDataRetention']) },
    });
    expect(list[0]?.consents.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await call('partnerApplications', other.headers)).json()).toMatchObject({ results: [], total: 0 });
  });

  it('pages the applications and keeps those of one job', async () => {
    const job = await insertJob(t.services.db, acme.id, { title: 'Caissier' });
    const moussa = await t.candidate();
    expect((await applyAs(t, moussa, { jobSlug: job.slug, cv: filePart(pdfBytes()) })).statusCode).toBe(201);
    const page = async (query: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/partner/v1/applications?${query}`, headers: acme.headers })
      ).json();
    expect(await page('limit=1')).toMatchObject({ total: 2, totalPages: 2, page: 1, limit: 1 });
    expect((await page('limit=1')).results[0].job.title).toBe('Caissier');
    expect((await page('limit=1&page=2')).results[0].job.title).toBe('Analyste');
    expect(await page(`jobId=${job.id}`)).toMatchObject({ total: 1, results: [{ job: { id: job.id } }] });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/partner/v1/applications?limit=500', headers: acme.headers }))
        .statusCode,
    ).toBe(400);
  });

  it('downloads a file given as an answer, only that, only for the company', async () => {
    const file = await call('partnerApplicationFile', acme.headers, { id: applicationId, documentId: portfolioId });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(portfolioBytes)).toBe(true);
    expect(
      (await call('partnerApplicationFile', other.headers, { id: applicationId, documentId: portfolioId })).statusCode,
    ).toBe(404);
    const cvId =
      (await t.services.db.query<{ id: string }>("select id from documents where file_name = 'cv-awa.pdf'"))[0]?.id ??
      '';
    expect(
      (await call('partnerApplicationFile', acme.headers, { id: applicationId, documentId: cvId })).statusCode,
    ).toBe(404);
  });

  it('downloads the CV and cover letter; another company gets 404', async () => {
    const cv = await call('partnerApplicationCv', acme.headers, { id: applicationId });
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-type']).toBe('application/pdf');
    expect(cv.rawPayload.equals(cvBytes)).toBe(true);
    const letter = await call('partnerApplicationCoverLetter', acme.headers, { id: applicationId });
    expect(letter.rawPayload.equals(letterBytes)).toBe(true);
    for (const name of ['partnerApplicationCv', 'partnerApplicationCoverLetter'] as const) {
      const res = await call(name, other.headers, { id: applicationId });
      expect(res.statusCode).toBe(404);
      expect(res.rawPayload.includes(cvBytes.subarray(0, 50))).toBe(false);
    }
  });

  it("moves the status; the candidate's timeline shows it; another company cannot", async () => {
    const wrong = await call('partnerMoveApplication', other.headers, { id: applicationId }, { status: 'REJECTED' });
    expect(wrong.statusCode).toBe(404);
    const bad = await call('partnerMoveApplication', acme.headers, { id: applicationId }, { status: 'LOST' });
    expect(bad.statusCode).toBe(400);
    const moved = await call('partnerMoveApplication', acme.headers, { id: applicationId }, { status: 'INTERVIEW' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'INTERVIEW' });
    // The same status again adds no event.
    await call('partnerMoveApplication', acme.headers, { id: applicationId }, { status: 'INTERVIEW' });
    const mine = applicationListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/applications/mine', headers: awa.headers })).json(),
    );
    expect(mine[0]?.status).toBe('INTERVIEW');
    expect(mine[0]?.timeline.map((e) => e.status)).toEqual(['SENT', 'INTERVIEW']);
  });
});

describe('chat between a candidate and the partner API', () => {
  it('exists only for companies whose recruiters hold a live key', async () => {
    const silent = await insertCompany(t.services.db, { name: 'Sans clé' });
    const detail = async (alias: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/companies/${alias}` })).json();
    expect((await detail(silent.alias)).chat).toBe(false);
    expect((await detail(acme.alias)).chat).toBe(true);
    expect((await call('companyThread', awa.headers, { alias: silent.alias })).statusCode).toBe(404);
    const res = await call('writeToCompany', awa.headers, { alias: silent.alias }, { body: 'Allô ?' });
    expect(res.statusCode).toBe(404);
    expect(await t.services.db.query('select 1 from chat_threads where company_id = $1', [silent.id])).toEqual([]);
  });

  it('candidate writes, company reads (unread counts), answers; text stays text; other company sees nothing', async () => {
    const empty = await call('companyThread', awa.headers, { alias: acme.alias });
    expect(empty.json()).toMatchObject({ id: null, messages: [], company: { alias: acme.alias } });
    expect((await call('writeToCompany', {}, { alias: acme.alias }, { body: 'x' })).statusCode).toBe(401);
    expect((await call('writeToCompany', awa.headers, { alias: acme.alias }, { body: '   ' })).statusCode).toBe(400);

    const injection = '<img src=x onerror="alert(1)"> Bonjour, le poste est-il ouvert ?';
    const sent = await call('writeToCompany', awa.headers, { alias: acme.alias }, { body: injection });
    expect(sent.statusCode).toBe(201);
    await call('writeToCompany', awa.headers, { alias: acme.alias }, { body: 'Merci !' });

    const threads = (await call('partnerThreads', acme.headers)).json();
    expect(threads).toMatchObject([{ candidate: { firstName: 'Awa' }, unread: 2 }]);
    expect((await call('partnerThreads', other.headers)).json()).toEqual([]);
    const threadId = threads[0].id;
    expect((await call('partnerThread', other.headers, { id: threadId })).statusCode).toBe(404);
    expect((await call('partnerAnswer', other.headers, { id: threadId }, { body: 'Spam' })).statusCode).toBe(404);

    const thread = partnerThreadSchema.parse((await call('partnerThread', acme.headers, { id: threadId })).json());
    expect(thread.messages.map((m) => [m.author, m.body])).toEqual([
      ['candidate', injection],
      ['candidate', 'Merci !'],
    ]);
    expect((await call('partnerThreads', acme.headers)).json()[0].unread).toBe(0);

    // The link lands on the thread itself, not the top of the company page.
    const chatLink = `${t.services.config.publicUrl}/entreprises/${acme.alias}/chat#${CHAT_THREAD_HASH}`;
    // Awa's outbox already holds her application's confirmation: count only the mails linking the chat.
    const chatMails = async () => (await outboxFor(t, awa.email)).filter((m) => m.text_body.includes(chatLink));
    expect(await chatMails()).toHaveLength(0);
    const answer = await call('partnerAnswer', acme.headers, { id: threadId }, { body: 'Oui, postulez !' });
    expect(answer.statusCode).toBe(201);
    // One mail to the candidate, in French (their locale), naming the company and linking its chat tab.
    await vi.waitFor(async () => expect(await chatMails()).toHaveLength(1));
    const [mail] = await chatMails();
    expect(mail?.subject).toBe('Acme a répondu à votre message');
    expect(mail?.text_body).toMatch(/^Bonjour Awa,/);
    // The answer itself stays behind the sign-in.
    expect(mail?.text_body).not.toContain('Oui, postulez');
    expect((await call('myThreads', awa.headers)).json()).toMatchObject([{ id: threadId, unread: 1 }]);
    const read = (await call('companyThread', awa.headers, { alias: acme.alias })).json();
    expect(read).toMatchObject({ id: threadId, unread: 1 });
    expect(read.messages.at(-1)).toMatchObject({ author: 'company', body: 'Oui, postulez !' });
    expect((await call('myThreads', awa.headers)).json()[0].unread).toBe(0);
  });

  it('mails once per run of unread answers: lines in a row add no mail, an answer after reading does', async () => {
    const chatLink = `${t.services.config.publicUrl}/entreprises/${acme.alias}/chat`;
    const chatMails = async () => (await outboxFor(t, awa.email)).filter((m) => m.text_body.includes(chatLink));
    const before = (await chatMails()).length;
    const [thread] = (await call('partnerThreads', acme.headers)).json();
    const answer = (body: string) => call('partnerAnswer', acme.headers, { id: thread.id }, { body });
    expect((await answer('Un')).statusCode).toBe(201);
    expect((await answer('Deux')).statusCode).toBe(201);
    await vi.waitFor(async () => expect(await chatMails()).toHaveLength(before + 1));
    await call('companyThread', awa.headers, { alias: acme.alias });
    expect((await answer('Trois')).statusCode).toBe(201);
    await vi.waitFor(async () => expect(await chatMails()).toHaveLength(before + 2));
  });
});
