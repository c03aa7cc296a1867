import { applicationSchema, documentSchema, type Question } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAs, filePart, insertCompany, insertJob, multipart, pdfBytes } from '../../../test/fixtures';
import { createTestApp, type TestApp, type TestCandidate } from '../../../test/harness';

/** One question of each of the nine field types of docs/product.md §3. */
const QUESTIONS: Question[] = [
  { id: 'availability', type: 'select', label: 'Disponibilité', required: true, options: ['now', 'later'] },
  { id: 'summary', type: 'inputText', label: 'Résumé', required: true },
  { id: 'portfolio', type: 'inputFile', label: 'Portfolio', required: false },
  { id: 'city', type: 'inputSelect', label: 'Ville', required: false, options: ['Dakar', 'Thiès'] },
  { id: 'contract', type: 'inputRadio', label: 'Contrat', required: true, options: ['CDI', 'CDD'] },
  { id: 'story', type: 'inputTextarea', label: 'Parcours', required: false, max: 50 },
  { id: 'languages', type: 'inputCheckbox', label: 'Langues', required: true, options: ['fr', 'en', 'wo'] },
  { id: 'years', type: 'inputNumber', label: 'Années', required: true, min: 0, max: 40 },
  { id: 'start', type: 'inputDate', label: 'Début', required: false },
];

const VALID = {
  availability: 'now',
  summary: '  Développeuse full-stack  ',
  city: 'Thiès',
  contract: 'CDI',
  story: '',
  languages: ['fr', 'wo'],
  years: '5',
  start: '2026-01-15',
};

let t: TestApp;
let slug: string;
beforeAll(async () => {
  t = await createTestApp();
  const company = await insertCompany(t.services.db);
  slug = (await insertJob(t.services.db, company.id, { questions: QUESTIONS })).slug;
});
afterAll(() => t.close());

const cv = () => filePart(pdfBytes());
const applyWith = (who: TestCandidate, answers: unknown) =>
  applyAs(t, who, {
    jobSlug: slug,
    cv: cv(),
    answers: typeof answers === 'string' ? answers : JSON.stringify(answers),
  });

async function savedDocument(who: TestCandidate) {
  const form = multipart({ type: 'COVER_LETTER', file: filePart(pdfBytes(), 'portfolio.pdf') });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/documents',
    payload: form.payload,
    headers: { ...form.headers, ...who.headers },
  });
  return documentSchema.parse(res.json());
}

describe('apply with questions', () => {
  it('stores valid answers to the nine field types, as the schema reads them', async () => {
    const me = await t.candidate();
    const portfolio = await savedDocument(me);
    const res = await applyWith(me, { ...VALID, portfolio: portfolio.id });
    expect(res.statusCode).toBe(201);
    expect(applicationSchema.parse(res.json()).answers).toEqual({
      availability: 'now',
      summary: 'Développeuse full-stack',
      portfolio: portfolio.id,
      city: 'Thiès',
      contract: 'CDI',
      languages: ['fr', 'wo'],
      years: 5,
      start: '2026-01-15',
    });
  });

  it('refuses invalid answers with VALIDATION naming each one', async () => {
    const me = await t.candidate();
    const res = await applyWith(me, {
      availability: 'never',
      summary: '   ',
      city: 'Paris',
      contract: 'stage',
      story: 'x'.repeat(51),
      languages: [],
      years: '41',
      start: '15/01/2026',
    });
    expect(res.statusCode).toBe(400);
    const { code, fields } = res.json();
    expect(code).toBe('VALIDATION');
    expect(Object.keys(fields).sort()).toEqual(
      [
        'answers.availability',
        'answers.city',
        'answers.contract',
        'answers.languages',
        'answers.start',
        'answers.story',
        'answers.summary',
        'answers.years',
      ].sort(),
    );
  });

  it('requires the required answers and refuses unknown ones', async () => {
    const me = await t.candidate();
    const { summary: _, ...withoutSummary } = VALID;
    const missing = await applyWith(me, withoutSummary);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION', fields: { 'answers.summary': expect.any(String) } });
    const unknown = await applyWith(me, { ...VALID, salary: '1000' });
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION' });
    const notJson = await applyWith(me, '{not json');
    expect(notJson.json()).toMatchObject({ code: 'VALIDATION', fields: { answers: 'invalid JSON' } });
    const notObject = await applyWith(me, '[1, 2]');
    expect(notObject.json()).toMatchObject({ code: 'VALIDATION', fields: { answers: expect.any(String) } });
  });

  it("refuses a file answer naming another user's document", async () => {
    const me = await t.candidate();
    const other = await t.candidate();
    const theirs = await savedDocument(other);
    const res = await applyWith(me, { ...VALID, portfolio: theirs.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { 'answers.portfolio': 'unknown document' } });
  });

  it('keeps a document named by a file answer when its owner deletes it', async () => {
    const me = await t.candidate();
    const portfolio = await savedDocument(me);
    expect((await applyWith(me, { ...VALID, portfolio: portfolio.id })).statusCode).toBe(201);
    await t.app.inject({ method: 'DELETE', url: `/api/documents/${portfolio.id}`, headers: me.headers });
    const [row] = await t.services.db.query<{ deleted: boolean }>(
      'select deleted_at is not null as deleted from documents where id = $1',
      [portfolio.id],
    );
    expect(row?.deleted).toBe(true);
  });
});
