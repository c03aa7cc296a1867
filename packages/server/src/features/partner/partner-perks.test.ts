import { COMPANY_PERK_TEXT_MAX, COMPANY_PERK_TITLE_MAX, COMPANY_PERKS_MAX } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerCompany } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { callAs } from '../../../test/partner-kit';

let t: TestApp;
let acme: Awaited<ReturnType<typeof partnerCompany>>;
let other: Awaited<ReturnType<typeof partnerCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  acme = await partnerCompany(t.services.db, { name: 'Acme Perks' });
  other = await partnerCompany(t.services.db, { name: 'Sans avantages' });
});
afterAll(() => t.close());

const setPerks = (perks: unknown, locale = 'fr') =>
  callAs(t)('partnerUpdateCompany', { ...acme.headers, 'accept-language': locale }, {}, { perks });
const publicPerks = async (alias: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/companies/${alias}` })).json().perks;

describe('partner API: what a company offers', () => {
  it('answers an empty list for a company that gave none', async () => {
    expect(await publicPerks(other.alias)).toEqual([]);
  });

  it('stores a trimmed list in order, text optional, and shows it on the public answer', async () => {
    const res = await setPerks([
      { title: '  Formation continue ', text: 'Deux semaines par an dans notre académie.' },
      { title: 'Télétravail deux jours par semaine' },
    ]);
    expect(res.statusCode).toBe(200);
    const expected = [
      { title: 'Formation continue', text: 'Deux semaines par an dans notre académie.' },
      { title: 'Télétravail deux jours par semaine', text: '' },
    ];
    expect(res.json().perks).toEqual(expected);
    expect(await publicPerks(acme.alias)).toEqual(expected);
  });

  it('replaces the whole list, and an empty list removes it', async () => {
    await setPerks([{ title: 'Assurance santé famille', text: 'Conjoint et enfants couverts.' }]);
    expect(await publicPerks(acme.alias)).toEqual([
      { title: 'Assurance santé famille', text: 'Conjoint et enfants couverts.' },
    ]);
    expect((await setPerks([])).statusCode).toBe(200);
    expect(await publicPerks(acme.alias)).toEqual([]);
  });

  it('refuses more than the maximum with its own catalogue message, keeping the stored list', async () => {
    await setPerks([{ title: 'Cantine' }]);
    const many = Array.from({ length: COMPANY_PERKS_MAX + 1 }, (_, i) => ({ title: `Avantage ${i + 1}` }));
    const res = await setPerks(many, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'PERKS_TOO_MANY',
      message: `A company lists at most ${COMPANY_PERKS_MAX} things it offers.`,
    });
    expect((await setPerks(many.slice(0, COMPANY_PERKS_MAX))).statusCode).toBe(200);
    expect(await publicPerks(acme.alias)).toHaveLength(COMPANY_PERKS_MAX);
  });

  it('refuses a title or a text over its length, in the reader’s language', async () => {
    const longTitle = await setPerks([{ title: 'x'.repeat(COMPANY_PERK_TITLE_MAX + 1) }]);
    expect(longTitle.statusCode).toBe(400);
    expect(longTitle.json()).toMatchObject({
      code: 'PERK_TOO_LONG',
      message: `Un titre compte au plus ${COMPANY_PERK_TITLE_MAX} caractères et son texte au plus ${COMPANY_PERK_TEXT_MAX}.`,
    });
    const longText = await setPerks([{ title: 'Cantine', text: 'y'.repeat(COMPANY_PERK_TEXT_MAX + 1) }]);
    expect(longText.json()).toMatchObject({ code: 'PERK_TOO_LONG' });
    expect((await setPerks([{ title: 'x'.repeat(COMPANY_PERK_TITLE_MAX) }])).statusCode).toBe(200);
    const blank = await setPerks([{ title: '   ' }]);
    expect(blank.json()).toMatchObject({ code: 'VALIDATION' });
  });
});
