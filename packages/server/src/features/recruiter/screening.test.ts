import { catalogues, partnerApplicationListSchema, type ScreeningQuestion } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAs, filePart, partnerCompany, pdfBytes } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { callAs } from '../../../test/partner-kit';
import { recruiterCall, signedInRecruiter } from '../../../test/recruiter-kit';
import { companyApplications } from '../partner/partner-applications';

/** Screening questions with knock-out answers (docs/product.md §6): written, kept private, applied. */
const QUESTIONS: ScreeningQuestion[] = [
  { id: 'licence', type: 'inputCheckbox', label: 'Permis B ?', required: false, knockOut: { value: false } },
  {
    id: 'city',
    type: 'inputRadio',
    label: 'Ville',
    required: true,
    options: ['Dakar', 'Thiès', 'Lagos'],
    knockOut: { options: ['Lagos'] },
  },
  { id: 'years', type: 'inputNumber', label: 'Années', required: true, knockOut: { below: 2 } },
  { id: 'why', type: 'inputText', label: 'Pourquoi ?', required: false },
];

const DRAFT = {
  title: 'Chauffeur livreur',
  description: 'Vous livrez nos clients à Dakar.',
  bestCandidateProfil: 'Deux ans de conduite.',
  countryCode: 'SN',
  city: 'Dakar',
  contractType: 'CDI',
  validThrough: '2099-12-31',
  questions: QUESTIONS,
};

let t: TestApp;
let company: Awaited<ReturnType<typeof partnerCompany>>;
let me: Awaited<ReturnType<typeof signedInRecruiter>>;
let offer: { id: string; slug: string };
beforeAll(async () => {
  t = await createTestApp();
  await t.services.db.query(
    "insert into countries (code, slug, name_fr, name_en) values ('SN', 'senegal', 'Sénégal', 'Senegal')",
  );
  company = await partnerCompany(t.services.db, { name: 'Keur Transport' });
  me = await signedInRecruiter(t, company.id);
});
afterAll(() => t.close());

const recruiter = (name: Parameters<typeof recruiterCall>[1], params: Record<string, string> = {}, payload?: object) =>
  recruiterCall(t, name, me.headers, params, payload);
const partner: ReturnType<typeof callAs> = (...args) => callAs(t)(...args);
const publicJob = (slug: string) => t.app.inject({ method: 'GET', url: `/api/jobs/${slug}` });

describe('screening questions of an offer', () => {
  it('refuses to publish a knock-out answer that is not one of the choices, naming it', async () => {
    const created = await recruiter('recruiterCreateOffer', {}, { title: 'Chauffeur' });
    const { id } = created.json();
    const wrong = QUESTIONS.map((q) => (q.id === 'city' ? { ...q, knockOut: { options: ['Paris'] } } : q));
    expect((await recruiter('recruiterSaveDraft', { id }, { ...DRAFT, questions: wrong })).statusCode).toBe(200);
    const refused = await recruiter('recruiterPublishOffer', { id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'OFFER_INCOMPLETE',
      fields: { 'questions.1.knockOut': 'knock_out_option' },
    });
    expect(refused.json().message).toEqual(expect.any(String));
  });

  it('keeps the questions and their knock-out answers through the draft and the publication', async () => {
    const { id } = (await recruiter('recruiterCreateOffer', {}, DRAFT)).json();
    expect((await recruiter('recruiterOffer', { id })).json().draft.questions).toEqual(QUESTIONS);
    const published = await recruiter('recruiterPublishOffer', { id });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().draft.questions).toEqual(QUESTIONS);
    expect(published.json().job.questions).toEqual(QUESTIONS);
    offer = { id, slug: published.json().job.slug };
  });

  it('never shows the knock-out answers to candidates: the public job has the questions without them', async () => {
    const res = await publicJob(offer.slug);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('knockOut');
    expect(res.json().questions.map((q: { id: string }) => q.id)).toEqual(['licence', 'city', 'years', 'why']);
    expect(res.json().questions[1].options).toEqual(['Dakar', 'Thiès', 'Lagos']);
  });

  it('flags an application whose answers hit a knock-out, without telling the candidate', async () => {
    const apply = async (answers: object) => {
      const res = await applyAs(t, await t.candidate(), {
        jobSlug: offer.slug,
        cv: filePart(pdfBytes()),
        answers: JSON.stringify(answers),
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.body).not.toMatch(/knock/i);
      return res.json().id as string;
    };
    const kept = await apply({ licence: true, city: 'Dakar', years: '3', why: 'J’aime conduire' });
    const out = await apply({ city: 'Lagos', years: '1' });

    const rows = await t.services.db.query<{ id: string; knocked_out: boolean; knock_out_questions: string[] }>(
      'select id, knocked_out, knock_out_questions from applications where id = any($1::uuid[])',
      [[kept, out]],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(kept)).toMatchObject({ knocked_out: false, knock_out_questions: [] });
    expect(byId.get(out)).toMatchObject({ knocked_out: true, knock_out_questions: ['licence', 'city', 'years'] });

    const listed = partnerApplicationListSchema.parse((await partner('partnerApplications', company.headers)).json());
    const flags = Object.fromEntries(listed.results.map((a) => [a.id, [a.knockedOut, a.knockOutQuestions]]));
    expect(flags).toEqual({ [kept]: [false, []], [out]: [true, ['licence', 'city', 'years']] });

    const only = async (knockedOut: boolean) =>
      (await companyApplications(t.services.db, company.id, { knockedOut, page: 1, limit: 20 })).results.map(
        (a) => a.id,
      );
    expect(await only(true)).toEqual([out]);
    expect(await only(false)).toEqual([kept]);

    // The inbox filters the same way: `screening=out` lists the knocked out, `in` the others.
    const inbox = async (screening: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/recruiter/applications?screening=${screening}`,
        headers: me.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().results.map((a: { id: string }) => a.id);
    };
    expect(await inbox('out')).toEqual([out]);
    expect(await inbox('in')).toEqual([kept]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/recruiter/applications?screening=maybe', headers: me.headers }))
        .statusCode,
    ).toBe(400);
  });
});

describe('screening questions through the partner API', () => {
  const job = { ...DRAFT, excerpt: 'Livraisons', validThrough: undefined };

  it('publishes knock-out answers the company reads back and candidates do not', async () => {
    const created = await partner('partnerCreateJob', company.headers, {}, job);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().questions).toEqual(QUESTIONS);
    expect((await publicJob(created.json().slug)).body).not.toContain('knockOut');
  });

  it('refuses knock-out answers that do not fit, with the catalogue message in the reader’s language', async () => {
    const bad = (knockOut: object, lang: string) =>
      partner(
        'partnerCreateJob',
        { ...company.headers, 'accept-language': lang },
        {},
        {
          ...job,
          questions: [{ ...QUESTIONS[1], knockOut }],
        },
      );
    const fr = await bad({ options: ['Paris'] }, 'fr');
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toMatchObject({ code: 'KNOCK_OUT_OPTION', message: catalogues.fr.errors.knock_out_option });
    const en = await bad({ options: ['Dakar', 'Thiès', 'Lagos'] }, 'en');
    expect(en.json()).toMatchObject({ code: 'KNOCK_OUT_ALL', message: catalogues.en.errors.knock_out_all });
    const type = await bad({ below: 3 }, 'en');
    expect(type.json()).toMatchObject({ code: 'KNOCK_OUT_TYPE', message: catalogues.en.errors.knock_out_type });
  });
});
