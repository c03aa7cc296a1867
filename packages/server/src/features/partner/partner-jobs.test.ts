import { JOB_DEFAULT_VALIDITY_DAYS, jobSchema } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerCompany } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { callAs } from '../../../test/partner-kit';

let t: TestApp;
let acme: Awaited<ReturnType<typeof partnerCompany>>;
let other: Awaited<ReturnType<typeof partnerCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.services.db;
  await db.query(
    "insert into countries (code, slug, name_fr, name_en) values ('SN', 'senegal', 'Sénégal', 'Senegal'), ('CI', 'cote-d-ivoire', 'Côte d’Ivoire', 'Ivory Coast')",
  );
  await db.query("insert into activity_domains (id, slug, label_fr, label_en) values (1, 'it', 'Informatique', 'IT')");
  acme = await partnerCompany(db, { name: 'Acme Dakar' });
  other = await partnerCompany(db, { name: 'Autre' });
});
afterAll(() => t.close());

const call: ReturnType<typeof callAs> = (...args) => callAs(t)(...args);

const JOB = {
  title: 'Comptable confirmé',
  excerpt: 'Tenue de la comptabilité',
  description: 'Vous tiendrez la comptabilité <b>générale</b>.',
  bestCandidateProfil: 'Cinq ans d’expérience.',
  countryCode: 'SN',
  city: 'Dakar',
  contractType: 'CDI',
  activityDomains: [1],
  questions: [{ id: 'permis', type: 'inputCheckbox', label: 'Permis B ?', required: false }],
};

/** The board's search for `keyword`: its results, after checking its (cached) total agrees with them. */
const board = async (keyword: string) => {
  const url = `/api/jobs/get-all-jobs?keyword=${encodeURIComponent(keyword)}`;
  const list = (await t.app.inject({ method: 'POST', url, payload: {} })).json();
  expect(list.total).toBe(list.results.length);
  return list.results as { slug: string }[];
};

describe('partner API: jobs', () => {
  it('refuses calls without a key, with a revoked or unknown key (401)', async () => {
    expect((await call('partnerJobs', {})).statusCode).toBe(401);
    expect((await call('partnerJobs', { 'x-api-key': 'bk_nope' })).statusCode).toBe(401);
    expect((await call('partnerJobs', { authorization: `Bearer ${acme.key}` })).statusCode).toBe(200);
    const { revokePartnerKey, createPartnerKey } = await import('./partner-keys');
    const temp = await createPartnerKey(t.services.db, acme.id, 'temp');
    await revokePartnerKey(t.services.db, temp.id);
    const res = await call('partnerJobs', { 'x-api-key': temp.key, 'accept-language': 'en' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('creates a job that is on the board (and counted) at once', async () => {
    expect(await board('comptable')).toEqual([]);
    const res = await call('partnerCreateJob', acme.headers, {}, JOB);
    expect(res.statusCode).toBe(201);
    const job = jobSchema.parse(res.json());
    expect(job).toMatchObject({ title: JOB.title, companyDetails: { name: 'Acme Dakar' }, private: false });
    expect(job.activityDomains.map((d) => d.id)).toEqual([1]);
    expect(job.questions).toHaveLength(1);
    expect((await board('comptable')).map((j) => j.slug)).toEqual([job.slug]);
    const detail = await t.app.inject({ method: 'GET', url: `/api/jobs/${job.slug}` });
    expect(detail.json().description).toBe(JOB.description);
  });

  it('answers 400 with the fields for bad input, and writes nothing', async () => {
    const before = (await call('partnerJobs', acme.headers)).json().length;
    const res = await call('partnerCreateJob', acme.headers, {}, { ...JOB, countryCode: 'XX', title: '' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(expect.arrayContaining(['title', 'countryCode']));
    const unknownDomain = await call('partnerCreateJob', acme.headers, {}, { ...JOB, activityDomains: [99] });
    expect(unknownDomain.statusCode).toBe(400);
    expect((await call('partnerJobs', acme.headers)).json()).toHaveLength(before);
  });

  it('dates every offer: the default validity unless the partner sets one; a past date closes it', async () => {
    const created = jobSchema.parse(
      (await call('partnerCreateJob', acme.headers, {}, { ...JOB, title: 'Auditeur interne' })).json(),
    );
    const days = (job: { publicationDate: string; validThrough: string }) =>
      (Date.parse(job.validThrough) - Date.parse(job.publicationDate)) / 86_400_000;
    expect(days(created)).toBe(JOB_DEFAULT_VALIDITY_DAYS);
    const id = { id: created.id };

    const chosen = '2031-01-31T12:00:00.000Z';
    expect((await call('partnerUpdateJob', acme.headers, id, { validThrough: chosen })).json()).toMatchObject({
      validThrough: chosen,
      closed: false,
    });
    const reset = jobSchema.parse((await call('partnerUpdateJob', acme.headers, id, { validThrough: null })).json());
    expect(days(reset)).toBe(JOB_DEFAULT_VALIDITY_DAYS);

    const past = new Date(Date.now() - 60_000).toISOString();
    const lapsed = await call('partnerUpdateJob', acme.headers, id, { validThrough: past });
    expect(lapsed.json()).toMatchObject({ validThrough: past, closed: true });
    expect(await board('auditeur')).toEqual([]);
    const page = await t.app.inject({ method: 'GET', url: `/api/jobs/${created.slug}` });
    expect(page.json()).toMatchObject({ closed: true });

    const givenAtCreation = jobSchema.parse(
      (
        await call('partnerCreateJob', acme.headers, {}, { ...JOB, title: 'Auditeur externe', validThrough: chosen })
      ).json(),
    );
    expect(givenAtCreation.validThrough).toBe(chosen);
  });

  it('updates, makes private, closes and deletes; another company gets 404 and changes nothing', async () => {
    const job = jobSchema.parse(
      (await call('partnerCreateJob', acme.headers, {}, { ...JOB, title: 'Juriste senior' })).json(),
    );
    const id = { id: job.id };
    for (const [name, payload] of [
      ['partnerUpdateJob', { title: 'Piraté' }],
      ['partnerCloseJob', undefined],
      ['partnerDeleteJob', undefined],
    ] as const) {
      const res = await call(name, other.headers, id, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await call('partnerJobs', other.headers)).json()).toEqual([]);

    const updated = await call('partnerUpdateJob', acme.headers, id, {
      title: 'Juriste d’affaires',
      externalApplyUrl: 'https://careers.acme.example/juriste',
    });
    expect(updated.json()).toMatchObject({ title: 'Juriste d’affaires', external: true, slug: job.slug });
    expect((await board('affaires')).map((j) => j.slug)).toEqual([job.slug]);
    expect(await board('senior')).toEqual([]);

    await call('partnerUpdateJob', acme.headers, id, { private: true });
    expect(await board('affaires')).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/jobs/${job.slug}` })).statusCode).toBe(200);

    await call('partnerUpdateJob', acme.headers, id, { private: false });
    const closed = await call('partnerCloseJob', acme.headers, id);
    expect(closed.json()).toMatchObject({ closed: true });
    expect(await board('affaires')).toEqual([]);

    const deleted = await call('partnerDeleteJob', acme.headers, id);
    expect(deleted.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/jobs/${job.slug}` })).statusCode).toBe(404);
    expect((await call('partnerDeleteJob', acme.headers, id)).statusCode).toBe(404);
  });

  it('updates the company profile and publishes a publication', async () => {
    const res = await call(
      'partnerUpdateCompany',
      acme.headers,
      {},
      {
        tagline: 'Comptabilité et conseil',
        countries: ['SN', 'CI'],
        activityDomains: [1],
        spontaneousApplications: true,
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      alias: acme.alias,
      tagline: 'Comptabilité et conseil',
      countries: ['SN', 'CI'],
    });
    const page = await t.app.inject({ method: 'GET', url: `/api/companies/${acme.alias}` });
    expect(page.json()).toMatchObject({ spontaneousApplications: true, activityDomains: [{ id: 1 }] });
    expect((await t.app.inject({ method: 'GET', url: `/api/companies/${other.alias}` })).json().tagline).toBe('');

    const published = await call(
      'partnerPublish',
      acme.headers,
      {},
      {
        title: 'Nos engagements RSE',
        excerpt: 'Ce que nous faisons',
        body: 'Texte complet.',
        author: 'Équipe Acme',
      },
    );
    expect(published.statusCode).toBe(201);
    expect(published.json()).toMatchObject({ category: 'publications', company: { alias: acme.alias } });
    const list = await t.app.inject({ method: 'GET', url: `/api/companies/${acme.alias}/publications` });
    expect(list.json().results.map((m: { slug: string }) => m.slug)).toEqual([published.json().slug]);
  });
});
