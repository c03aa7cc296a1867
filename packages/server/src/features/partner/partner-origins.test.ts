import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerCompany } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { callAs } from '../../../test/partner-kit';

let t: TestApp;
let acme: Awaited<ReturnType<typeof partnerCompany>>;
let other: Awaited<ReturnType<typeof partnerCompany>>;
const CAREERS = 'https://careers.acme.example';

beforeAll(async () => {
  t = await createTestApp();
  acme = await partnerCompany(t.services.db, { name: 'Acme Dakar' });
  other = await partnerCompany(t.services.db, { name: 'Autre' });
});
afterAll(() => t.close());

const call: ReturnType<typeof callAs> = (...args) => callAs(t)(...args);
const origins = async (headers: Record<string, string>) => (await call('partnerOrigins', headers)).json().origins;
/** A state-changing call as a browser on `origin` makes it. */
const subscribeFrom = (origin: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contacts/subscribe',
    headers: { origin },
    payload: { email: 'awa@example.sn' },
  });

describe('partner API: registered origins', () => {
  it('registers an origin for the key’s company only, effective at once for the origin guard', async () => {
    expect((await subscribeFrom(CAREERS)).statusCode).toBe(403);
    const added = await call('partnerAddOrigin', acme.headers, {}, { origin: 'HTTPS://Careers.Acme.example:443' });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ origins: [CAREERS] });
    expect(await origins(other.headers)).toEqual([]);
    expect((await subscribeFrom(CAREERS)).statusCode).toBe(200);
  });

  it('refuses what is not an origin, with the field named', async () => {
    const res = await call('partnerAddOrigin', acme.headers, {}, { origin: 'https://careers.acme.example/jobs' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { origin: expect.any(String) } });
  });

  it('lets another company’s key remove nothing, and the owner remove it', async () => {
    const url = `/api/partner/v1/origins?origin=${encodeURIComponent(CAREERS)}`;
    const foreign = await t.app.inject({ method: 'DELETE', url, headers: other.headers });
    expect(foreign.json()).toEqual({ origins: [] });
    expect(await origins(acme.headers)).toEqual([CAREERS]);
    const own = await t.app.inject({ method: 'DELETE', url, headers: acme.headers });
    expect(own.json()).toEqual({ origins: [] });
    expect((await subscribeFrom(CAREERS)).statusCode).toBe(403);
  });
});
