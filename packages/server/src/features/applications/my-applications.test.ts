import { applicationListSchema } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAs, filePart, insertCompany, insertJob, pdfBytes } from '../../../test/fixtures';
import { createTestApp, type TestApp, type TestCandidate } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mine = async (who: TestCandidate) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/applications/mine', headers: who.headers });
  expect(res.statusCode).toBe(200);
  return applicationListSchema.parse(res.json());
};

describe('my applications', () => {
  it('lists my applications newest first, with job, company, documents and status timeline', async () => {
    const me = await t.candidate();
    const other = await t.candidate();
    const company = await insertCompany(t.services.db, {
      name: 'Orange',
      logo: '/logos/orange.png',
      spontaneousApplications: true,
    });
    const job = await insertJob(t.services.db, company.id, { title: 'Comptable' });
    const first = await applyAs(t, me, {
      jobSlug: job.slug,
      cv: filePart(pdfBytes(), 'cv.pdf'),
      coverLetter: filePart(pdfBytes(), 'lettre.pdf'),
    });
    const second = await applyAs(t, me, { companyAlias: company.alias, cv: filePart(pdfBytes()) });
    await applyAs(t, other, { jobSlug: job.slug, cv: filePart(pdfBytes()) });
    // The recruiter side moves the first application on.
    await t.services.db.query(
      `insert into application_events (application_id, status, at) values
         ($1, 'VIEWED', now() + interval '1 hour'), ($1, 'INTERVIEW', now() + interval '2 hours')`,
      [first.json().id],
    );
    await t.services.db.query("update applications set status = 'INTERVIEW' where id = $1", [first.json().id]);

    const list = await mine(me);
    expect(list.map((a) => a.id)).toEqual([second.json().id, first.json().id]);
    expect(list[0]).toMatchObject({ spontaneous: true, job: null, company: { alias: company.alias } });
    expect(list[1]).toMatchObject({
      job: { slug: job.slug, title: 'Comptable' },
      company: { alias: company.alias, name: 'Orange', logo: '/logos/orange.png' },
      status: 'INTERVIEW',
      cv: { fileName: 'cv.pdf' },
      coverLetter: { fileName: 'lettre.pdf' },
    });
    expect(list[1]?.timeline.map((e) => e.status)).toEqual(['SENT', 'VIEWED', 'INTERVIEW']);
  });

  it('answers an empty list before any application, and 401 without a session', async () => {
    expect(await mine(await t.candidate())).toEqual([]);
    const res = await t.app.inject({ method: 'GET', url: '/api/applications/mine' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('still shows the CV of an application after its owner deleted it from their documents', async () => {
    const me = await t.candidate();
    const company = await insertCompany(t.services.db);
    const job = await insertJob(t.services.db, company.id);
    const applied = await applyAs(t, me, { jobSlug: job.slug, cv: filePart(pdfBytes(), 'ancien.pdf') });
    const cvId = applied.json().cv.id;
    await t.app.inject({ method: 'DELETE', url: `/api/documents/${cvId}`, headers: me.headers });
    const [application] = await mine(me);
    expect(application?.cv).toMatchObject({ id: cvId, fileName: 'ancien.pdf' });
  });
});
