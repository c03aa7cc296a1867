import { randomUUID } from 'node:crypto';
import { applicationSchema } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyAs,
  createFileBackedTestApp,
  type FileBackedTestApp,
  filePart,
  insertCompany,
  insertJob,
  pdfBytes,
} from '../../../test/fixtures';
import type { TestCandidate } from '../../../test/harness';
import { sweepAttempts } from './attempts';

let t: FileBackedTestApp;
let companyId: string;
beforeAll(async () => {
  t = await createFileBackedTestApp();
  companyId = (await insertCompany(t.services.db, { name: 'Sonatel' })).id;
});
afterAll(() => t.close());

const cv = () => filePart(pdfBytes(), 'mon-cv.pdf');
const newSlug = async () => (await insertJob(t.services.db, companyId)).slug;
const applications = (who: TestCandidate) =>
  t.services.db.query('select id from applications where user_id = $1', [who.id]);
const attempts = (who: TestCandidate) =>
  t.services.db.query('select application_id from application_attempts where user_id = $1', [who.id]);

describe('apply attempts (Idempotency-Key)', () => {
  it('answers a repeat of an attempt with the first answer, writing nothing more', async () => {
    const me = await t.candidate();
    const key = randomUUID();
    const jobSlug = await newSlug();
    const token = await t.captcha();
    const first = await applyAs(t, me, { jobSlug, cv: cv(), token }, 'fr', key);
    expect(first.statusCode).toBe(201);
    const filesAfterFirst = await t.storedFiles();
    // The same call again (its answer was lost), even with the captcha it already showed.
    const repeat = await applyAs(t, me, { jobSlug, cv: cv(), token }, 'fr', key);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toEqual(first.json());
    expect(await applications(me)).toHaveLength(1);
    expect(await attempts(me)).toEqual([{ application_id: applicationSchema.parse(first.json()).id }]);
    // The repeat's file went nowhere: no second document, no file left behind.
    expect(await t.storedFiles()).toEqual(filesAfterFirst);
    const mails = await t.services.db.query('select 1 from outbox where to_address = $1', [me.email]);
    expect(mails.length).toBeLessThanOrEqual(1);
  });

  it('makes one application of two calls of the same attempt arriving together', async () => {
    const me = await t.candidate();
    const key = randomUUID();
    const jobSlug = await newSlug();
    const token = await t.captcha();
    const answers = await Promise.all([
      applyAs(t, me, { jobSlug, cv: cv(), token }, 'fr', key),
      applyAs(t, me, { jobSlug, cv: cv(), token }, 'fr', key),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers[0]?.json().id).toBe(answers[1]?.json().id);
    expect(await applications(me)).toHaveLength(1);
    expect(await attempts(me)).toHaveLength(1);
  });

  it('keeps a captcha valid for its attempt only', async () => {
    const me = await t.candidate();
    const key = randomUUID();
    const token = await t.captcha();
    // The first call consumed the captcha, then failed (the offer is gone).
    const lost = await applyAs(t, me, { jobSlug: 'offre-disparue', cv: cv(), token }, 'fr', key);
    expect(lost.json()).toMatchObject({ code: 'NOT_FOUND' });
    // Another attempt cannot use that solution…
    const other = await applyAs(t, me, { jobSlug: await newSlug(), cv: cv(), token }, 'fr', randomUUID());
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: 'CAPTCHA_FAILED' });
    // …another candidate with the same key neither…
    const someoneElse = await t.candidate();
    const stolen = await applyAs(t, someoneElse, { jobSlug: await newSlug(), cv: cv(), token }, 'fr', key);
    expect(stolen.json()).toMatchObject({ code: 'CAPTCHA_FAILED' });
    // …while the same attempt may show it again, with no new tick.
    const retried = await applyAs(t, me, { jobSlug: await newSlug(), cv: cv(), token }, 'fr', key);
    expect(retried.statusCode).toBe(201);
    expect(await applications(me)).toHaveLength(1);
    expect(await applications(someoneElse)).toHaveLength(0);
  });

  it('requires a UUID key', async () => {
    const me = await t.candidate();
    const res = await applyAs(t, me, { jobSlug: await newSlug(), cv: cv() }, 'en', 'not-a-uuid');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    expect(await applications(me)).toHaveLength(0);
  });

  it('forgets attempts after 24 hours', async () => {
    const me = await t.candidate();
    const key = randomUUID();
    const jobSlug = await newSlug();
    expect((await applyAs(t, me, { jobSlug, cv: cv() }, 'fr', key)).statusCode).toBe(201);
    const now = new Date();
    expect(await sweepAttempts(t.services.db, new Date(now.getTime() + 23 * 3600_000))).toBe(0);
    expect(await attempts(me)).toHaveLength(1);
    expect(await sweepAttempts(t.services.db, new Date(now.getTime() + 25 * 3600_000))).toBeGreaterThanOrEqual(1);
    expect(await attempts(me)).toHaveLength(0);
    // The application itself stays; a late repeat is now an application like any other.
    expect(await applications(me)).toHaveLength(1);
    const late = await applyAs(t, me, { jobSlug, cv: cv() }, 'fr', key);
    expect(late.json()).toMatchObject({ code: 'ALREADY_APPLIED' });
  });
});
