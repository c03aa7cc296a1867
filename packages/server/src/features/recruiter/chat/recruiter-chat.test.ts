import {
  CHAT_MESSAGE_MAX,
  CHAT_THREAD_HASH,
  partnerThreadSchema,
  threadSummaryListSchema,
  translate,
} from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxFor } from '../../../../test/auth-calls';
import {
  applyAs,
  createFileBackedTestApp,
  type FileBackedTestApp,
  filePart,
  insertCompany,
  insertJob,
  pdfBytes,
} from '../../../../test/fixtures';
import type { TestCandidate } from '../../../../test/harness';
import { callAs } from '../../../../test/partner-kit';
import { recruiterCall, signedInRecruiter } from '../../../../test/recruiter-kit';

/**
 * A company with recruiters and no partner key: its page offers chat, a candidate writes, a
 * recruiter reads and answers in the recruiter space, and the candidate is told as for any
 * company answer. Another company's recruiter reaches none of it.
 */
let t: FileBackedTestApp;
let company: Awaited<ReturnType<typeof insertCompany>>;
let recruiter: Awaited<ReturnType<typeof signedInRecruiter>>;
let stranger: Awaited<ReturnType<typeof signedInRecruiter>>;
let awa: TestCandidate;
let threadId: string;
const candidateCall: ReturnType<typeof callAs> = (...args) => callAs(t)(...args);

beforeAll(async () => {
  t = await createFileBackedTestApp();
  company = await insertCompany(t.services.db, { name: 'Teranga Recrute' });
  const job = await insertJob(t.services.db, company.id, { title: 'Comptable' });
  recruiter = await signedInRecruiter(t, company.id);
  stranger = await signedInRecruiter(t, (await insertCompany(t.services.db, { name: 'Autre' })).id);
  awa = await t.candidate();
  expect((await applyAs(t, awa, { jobSlug: job.slug, cv: filePart(pdfBytes()) })).statusCode).toBe(201);
});
afterAll(() => t.close());

describe('the recruiter space answers the company’s chat', () => {
  it('a company with recruiters (no key) has chat: the candidate writes, the recruiter sees who, about what, unread', async () => {
    const detail = (await t.app.inject({ method: 'GET', url: `/api/companies/${company.alias}` })).json();
    expect(detail.chat).toBe(true);
    for (const body of ['Bonjour, le poste est-il ouvert ?', '<b>Merci</b>']) {
      const sent = await candidateCall('writeToCompany', awa.headers, { alias: company.alias }, { body });
      expect(sent.statusCode).toBe(201);
    }
    const res = await recruiterCall(t, 'recruiterThreads', recruiter.headers);
    expect(res.statusCode).toBe(200);
    const threads = threadSummaryListSchema.parse(res.json());
    expect(threads).toMatchObject([
      {
        candidate: { firstName: 'Awa', lastName: 'Diop' },
        offer: { title: 'Comptable' },
        lastMessage: { author: 'candidate', body: '<b>Merci</b>' },
        unread: 2,
      },
    ]);
    threadId = threads[0]?.id ?? '';
  });

  it('another company’s recruiter lists nothing, and its thread id answers 404 (read and answer), nothing changed', async () => {
    expect((await recruiterCall(t, 'recruiterThreads', stranger.headers)).json()).toEqual([]);
    for (const [name, body] of [
      ['recruiterThread', undefined],
      ['recruiterAnswer', { body: 'Spam' }],
    ] as const) {
      const res = await recruiterCall(t, name, stranger.headers, { id: threadId }, body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: translate('fr', 'errors.not_found') });
    }
    const [thread] = (await recruiterCall(t, 'recruiterThreads', recruiter.headers)).json();
    expect(thread).toMatchObject({ unread: 2, lastMessage: { author: 'candidate' } });
  });

  it('opening the thread marks the candidate’s messages read for the company', async () => {
    const res = await recruiterCall(t, 'recruiterThread', recruiter.headers, { id: threadId });
    const thread = partnerThreadSchema.parse(res.json());
    expect(thread.messages.map((m) => [m.author, m.body])).toEqual([
      ['candidate', 'Bonjour, le poste est-il ouvert ?'],
      ['candidate', '<b>Merci</b>'],
    ]);
    expect((await recruiterCall(t, 'recruiterThreads', recruiter.headers)).json()[0].unread).toBe(0);
  });

  it('the answer reaches the candidate as a company answer: unread count, one mail linking the thread', async () => {
    const chatLink = `${t.services.config.publicUrl}/entreprises/${company.alias}/chat#${CHAT_THREAD_HASH}`;
    const chatMails = async () => (await outboxFor(t, awa.email)).filter((m) => m.text_body.includes(chatLink));
    expect(await chatMails()).toHaveLength(0);
    const answer = await recruiterCall(t, 'recruiterAnswer', recruiter.headers, { id: threadId }, { body: 'Oui !' });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ author: 'company', body: 'Oui !' });
    await vi.waitFor(async () => expect(await chatMails()).toHaveLength(1));
    expect((await candidateCall('myThreads', awa.headers)).json()).toMatchObject([
      { id: threadId, unread: 1, lastMessage: { author: 'company', body: 'Oui !' } },
    ]);
    const read = (await candidateCall('companyThread', awa.headers, { alias: company.alias })).json();
    expect(read.messages.at(-1)).toMatchObject({ author: 'company', body: 'Oui !' });
    // The recruiter's own answer is no unread message for the company.
    expect((await recruiterCall(t, 'recruiterThreads', recruiter.headers)).json()[0].unread).toBe(0);
  });

  it('bad input: 4xx {message, code} in the recruiter’s language, nothing stored', async () => {
    const count = async () =>
      (await t.services.db.query('select 1 from chat_messages where thread_id = $1', [threadId])).length;
    const before = await count();
    const english = { ...recruiter.headers, 'accept-language': 'en' };
    const blank = await recruiterCall(t, 'recruiterAnswer', english, { id: threadId }, { body: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: 'VALIDATION', message: translate('en', 'errors.validation') });
    const long = await recruiterCall(
      t,
      'recruiterAnswer',
      recruiter.headers,
      { id: threadId },
      { body: 'x'.repeat(CHAT_MESSAGE_MAX + 1) },
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe('VALIDATION');
    const badId = await recruiterCall(t, 'recruiterThread', english, { id: 'not-a-thread' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().code).toBe('VALIDATION');
    const anonymous = await recruiterCall(t, 'recruiterThreads', {});
    expect(anonymous.statusCode).toBe(401);
    // A candidate's token opens no recruiter space.
    expect((await recruiterCall(t, 'recruiterThreads', awa.headers)).statusCode).toBe(401);
    expect(await count()).toBe(before);
  });
});
