import { PARTNER_KEY_PREFIX, translate } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/auth-calls';
import { insertCompany } from '../../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { localSites } from '../../../../test/local-site';
import { recruiterCall, signedInRecruiter } from '../../../../test/recruiter-kit';
import { PROOF_FILE_PATH } from '../../origin-proof/proof-file';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInRecruiter>>;
const sites = localSites();

beforeAll(async () => {
  // The careers sites of these tests are on 127.0.0.1; the proof's time is short so a silent site fails fast.
  t = await createTestApp({ ORIGIN_PROOF_ALLOW_PRIVATE: '1', ORIGIN_PROOF_TIMEOUT_MS: '300' });
  owner = await signedInRecruiter(t, (await insertCompany(t.services.db)).id);
});
afterAll(async () => {
  await sites.close();
  await t.close();
});

/** A state-changing call as a careers page at `origin` makes it: 200 registered, 403 not. */
const subscribeFrom = async (origin: string) =>
  (await call(t, 'subscribe', { email: `${Math.random().toString(36).slice(2)}@example.com` }, { origin })).statusCode;
const token = (origin: string) => recruiterCall(t, 'recruiterOriginToken', owner.headers, {}, { origin });
const verify = (origin: string, lang = 'fr') =>
  recruiterCall(t, 'recruiterVerifyOrigin', { ...owner.headers, 'accept-language': lang }, {}, { origin });
const origins = async () => (await recruiterCall(t, 'recruiterSiteOrigins', owner.headers)).json().origins;

describe("the recruiter space's careers-site origins", () => {
  it('issues a token and where to put it; the right file adds the origin at once; removing it ends it', async () => {
    let served = '';
    const origin = await sites.serving(() => served);
    const issued = await token(`${origin}/`);
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json()).toEqual({
      origin,
      token: expect.stringMatching(/^baobab-verification=/),
      fileUrl: `${origin}${PROOF_FILE_PATH}`,
    });
    // Asked again before it is proved: the same token (the file the company already put up stays right).
    expect((await token(origin)).json().token).toBe(issued.json().token);
    expect(await subscribeFrom(origin)).toBe(403);

    served = `${issued.json().token}\n`;
    const added = await verify(origin);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ origins: [origin] });
    expect(await subscribeFrom(origin)).toBe(200);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/recruiter/company/origins?origin=${encodeURIComponent(origin)}`,
      headers: owner.headers,
    });
    expect(removed.json()).toEqual({ origins: [] });
    expect(await subscribeFrom(origin)).toBe(403);
  });

  it('refuses a wrong token, a redirect, a timeout and a missing file with the catalogue’s sentence', async () => {
    const wrong = await sites.serving(() => 'baobab-verification=not-the-one');
    const redirecting = await sites.site((_, response) => {
      response.writeHead(302, { location: 'http://169.254.169.254/latest' }).end();
    });
    const silent = await sites.site(() => undefined);
    const missing = await sites.site((_, response) => response.writeHead(404).end());
    const cases = [
      [wrong, 'wrong_token'],
      [redirecting, 'redirect'],
      [silent, 'timeout'],
      [missing, 'http_status'],
    ] as const;
    for (const [origin, reason] of cases) {
      await token(origin);
      const res = await verify(origin, 'en');
      expect(res.statusCode, origin).toBe(422);
      const url = `${origin}${PROOF_FILE_PATH}`;
      const why = translate('en', `errors.origin_why.${reason}`, { url });
      expect(res.json()).toEqual({
        code: 'ORIGIN_NOT_PROVED',
        reason,
        url,
        why,
        message: translate('en', 'errors.origin_not_proved', { why }),
      });
      if (reason !== 'timeout') expect(res.json().message).toContain(url);
      expect(res.json().message).not.toContain('{{');
      expect(await subscribeFrom(origin)).toBe(403);
    }
    expect(await origins()).toEqual([]);
  });

  it('refuses what is not an origin, and an origin whose token was never asked for', async () => {
    const notOrigin = await token('carrieres.example.com/emplois');
    expect(notOrigin.statusCode).toBe(400);
    expect(notOrigin.json()).toMatchObject({ code: 'ORIGIN_NOT_PROVED', reason: 'not_an_origin' });
    expect(notOrigin.json().message).toBe(`Site non vérifié : ${translate('fr', 'errors.origin_why.not_an_origin')}`);
    const never = await sites.serving(() => 'baobab-verification=x');
    const res = await verify(never);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ORIGIN_NOT_PROVED', reason: 'no_token' });
    const tooLong = await token(`https://${'a'.repeat(300)}.example`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().code).toBe('VALIDATION');
  });
});

describe('plain HTTP, where private addresses are not allowed (production)', () => {
  it('refuses an http:// origin when its token is asked for', async () => {
    const prod = await createTestApp();
    try {
      const someone = await signedInRecruiter(prod, (await insertCompany(prod.services.db)).id);
      const res = await recruiterCall(
        prod,
        'recruiterOriginToken',
        someone.headers,
        {},
        { origin: 'http://carrieres.example' },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'ORIGIN_NOT_PROVED', reason: 'not_https' });
    } finally {
      await prod.close();
    }
  });
});

describe("the recruiter space's partner API keys", () => {
  const partnerJobs = async (key: string) =>
    (await t.app.inject({ url: '/api/partner/v1/jobs', headers: { 'x-api-key': key } })).statusCode;

  it('creates a key shown once that works at once, lists it by its first characters, revokes it', async () => {
    const created = await recruiterCall(t, 'recruiterCreateApiKey', owner.headers, {}, { label: 'Site carrière' });
    expect(created.statusCode, created.body).toBe(201);
    const { key, keys } = created.json();
    expect(key.startsWith(PARTNER_KEY_PREFIX)).toBe(true);
    expect(keys).toEqual([
      {
        id: expect.any(String),
        label: 'Site carrière',
        prefix: key.slice(0, PARTNER_KEY_PREFIX.length + 6),
        createdAt: expect.any(String),
        revokedAt: null,
      },
    ]);
    expect(await partnerJobs(key)).toBe(200);
    const listed = await recruiterCall(t, 'recruiterApiKeys', owner.headers);
    expect(listed.body).not.toContain(key);
    expect(listed.json().keys).toEqual(keys);

    const revoked = await recruiterCall(t, 'recruiterRevokeApiKey', owner.headers, { id: keys[0].id });
    expect(revoked.json().keys[0].revokedAt).toEqual(expect.any(String));
    expect(await partnerJobs(key)).toBe(401);
    expect((await recruiterCall(t, 'recruiterRevokeApiKey', owner.headers, { id: keys[0].id })).statusCode).toBe(404);
  });

  it('refuses an empty label with a message in the recruiter’s language', async () => {
    const res = await recruiterCall(
      t,
      'recruiterCreateApiKey',
      { ...owner.headers, 'accept-language': 'en' },
      {},
      { label: '' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: translate('en', 'errors.validation') });
  });
});
