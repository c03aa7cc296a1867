import { authAnswerSchema } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, login } from '../../../test/auth-calls';
import { createTestApp, type TestApp, type TestCandidate } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const isLive = async (accessToken: string) =>
  (await t.services.auth.authenticate(bearer(accessToken), false)) !== undefined;
/** A second session of the same candidate (another device). */
const otherDevice = async (who: TestCandidate) =>
  authAnswerSchema.parse((await login(t, who.email, who.password)).json()).tokenization;

describe('POST /api/auth/logout-everywhere', () => {
  it('ends every session of the account, this one included, and no one else’s', async () => {
    const awa = await t.candidate();
    const bintou = await t.candidate();
    const phone = await otherDevice(awa);
    const res = await call(t, 'logoutEverywhere', undefined, { ...awa.headers, 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You are signed out on every device.' });
    expect(await isLive(awa.accessToken)).toBe(false);
    expect(await isLive(phone.accessToken)).toBe(false);
    expect((await call(t, 'refreshToken', { refreshToken: phone.refreshToken })).statusCode).toBe(401);
    expect(await isLive(bintou.accessToken)).toBe(true);
  });

  it('needs a session', async () => {
    expect((await call(t, 'logoutEverywhere')).statusCode).toBe(401);
  });
});

describe('POST /api/auth/change-password', () => {
  it('changes the password given the current one, keeps this session and ends the others', async () => {
    const awa = await t.candidate({ password: 'the first passphrase' });
    const phone = await otherDevice(awa);
    const res = await call(
      t,
      'changePassword',
      { currentPassword: awa.password, password: 'a second long passphrase' },
      { ...awa.headers, 'accept-language': 'fr' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Votre mot de passe a été modifié. Vos autres sessions sont déconnectées.' });
    expect(await isLive(awa.accessToken)).toBe(true);
    expect(await isLive(phone.accessToken)).toBe(false);
    expect((await login(t, awa.email, awa.password)).statusCode).toBe(401);
    expect((await login(t, awa.email, 'a second long passphrase')).statusCode).toBe(200);
  });

  it('refuses a wrong current password, and a weak new one, changing nothing', async () => {
    const awa = await t.candidate({ password: 'the first passphrase' });
    const wrong = await call(
      t,
      'changePassword',
      { currentPassword: 'not it', password: 'a second long passphrase' },
      { ...awa.headers, 'accept-language': 'en' },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'CURRENT_PASSWORD_WRONG',
      message: 'Your current password is incorrect.',
    });
    const weak = await call(
      t,
      'changePassword',
      { currentPassword: awa.password, password: 'password123' },
      awa.headers,
    );
    expect(weak.statusCode).toBe(400);
    expect(['PASSWORD_COMMON', 'VALIDATION']).toContain(weak.json().code);
    expect((await login(t, awa.email, awa.password)).statusCode).toBe(200);
    expect(await isLive(awa.accessToken)).toBe(true);
  });

  it('needs a session', async () => {
    const res = await call(t, 'changePassword', { currentPassword: 'x', password: 'a second long passphrase' });
    expect(res.statusCode).toBe(401);
  });
});
