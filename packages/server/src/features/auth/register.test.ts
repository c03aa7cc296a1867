import { authAnswerSchema } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, login } from '../../../test/auth-calls';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signup = async (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  call(
    t,
    'register',
    { firstName: 'Koffi', lastName: 'Mensah', password: 'a long enough password', ...fields, token: await t.captcha() },
    headers,
  );

describe('POST /api/auth/register', () => {
  it('creates the account with an argon2id hash and answers like login, with 201', async () => {
    const res = await signup({ email: 'Koffi@Example.com', phone: '+229 97 00 00 00' }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(201);
    const { user, tokenization } = authAnswerSchema.parse(res.json());
    expect(user).toMatchObject({
      firstName: 'Koffi',
      lastName: 'Mensah',
      email: 'koffi@example.com',
      phone: '+229 97 00 00 00',
    });
    await expect(t.services.auth.authenticate(bearer(tokenization.accessToken), true)).resolves.toMatchObject({
      userId: user.id,
    });
    const [row] = await t.services.db.query<{ password_hash: string; locale: string }>(
      'select password_hash, locale from users where id = $1',
      [user.id],
    );
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(row?.locale).toBe('en');
    expect((await login(t, 'koffi@example.com', 'a long enough password')).statusCode).toBe(200);
  });

  it('stores French as the locale by default and the phone as optional', async () => {
    const res = await signup({ email: 'fatou@example.com' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.phone).toBeNull();
    const [row] = await t.services.db.query<{ locale: string }>('select locale from users where email = $1', [
      'fatou@example.com',
    ]);
    expect(row?.locale).toBe('fr');
  });

  it('refuses an email already taken, whatever its case, with 409', async () => {
    const res = await signup({ email: 'KOFFI@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'EMAIL_TAKEN', message: 'Un compte existe déjà avec cet email.' });
  });

  it('refuses a bad email or a short password with the invalid fields', async () => {
    const res = await signup({ email: 'nope', password: 'short' }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ code: 'VALIDATION', message: 'Some fields are invalid.' });
    expect(Object.keys(body.fields).sort()).toEqual(['email', 'password']);
  });

  it('requires the security challenge', async () => {
    const res = await call(t, 'register', {
      firstName: 'A',
      lastName: 'B',
      email: 'c@example.com',
      password: 'a long enough password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CAPTCHA_REQUIRED');
  });
});
