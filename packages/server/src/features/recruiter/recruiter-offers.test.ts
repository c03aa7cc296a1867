import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { recruiterCall, signedInRecruiter } from '../../../test/recruiter-kit';

let t: TestApp;
let me: Awaited<ReturnType<typeof signedInRecruiter>>;
beforeAll(async () => {
  t = await createTestApp();
  await t.services.db.query(
    "insert into countries (code, slug, name_fr, name_en) values ('SN', 'senegal', 'Sénégal', 'Senegal')",
  );
  await t.services.db.query(
    "insert into activity_domains (id, slug, label_fr, label_en) values (1, 'it', 'Informatique', 'IT')",
  );
  const company = await insertCompany(t.services.db, { name: 'Keur Compta' });
  me = await signedInRecruiter(t, company.id);
});
afterAll(() => t.close());

const call = (name: Parameters<typeof recruiterCall>[1], params: Record<string, string> = {}, payload?: object) =>
  recruiterCall(t, name, me.headers, params, payload);

const DRAFT = {
  title: 'Comptable unique',
  description: 'Vous tenez la comptabilité.\n\n- Saisie\n- Déclarations',
  bestCandidateProfil: 'Trois ans d’expérience.',
  countryCode: 'SN',
  city: 'Dakar',
  contractType: 'CDI',
  salaryMin: '300000',
  salaryMax: '450000',
  salaryCurrency: 'XOF',
  salaryPeriod: 'month',
  validThrough: '2099-12-31',
  activityDomains: [1],
} as const;

/** The board's public list for a keyword, as /jobs reads it (cached per catalogue version). */
const board = async (keyword: string) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/jobs/get-all-jobs?keyword=${keyword}`, payload: {} });
  return (res.json().results as { id: string; title: string; salary: unknown }[]).map((j) => j);
};

describe('recruiter offers', () => {
  it('keeps a draft from the board, refuses to publish it incomplete, then publishes it at once', async () => {
    const created = await call('recruiterCreateOffer', {}, { title: 'Co' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json()).toMatchObject({ state: 'draft', job: null, draft: { title: 'Co' } });

    const refused = await call('recruiterPublishOffer', { id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('OFFER_INCOMPLETE');
    expect(Object.keys(refused.json().fields)).toEqual(
      expect.arrayContaining(['title', 'description', 'countryCode', 'contractType']),
    );

    const saved = await call('recruiterSaveDraft', { id }, DRAFT);
    expect(saved.json()).toMatchObject({ state: 'draft', draft: { city: 'Dakar' } });
    expect(await board('comptable')).toEqual([]);

    const published = await call('recruiterPublishOffer', { id });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ id, state: 'published', changed: false, job: { id, title: DRAFT.title } });
    const [onBoard] = await board('comptable');
    expect(onBoard).toMatchObject({
      id,
      title: DRAFT.title,
      salary: { min: 300000, max: 450000, currency: 'XOF', period: 'month' },
    });
  });

  it('edits a published offer as a draft the board does not see until published again', async () => {
    const [offer] = (await call('recruiterOffers')).json();
    const edited = await call('recruiterSaveDraft', { id: offer.id }, { ...offer.draft, title: 'Comptable principal' });
    expect(edited.json()).toMatchObject({ state: 'published', changed: true, title: 'Comptable principal' });
    expect((await board('comptable'))[0]?.title).toBe(DRAFT.title);
    await call('recruiterPublishOffer', { id: offer.id });
    expect((await board('comptable'))[0]?.title).toBe('Comptable principal');
  });

  it('closes (off the board), reopens (back on it) and duplicates an offer', async () => {
    const [offer] = (await call('recruiterOffers')).json();
    const closed = await call('recruiterCloseOffer', { id: offer.id });
    expect(closed.json().state).toBe('closed');
    expect(await board('comptable')).toEqual([]);
    const reopened = await call('recruiterReopenOffer', { id: offer.id });
    expect(reopened.json().state).toBe('published');
    expect(await board('comptable')).toHaveLength(1);

    const copy = await call('recruiterDuplicateOffer', { id: offer.id });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ state: 'draft', title: 'Comptable principal', draft: { city: 'Dakar' } });
    expect(copy.json().id).not.toBe(offer.id);
    expect(await board('comptable')).toHaveLength(1);
  });

  it('reopens an offer past its date with the default validity from today', async () => {
    const [offer] = (await call('recruiterOffers')).json().filter((o: { state: string }) => o.state === 'published');
    await t.services.db.query("update jobs set valid_through = now() - interval '1 day' where id = $1", [offer.id]);
    expect((await call('recruiterOffer', { id: offer.id })).json().state).toBe('closed');
    const reopened = (await call('recruiterReopenOffer', { id: offer.id })).json();
    expect(reopened.state).toBe('published');
    expect(new Date(reopened.job.validThrough).getTime()).toBeGreaterThan(Date.now());
  });

  it('refuses an offer asking candidates for money with the partner API’s rule, and writes nothing', async () => {
    const { id } = (
      await call(
        'recruiterCreateOffer',
        {},
        {
          ...DRAFT,
          title: 'Caissier',
          description: 'Frais de dossier : payez 10 000 FCFA par Orange Money avant l’entretien.',
        },
      )
    ).json();
    const res = await call('recruiterPublishOffer', { id });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('PAYMENT_REQUEST');
    expect((await call('recruiterOffer', { id })).json().state).toBe('draft');
  });
});
