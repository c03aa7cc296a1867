import { authAnswerSchema, REFRESH_GRACE_SECONDS } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call } from '../../../test/auth-calls';
import { createTestApp, type TestApp } from '../../../test/harness';
import { hashToken } from './session-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (refreshToken: string) => call(t, 'refreshToken', { refreshToken });
/** Moves a rotation back past the grace, as if the token were replayed later. */
const ageRotation = (refreshToken: string) =>
  t.services.db.query(`update refresh_tokens set used_at = used_at - make_interval(secs => $2) where token_hash = $1`, [
    hashToken(refreshToken),
    REFRESH_GRACE_SECONDS + 1,
  ]);
const isLive = async (accessToken: string) =>
  (await t.services.auth.authenticate(bearer(accessToken), false)) !== undefined;

describe('POST /api/auth/refresh-token', () => {
  it('rotates the tokens and answers the user like login', async () => {
    const awa = await t.candidate();
    const res = await refresh(awa.refreshToken);
    expect(res.statusCode).toBe(200);
    const { user, tokenization } = authAnswerSchema.parse(res.json());
    expect(user).toEqual({ id: awa.id, firstName: 'Awa', lastName: 'Diop', email: awa.email, phone: null });
    expect(tokenization.refreshToken).not.toBe(awa.refreshToken);
    expect(await isLive(tokenization.accessToken)).toBe(true);
    expect((await refresh(tokenization.refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is reused after the grace', async () => {
    const awa = await t.candidate();
    const rotated = authAnswerSchema.parse((await refresh(awa.refreshToken)).json()).tokenization;
    await ageRotation(awa.refreshToken);

    const reuse = await refresh(awa.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Vous devez être connecté pour continuer.' });
    // The thief and the owner hold the same family: both lose it.
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    expect(await isLive(rotated.accessToken)).toBe(false);
    expect(await isLive(awa.accessToken)).toBe(false);
  });

  it('leaves the other sessions of the user alone', async () => {
    const awa = await t.candidate();
    const other = await t.services.auth.open(awa.id);
    await refresh(awa.refreshToken);
    await ageRotation(awa.refreshToken);
    await refresh(awa.refreshToken);
    expect(await isLive(other.accessToken)).toBe(true);
  });

  it('refuses an unknown token and a malformed body', async () => {
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
    const malformed = await call(t, 'refreshToken', {});
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION', fields: { refreshToken: expect.any(String) } });
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session given by both headers', async () => {
    const awa = await t.candidate();
    const res = await call(t, 'logout', undefined, { ...awa.headers, 'refresh-token': awa.refreshToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Vous êtes déconnecté.' });
    expect((await refresh(awa.refreshToken)).statusCode).toBe(401);
    expect(await isLive(awa.accessToken)).toBe(false);
  });

  it('takes a JSON content type with an empty body as no body (axios, $fetch, curl)', async () => {
    const awa = await t.candidate();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...awa.headers, 'refresh-token': awa.refreshToken, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    expect(await isLive(awa.accessToken)).toBe(false);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...awa.headers, 'content-type': 'application/json' },
      payload: '{"oops',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('revokes the session from the refresh token alone, or from the access token alone', async () => {
    const byRefresh = await t.candidate();
    const res = await call(t, 'logout', undefined, {
      'refresh-token': byRefresh.refreshToken,
      'accept-language': 'en',
    });
    expect(res.json()).toEqual({ message: 'You are logged out.' });
    expect(await isLive(byRefresh.accessToken)).toBe(false);

    const byAccess = await t.candidate();
    expect((await call(t, 'logout', undefined, byAccess.headers)).statusCode).toBe(200);
    expect((await refresh(byAccess.refreshToken)).statusCode).toBe(401);
  });

  it('answers 200 for stale tokens and 401 when neither header is sent', async () => {
    const stale = await call(t, 'logout', undefined, { authorization: 'Bearer nope', 'refresh-token': 'nope' });
    expect(stale.statusCode).toBe(200);
    const none = await call(t, 'logout');
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('UNAUTHORIZED');
  });
});
