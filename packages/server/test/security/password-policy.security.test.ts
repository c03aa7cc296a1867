import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResetToken } from '../../src/features/auth/password-resets';
import { call } from '../auth-calls';
import { createTestApp, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signup = async (password: string, language = 'fr', email = `koffi.${Math.random()}@example.com`) =>
  call(
    t,
    'register',
    { firstName: 'Koffi', lastName: 'Mensah', email, password, token: await t.captcha() },
    { 'accept-language': language },
  );

describe('password policy', () => {
  it.each(['password', '11111111', 'azertyuiop', 'motdepasse', 'Azerty123'])(
    'refuses the common or breached password %s, saying why',
    async (password) => {
      const res = await signup(password);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'PASSWORD_COMMON',
        message:
          'Ce mot de passe est trop répandu (il figure dans les listes de mots de passe piratés) : choisissez-en un autre.',
      });
    },
  );

  it('refuses a password made of the email or a name, in the reader’s language', async () => {
    const byName = await signup('mensah-koffi-2026', 'en');
    expect(byName.statusCode).toBe(400);
    expect(byName.json()).toMatchObject({
      code: 'PASSWORD_PERSONAL',
      message: 'The password must not contain your email or your name.',
    });
    const byEmail = await signup('x-baobab-candidate-x', 'en', 'baobab-candidate@example.com');
    expect(byEmail.statusCode).toBe(400);
    expect(byEmail.json()).toMatchObject({ code: 'PASSWORD_PERSONAL' });
  });

  it('accepts a long uncommon password without composition rules', async () => {
    expect((await signup('un manguier au bord du fleuve')).statusCode).toBe(201);
  });

  it('applies to a reset too, and a refused password leaves the link usable', async () => {
    const awa = await t.candidate();
    const token = await createResetToken(t.services.db, awa.id);
    const reset = async (password: string) =>
      call(t, 'resetPassword', { token, password, type: 'reset', captcha: await t.captcha() });
    expect((await reset('azertyuiop')).json()).toMatchObject({ code: 'PASSWORD_COMMON' });
    expect((await reset('Awa-Diop-forever')).json()).toMatchObject({ code: 'PASSWORD_PERSONAL' });
    expect((await reset('un baobab sur la colline')).statusCode).toBe(200);
  });
});
