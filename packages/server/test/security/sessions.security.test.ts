import { authAnswerSchema } from '@baobab/core';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call } from '../auth-calls';
import { createTestApp, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (refreshToken: string) => call(t, 'refreshToken', { refreshToken });
const isLive = async (accessToken: string) =>
  (await t.services.auth.authenticate(bearer(accessToken), false)) !== undefined;

describe('refresh grace', () => {
  it('answers the same new pair to the same refresh sent twice at once', async () => {
    const awa = await t.candidate();
    const [first, second] = await Promise.all([refresh(awa.refreshToken), refresh(awa.refreshToken)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const a = authAnswerSchema.parse(first.json()).tokenization;
    const b = authAnswerSchema.parse(second.json()).tokenization;
    expect(b).toEqual(a);
    expect(await isLive(a.accessToken)).toBe(true);
    // The family goes on from that pair.
    expect((await refresh(a.refreshToken)).statusCode).toBe(200);
  });

  it('still ends the family after a logout, grace or not', async () => {
    const awa = await t.candidate();
    const rotated = authAnswerSchema.parse((await refresh(awa.refreshToken)).json()).tokenization;
    await call(t, 'logout', undefined, {
      authorization: `Bearer ${rotated.accessToken}`,
      'refresh-token': rotated.refreshToken,
    });
    expect((await refresh(awa.refreshToken)).statusCode).toBe(401);
  });
});

describe('access tokens signed with the secret but malformed', () => {
  const sign = (claims: { sid?: string; sub?: string; exp?: boolean }) => {
    let jwt = new SignJWT(claims.sid ? { sid: claims.sid } : {}).setProtectedHeader({ alg: 'HS256' }).setIssuedAt();
    if (claims.sub) jwt = jwt.setSubject(claims.sub);
    if (claims.exp !== false) jwt = jwt.setExpirationTime('5m');
    return jwt.sign(new TextEncoder().encode(t.services.secrets.jwt));
  };

  it('refuses a token whose session belongs to another user', async () => {
    const awa = await t.candidate();
    const other = await t.candidate();
    const [session] = await t.services.db.query<{ id: string }>('select id from sessions where user_id = $1', [
      other.id,
    ]);
    expect(await isLive(await sign({ sid: session?.id, sub: awa.id }))).toBe(false);
    expect(await isLive(await sign({ sid: session?.id, sub: other.id }))).toBe(true);
  });

  it('refuses a token without expiry', async () => {
    const awa = await t.candidate();
    const [session] = await t.services.db.query<{ id: string }>('select id from sessions where user_id = $1', [awa.id]);
    expect(await isLive(await sign({ sid: session?.id, sub: awa.id, exp: false }))).toBe(false);
  });
});
