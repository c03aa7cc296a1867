import { authAnswerSchema } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, login } from '../../../test/auth-calls';
import { createTestApp, type TestApp, type TestCandidate } from '../../../test/harness';

let t: TestApp;
let awa: TestCandidate;
beforeAll(async () => {
  t = await createTestApp();
  awa = await t.candidate({ email: 'awa@example.com', password: 'correct horse battery' });
});
afterAll(() => t.close());

describe('POST /api/auth/login', () => {
  it('answers the user and a working tokenization exactly per docs/product.md §7', async () => {
    const res = await login(t, 'AWA@example.com', awa.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['tokenization', 'user']);
    expect(body.user).toEqual({ id: awa.id, firstName: 'Awa', lastName: 'Diop', email: awa.email, phone: null });
    // The brief's three fields, plus the refresh token's life the client sizes its cookies by.
    expect(Object.keys(body.tokenization).sort()).toEqual([
      'accessToken',
      'expiresIn',
      'refreshExpiresIn',
      'refreshToken',
    ]);
    const { tokenization } = authAnswerSchema.parse(body);
    expect(tokenization.expiresIn).toBe(t.services.config.accessTokenTtl);
    expect(tokenization.refreshExpiresIn).toBe(t.services.config.refreshTokenTtl);
    await expect(t.services.auth.authenticate(bearer(tokenization.accessToken), true)).resolves.toMatchObject({
      userId: awa.id,
    });
  });

  it('answers a wrong password and an unknown email with the same 401, in French by default', async () => {
    const wrong = await login(t, awa.email, 'not the password');
    const unknown = await login(t, 'nobody@example.com', awa.password);
    const expected = { code: 'INVALID_CREDENTIALS', message: 'Email ou mot de passe incorrect' };
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual(expected);
    expect(unknown.json()).toEqual(expected);
  });

  it("answers in English with the spec's wording", async () => {
    const res = await login(t, awa.email, 'not the password', { 'accept-language': 'en' });
    expect(res.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Incorrect email or password' });
  });

  it('requires the security challenge', async () => {
    const res = await call(t, 'login', { email: awa.email, password: awa.password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'CAPTCHA_REQUIRED', message: 'Vous devez valider le challenge de sécurité.' });
    const en = await call(t, 'login', { email: awa.email, password: awa.password }, { 'accept-language': 'en' });
    expect(en.json()).toEqual({ code: 'CAPTCHA_REQUIRED', message: 'You need to validate the security challenge.' });
  });

  it('accepts a captcha solution once only', async () => {
    const token = await t.captcha();
    const first = await call(t, 'login', { email: awa.email, password: awa.password, token });
    expect(first.statusCode).toBe(200);
    const again = await call(
      t,
      'login',
      { email: awa.email, password: awa.password, token },
      { 'accept-language': 'en' },
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'CAPTCHA_FAILED', message: 'Captcha validation failed' });
  });

  it('refuses a malformed body with the invalid fields', async () => {
    const res = await call(t, 'login', { email: 'not-an-email', password: '', token: await t.captcha() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { email: expect.any(String), password: expect.any(String) },
    });
  });
});
