import { profileSchema, profileUpdateSchema } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCandidate } from '../../../test/harness';
import { loadProfile, updateProfile } from './profile-store';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.services.db.query(
    "insert into countries (code, slug, name_fr, name_en) values ('CI', 'cote-d-ivoire', 'Côte d''Ivoire', 'Ivory Coast')",
  );
});
afterAll(() => t.close());

const read = (who: TestCandidate) => t.app.inject({ method: 'GET', url: '/api/profile', headers: who.headers });
const update = (who: TestCandidate, payload: Record<string, unknown>, lang = 'fr') =>
  t.app.inject({ method: 'PUT', url: '/api/profile', headers: { ...who.headers, 'accept-language': lang }, payload });

const CHANGES = {
  firstName: ' Aïssatou ',
  lastName: 'Ndiaye',
  phone: '+225 07 00 00 00',
  headline: 'Comptable confirmée',
  city: 'Abidjan',
  countryCode: 'CI',
  locale: 'en',
};

describe('profile', () => {
  it('reads my profile', async () => {
    const me = await t.candidate();
    const res = await read(me);
    expect(res.statusCode).toBe(200);
    expect(profileSchema.parse(res.json())).toEqual({
      id: me.id,
      firstName: 'Awa',
      lastName: 'Diop',
      email: me.email,
      phone: null,
      headline: '',
      city: '',
      countryCode: null,
      locale: 'fr',
      newsletter: false,
      createdAt: expect.any(String),
    });
  });

  it('updates my profile and answers it', async () => {
    const me = await t.candidate();
    const res = await update(me, CHANGES);
    expect(res.statusCode).toBe(200);
    const expected = { ...CHANGES, firstName: 'Aïssatou', email: me.email };
    expect(profileSchema.parse(res.json())).toMatchObject(expected);
    expect((await read(me)).json()).toMatchObject(expected);
    const cleared = await update(me, { ...CHANGES, phone: null, countryCode: null });
    expect(cleared.json()).toMatchObject({ phone: null, countryCode: null });
  });

  it('validates the update', async () => {
    const me = await t.candidate();
    const bad = await update(me, { ...CHANGES, firstName: '', phone: 'call me', locale: 'de' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { firstName: expect.any(String), phone: expect.any(String), locale: expect.any(String) },
    });
    // A code of the list that the board has no country row for.
    const unknownCountry = await update(me, { ...CHANGES, countryCode: 'SN' });
    expect(unknownCountry.json()).toMatchObject({ code: 'VALIDATION', fields: { countryCode: 'unknown country' } });
    const missing = await update(me, { firstName: 'Awa' }, 'en');
    expect(missing.json()).toMatchObject({ code: 'VALIDATION', message: expect.any(String) });
    expect((await read(me)).json()).toMatchObject({ firstName: 'Awa', city: '' });
  });

  it('shows the newsletter flag of my email', async () => {
    const me = await t.candidate();
    await t.services.db.query('insert into newsletter_subscribers (email) values ($1)', [me.email]);
    expect((await read(me)).json().newsletter).toBe(true);
    await t.services.db.query('update newsletter_subscribers set unsubscribed_at = now() where email = $1', [me.email]);
    expect((await read(me)).json().newsletter).toBe(false);
  });

  it('answers 401 without a session and for a deleted account', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/profile' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const me = await t.candidate();
    await t.services.db.query('delete from users where id = $1', [me.id]);
    expect((await read(me)).statusCode).toBe(401);
    expect((await update(me, CHANGES)).statusCode).toBe(401);
    // Should a session outlive its account, the profile itself still answers 401.
    const gone = { status: 401, code: 'UNAUTHORIZED' };
    await expect(loadProfile(t.services.db, me.id)).rejects.toMatchObject(gone);
    await expect(updateProfile(t.services.db, me.id, profileUpdateSchema.parse(CHANGES))).rejects.toMatchObject(gone);
  });
});
