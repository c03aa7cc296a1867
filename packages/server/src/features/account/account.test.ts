import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxFor } from '../../../test/auth-calls';
import {
  applyAs,
  createFileBackedTestApp,
  type FileBackedTestApp,
  filePart,
  insertJob,
  partnerCompany,
  pdfBytes,
} from '../../../test/fixtures';
import type { TestCandidate } from '../../../test/harness';
import { callAs } from '../../../test/partner-kit';
import { unzip } from '../../../test/unzip';

let t: FileBackedTestApp;
let acme: Awaited<ReturnType<typeof partnerCompany>>;
const call: ReturnType<typeof callAs> = (...args) => callAs(t)(...args);

beforeAll(async () => {
  t = await createFileBackedTestApp();
  acme = await partnerCompany(t.services.db, { name: 'Acme' });
  await t.services.db.query(
    "insert into countries (code, slug, name_fr, name_en) values ('SN', 'senegal', 'Sénégal', 'Senegal') on conflict do nothing",
  );
});
afterAll(() => t.close());

/** A candidate with a CV, an application (with a cover letter), a chat thread and an alert. */
async function activeCandidate(name: string) {
  const who = await t.candidate({ email: `${name}@example.com` });
  const job = await insertJob(t.services.db, acme.id, { title: `Poste de ${name}` });
  const cv = pdfBytes(2000 + name.length);
  const res = await applyAs(t, who, {
    jobSlug: job.slug,
    cv: filePart(cv, `cv-${name}.pdf`),
    coverLetter: filePart(pdfBytes(5000), `lettre-${name}.pdf`),
    motivation: `Motivation de ${name}`,
  });
  expect(res.statusCode).toBe(201);
  // The confirmation mail leaves after the answer: wait for it, so the account's data is complete.
  await vi.waitFor(async () => expect(await outboxFor(t, who.email)).toHaveLength(1));
  await call('writeToCompany', who.headers, { alias: acme.alias }, { body: `Message de ${name}` });
  await call('createAlert', who.headers, {}, { keyword: `alerte ${name}`, frequency: 'weekly', countryCode: 'SN' });
  return { who, cv, applicationId: res.json().id as string };
}

const exportOf = async (who: TestCandidate) => {
  const res = await call('exportMyData', who.headers);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  return unzip(res.rawPayload);
};

describe('data rights', () => {
  it('exports everything of the candidate and nothing of anyone else', async () => {
    const awa = await activeCandidate('awa');
    const moussa = await activeCandidate('moussa');
    const files = await exportOf(awa.who);
    const data = JSON.parse(files.get('data.json')?.toString() ?? '{}');
    expect(data.profile).toMatchObject({ email: 'awa@example.com', firstName: 'Awa' });
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]).toMatchObject({ id: awa.applicationId, consents: { version: expect.any(String) } });
    expect(data.chat[0].messages.map((m: { body: string }) => m.body)).toEqual(['Message de awa']);
    expect(data.jobAlerts).toMatchObject([{ keyword: 'alerte awa' }]);
    // The application confirmation mailed to Awa.
    expect(data.mails.map((m: { subject: string }) => m.subject)).toEqual([expect.stringContaining('Poste de awa')]);
    expect(data.documents).toHaveLength(2);
    for (const doc of data.documents) expect(files.has(doc.archivePath)).toBe(true);
    const cvEntry = data.documents.find((d: { type: string }) => d.type === 'CV');
    expect(files.get(cvEntry.archivePath)?.equals(awa.cv)).toBe(true);
    expect([...files.keys()]).toHaveLength(3);
    const whole = [...files.values()].map((b) => b.toString('latin1')).join('\n');
    expect(whole).not.toMatch(/moussa/i);
    expect(whole).not.toContain(moussa.applicationId);
    expect((await call('exportMyData', {})).statusCode).toBe(401);
  });

  it('deletes the account: sessions revoked, files erased, no personal field left, application anonymised', async () => {
    const fatou = await activeCandidate('fatou');
    const db = t.services.db;
    const before = await t.storedFiles();
    const res = await call('deleteMyAccount', { ...fatou.who.headers, 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your account and your data have been deleted.');

    expect((await call('myDocuments', fatou.who.headers)).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: fatou.who.refreshToken },
    });
    expect(refresh.statusCode).toBeGreaterThanOrEqual(400);

    const after = await t.storedFiles();
    expect(before.files.length - after.files.length).toBe(2);
    for (const table of ['users', 'documents', 'sessions', 'chat_threads', 'job_alerts']) {
      const rows = await db.query(`select * from ${table} where ${table === 'users' ? 'id' : 'user_id'} = $1`, [
        fatou.who.id,
      ]);
      expect(rows, table).toEqual([]);
    }
    // No row anywhere still holds the candidate's email, name or motivation.
    for (const table of ['outbox', 'newsletter_subscribers', 'applications', 'chat_messages']) {
      const dump = JSON.stringify(await db.query(`select * from ${table}`));
      expect(dump, table).not.toMatch(/fatou/i);
    }
    const company = (await call('partnerApplications', acme.headers)).json().results;
    const anonymised = company.find((a: { id: string }) => a.id === fatou.applicationId);
    expect(anonymised).toMatchObject({ candidate: null, cv: null, coverLetter: null, motivation: '', answers: {} });
    expect(anonymised.timeline.length).toBeGreaterThan(0);
    expect((await call('partnerApplicationCv', acme.headers, { id: fatou.applicationId })).statusCode).toBe(404);
  });

  it('purges applications older than the retention period, and the files only they held', async () => {
    const { purgeOldApplications } = await import('./retention');
    const old = await activeCandidate('ancien');
    const db = t.services.db;
    // The candidate removes the CV from their library: only the application still holds it.
    const cvId = (
      await db.query<{ id: string }>("select id from documents where user_id = $1 and type = 'CV'", [old.who.id])
    )[0]?.id;
    await call('deleteDocument', old.who.headers, { id: cvId ?? '' });
    await db.query("update applications set created_at = now() - interval '25 months' where id = $1", [
      old.applicationId,
    ]);
    const filesBefore = (await t.storedFiles()).files.length;

    const now = new Date();
    expect(await purgeOldApplications(t.services, new Date(now.getTime() - 60 * 24 * 3600 * 1000))).toBe(0);
    expect(await purgeOldApplications(t.services, now)).toBe(1);
    expect(await db.query('select 1 from applications where id = $1', [old.applicationId])).toEqual([]);
    expect(await db.query('select 1 from documents where id = $1', [cvId])).toEqual([]);
    expect((await t.storedFiles()).files.length).toBe(filesBefore - 1);
    // The cover letter is still in the candidate's library, so it stays.
    expect((await call('myDocuments', old.who.headers)).json()).toHaveLength(1);
    expect(await purgeOldApplications(t.services, now)).toBe(0);
  });
});
