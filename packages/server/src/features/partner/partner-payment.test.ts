import { partnerJobSchema } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerCompany } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { callAs } from '../../../test/partner-kit';

let t: TestApp;
let acme: Awaited<ReturnType<typeof partnerCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.services.db;
  await db.query("insert into countries (code, slug, name_fr, name_en) values ('SN', 'senegal', 'Sénégal', 'Senegal')");
  await db.query("insert into activity_domains (id, slug, label_fr, label_en) values (1, 'it', 'Informatique', 'IT')");
  acme = await partnerCompany(db, { name: 'Acme' });
});
afterAll(() => t.close());

const call: ReturnType<typeof callAs> = (...args) => callAs(t)(...args);

const JOB = {
  title: 'Agent de saisie',
  excerpt: 'Saisie de données',
  description: 'Vous saisirez les dossiers clients.',
  bestCandidateProfil: 'Rigueur et discrétion.',
  countryCode: 'SN',
  city: 'Dakar',
  contractType: 'CDD',
  activityDomains: [1],
};

const jobCount = async () => (await call('partnerJobs', acme.headers)).json().length as number;

describe('partner API: offers asking candidates for money', () => {
  it.each([
    [
      'fr',
      'Les candidats retenus paieront des frais de dossier de 10 000 FCFA.',
      'Cette offre demande de l’argent aux candidats : « Les candidats retenus paieront des frais de dossier de 10 000 FCFA. »',
    ],
    [
      'en',
      'Send 5000 XAF by MTN MoMo to confirm your interview.',
      'This offer asks candidates for money: “Send 5000 XAF by MTN MoMo to confirm your interview.”',
    ],
  ])('refuses one (%s), naming the sentence, and writes nothing', async (language, sentence, message) => {
    const before = await jobCount();
    const res = await call(
      'partnerCreateJob',
      { ...acme.headers, 'accept-language': language },
      {},
      { ...JOB, description: `Vous saisirez les dossiers clients. ${sentence}` },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_REQUEST', sentence });
    expect(res.json().message).toContain(message);
    expect(await jobCount()).toBe(before);
  });

  it('refuses an update that adds such a sentence, and keeps the offer as it was', async () => {
    const created = partnerJobSchema.parse((await call('partnerCreateJob', acme.headers, {}, JOB)).json());
    expect(created.heldForReview).toBeUndefined();
    const res = await call(
      'partnerUpdateJob',
      acme.headers,
      { id: created.id },
      { bestCandidateProfil: 'Pay a registration fee of 20 000 FCFA via Wave.' },
    );
    expect(res.statusCode).toBe(422);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/jobs/${created.slug}` })).json();
    expect(detail.bestCandidateProfil).toBe(JOB.bestCandidateProfil);
  });

  it('holds doubtful wording closed for review, and opens the offer again once it is gone', async () => {
    const sentence = 'Une caution sera demandée à la signature.';
    const res = await call('partnerCreateJob', acme.headers, {}, { ...JOB, description: sentence });
    expect(res.statusCode).toBe(201);
    const held = partnerJobSchema.parse(res.json());
    expect(held).toMatchObject({ heldForReview: sentence, closed: true });
    const board = await t.app.inject({ method: 'POST', url: '/api/jobs/get-all-jobs?keyword=caution', payload: {} });
    expect(board.json().total).toBe(0);
    const fixed = await call(
      'partnerUpdateJob',
      acme.headers,
      { id: held.id },
      { description: 'Contrat de six mois.' },
    );
    expect(partnerJobSchema.parse(fixed.json())).toMatchObject({ closed: false });
    expect(fixed.json().heldForReview).toBeUndefined();
  });
});
