import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/auth-calls';
import { insertCompany } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { localSites } from '../../../test/local-site';
import { PROOF_FILE_PATH } from '../origin-proof/proof-file';
import { companySite } from './company-site';

let t: TestApp;
const sites = localSites();
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await sites.close();
  await t.close();
});

/** A call that changes state, as a careers page at `origin` makes it: 200 registered, 403 not. */
const subscribeFrom = async (origin: string) =>
  (await call(t, 'subscribe', { email: `${Math.random().toString(36).slice(2)}@example.com` }, { origin })).statusCode;

const partnerJobs = async (key: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/partner/v1/jobs', headers: { 'x-api-key': key } })).statusCode;

// The sites of these tests are on 127.0.0.1: private addresses are let through, except where refused on purpose.
const local = () => companySite(t.services.db, t.services.origins, { allowPrivate: true, timeoutMs: 300 });

describe("a company's own careers-site origins", () => {
  it('adds an origin once its file holds the right token, effective at once; lists and removes it', async () => {
    const company = await insertCompany(t.services.db);
    const other = await insertCompany(t.services.db);
    let served = '';
    const origin = await sites.serving(() => served);
    const token = (await local().originToken(company.id, `${origin}/`))?.token ?? '';
    expect(token).toMatch(/^baobab-verification=/);
    expect(await subscribeFrom(origin)).toBe(403);

    served = `${token}\n`;
    expect(await local().addOrigin(company.id, origin)).toEqual({ added: true, origin });
    expect(await subscribeFrom(origin)).toBe(200);
    expect(await local().listOrigins(company.id)).toEqual([origin]);
    expect(await local().listOrigins(other.id)).toEqual([]);

    // Another company cannot remove it, nor prove it with the first one's file.
    expect(await local().removeOrigin(other.id, origin)).toBe(false);
    await local().originToken(other.id, origin);
    expect(await local().addOrigin(other.id, origin)).toMatchObject({ added: false, reason: 'wrong_token' });
    expect(await subscribeFrom(origin)).toBe(200);

    expect(await local().removeOrigin(company.id, origin)).toBe(true);
    expect(await subscribeFrom(origin)).toBe(403);
    expect(await local().listOrigins(company.id)).toEqual([]);
  });

  it('refuses a wrong token, a redirect (to a private address or anywhere), a timeout, an unissued token', async () => {
    const company = await insertCompany(t.services.db);
    const refused = async (origin: string, reason: string, site = local()) => {
      await site.originToken(company.id, origin);
      expect(await site.addOrigin(company.id, origin)).toMatchObject({ added: false, reason });
      expect(await subscribeFrom(origin)).toBe(403);
    };
    await refused(await sites.serving(() => 'baobab-verification=not-the-one'), 'wrong_token');

    let token = '';
    const redirecting = await sites.site((request, response) => {
      if (request.url === PROOF_FILE_PATH) response.writeHead(302, { location: 'http://169.254.169.254/latest' }).end();
      else response.writeHead(200).end(token);
    });
    token = (await local().originToken(company.id, redirecting))?.token ?? '';
    expect(await local().addOrigin(company.id, redirecting)).toEqual({
      added: false,
      reason: 'redirect',
      detail: '302 to http://169.254.169.254/latest',
    });

    await refused(await sites.site(() => undefined), 'timeout');
    // Not allowed to reach private addresses (production): this machine is refused before any connection.
    await refused(
      'https://127.0.0.1:9',
      'private_address',
      companySite(t.services.db, t.services.origins, { allowPrivate: false }),
    );
    const never = await sites.serving(() => 'baobab-verification=x');
    expect(await local().addOrigin(company.id, never)).toMatchObject({ added: false, reason: 'no_token' });
    expect(await local().addOrigin(company.id, 'https://careers.example/jobs')).toMatchObject({
      added: false,
      reason: 'not_an_origin',
    });
    expect(await local().listOrigins(company.id)).toEqual([]);
  });
});

describe("a company's own partner keys", () => {
  it('creates a key that works at once, lists it, and revokes it; another company can do neither to it', async () => {
    const company = await insertCompany(t.services.db);
    const other = await insertCompany(t.services.db);
    const { id, key } = await local().createKey(company.id, 'site carrières');
    expect(await partnerJobs(key)).toBe(200);
    expect((await local().listKeys(company.id)).map((row) => [row.id, row.label, row.revoked_at])).toEqual([
      [id, 'site carrières', null],
    ]);
    expect(await local().listKeys(other.id)).toEqual([]);

    expect(await local().revokeKey(other.id, id)).toBe(false);
    expect(await local().revokeKey(other.id, 'not-a-key-id')).toBe(false);
    expect(await partnerJobs(key)).toBe(200);
    expect(await local().revokeKey(company.id, id)).toBe(true);
    expect(await partnerJobs(key)).toBe(401);
    expect(await local().revokeKey(company.id, id)).toBe(false);
  });
});
