import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filePart, insertCompany, multipart } from '../../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { recruiterCall, signedInRecruiter } from '../../../../test/recruiter-kit';

/**
 * Two companies: B's owner calls every company endpoint with A's ids (a gallery photo, a key, an
 * origin): 404 or 400, and A's page, origins and keys are the same afterwards. B's recruiter
 * (not an owner) is refused the careers site's calls with 403 OWNER_ONLY.
 */
let t: TestApp;
let a: { owner: Awaited<ReturnType<typeof signedInRecruiter>>; alias: string; photo: string; key: string };
let bOwner: Awaited<ReturnType<typeof signedInRecruiter>>;
let bRecruiter: Awaited<ReturnType<typeof signedInRecruiter>>;
const ORIGIN = 'https://carrieres.a.example';

beforeAll(async () => {
  t = await createTestApp();
  const companyA = await insertCompany(t.services.db, { name: 'A' });
  const companyB = await insertCompany(t.services.db, { name: 'B' });
  const owner = await signedInRecruiter(t, companyA.id);
  const form = multipart({
    file: filePart(
      await sharp({ create: { width: 400, height: 300, channels: 3, background: '#123456' } })
        .png()
        .toBuffer(),
      'g.png',
      'image/png',
    ),
  });
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/recruiter/company/gallery',
    payload: form.payload,
    headers: { ...owner.headers, ...form.headers },
  });
  const key = (await recruiterCall(t, 'recruiterCreateApiKey', owner.headers, {}, { label: 'A' })).json();
  await t.services.db.query('insert into company_origins (company_id, origin) values ($1, $2)', [companyA.id, ORIGIN]);
  a = { owner, alias: companyA.alias, photo: added.json().images.gallery[0].id, key: key.keys[0].id };
  bOwner = await signedInRecruiter(t, companyB.id);
  bRecruiter = await signedInRecruiter(t, companyB.id, 'recruiter');
});
afterAll(() => t.close());

const aState = async () => ({
  page: (await t.app.inject({ url: `/api/companies/${a.alias}` })).json(),
  keys: (await recruiterCall(t, 'recruiterApiKeys', a.owner.headers)).json(),
  origins: (await recruiterCall(t, 'recruiterSiteOrigins', a.owner.headers)).json(),
});

describe('the company page and careers site across two companies', () => {
  it("B cannot touch A's gallery photo, key or origin; A's state is unchanged", async () => {
    const before = await aState();
    const calls = [
      recruiterCall(t, 'recruiterDeleteGalleryImage', bOwner.headers, { id: a.photo }),
      recruiterCall(t, 'recruiterRevokeApiKey', bOwner.headers, { id: a.key }),
      t.app.inject({
        method: 'DELETE',
        url: `/api/recruiter/company/origins?origin=${encodeURIComponent(ORIGIN)}`,
        headers: bOwner.headers,
      }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    const order = await recruiterCall(t, 'recruiterOrderGallery', bOwner.headers, {}, { ids: [a.photo] });
    expect(order.statusCode).toBe(400);
    expect(order.json().code).toBe('VALIDATION');
    expect(await aState()).toEqual(before);
  });

  it("what B reads holds nothing of A's", async () => {
    const seen = [
      (await recruiterCall(t, 'recruiterCompanyPage', bOwner.headers)).body,
      (await recruiterCall(t, 'recruiterApiKeys', bOwner.headers)).body,
      (await recruiterCall(t, 'recruiterSiteOrigins', bOwner.headers)).body,
    ].join('\n');
    for (const text of [a.photo, a.key, ORIGIN, a.alias]) expect(seen).not.toContain(text);
  });

  it.each([
    ['recruiterSiteOrigins', {}, undefined],
    ['recruiterOriginToken', {}, { origin: 'https://b.example' }],
    ['recruiterVerifyOrigin', {}, { origin: 'https://b.example' }],
    ['recruiterApiKeys', {}, undefined],
    ['recruiterCreateApiKey', {}, { label: 'B' }],
    ['recruiterRevokeApiKey', { id: '00000000-0000-4000-8000-000000000000' }, undefined],
  ] as const)(
    "%s is an owner's: 403 OWNER_ONLY to a recruiter, in the recruiter's language",
    async (name, params, body) => {
      const res = await recruiterCall(t, name, { ...bRecruiter.headers, 'accept-language': 'en' }, params, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 'OWNER_ONLY',
        message: "Only an owner of the company's account can do this (team, careers site, API keys).",
      });
    },
  );

  it('a recruiter cannot remove an origin either', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/recruiter/company/origins?origin=${encodeURIComponent('https://b.example')}`,
      headers: bRecruiter.headers,
    });
    expect(res.statusCode).toBe(403);
  });

  it('without a session every company call answers 401', async () => {
    expect((await recruiterCall(t, 'recruiterCompanyPage', {})).statusCode).toBe(401);
    expect((await recruiterCall(t, 'recruiterApiKeys', {})).statusCode).toBe(401);
  });
});
