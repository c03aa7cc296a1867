import { RESET_MAILS_PER_ACCOUNT, RESET_REQUESTS_PER_ADDRESS } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, call, login, outboxFor } from '../../../test/auth-calls';
import { createTestApp, type TestApp, type TestCandidate } from '../../../test/harness';
import { hashToken } from './session-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://jobs.example.com' });
});
afterAll(() => t.close());

const forgot = async (email: string, headers: Record<string, string> = {}) =>
  call(t, 'forgotPassword', { email, token: await t.captcha() }, headers);
const reset = async (token: string, password: string) =>
  call(t, 'resetPassword', { token, password, type: 'reset', captcha: await t.captcha() });

/** Asks for a reset link and answers the token of the mail it sends. */
async function mailedToken(candidate: TestCandidate): Promise<string> {
  const before = (await outboxFor(t, candidate.email)).length;
  await forgot(candidate.email);
  const mail = await vi.waitFor(async () => {
    const mails = await outboxFor(t, candidate.email);
    if (mails.length === before) throw new Error('no mail yet');
    return mails[mails.length - 1];
  });
  const token = mail?.text_body.match(/modal=reset-password&token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no reset link in ${mail?.text_body}`);
  return token;
}

describe('POST /api/auth/forgot-password', () => {
  it('answers the same for known and unknown emails, and mails only the known one', async () => {
    const awa = await t.candidate();
    const known = await forgot(awa.email);
    const unknown = await forgot('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({
      message: 'Si un compte existe pour cet email, un lien de réinitialisation vient de vous être envoyé.',
    });
    const [mail] = await vi.waitFor(async () => {
      const mails = await outboxFor(t, awa.email);
      if (!mails.length) throw new Error('no mail yet');
      return mails;
    });
    expect(mail?.subject).toBe('Réinitialisation de votre mot de passe');
    expect(mail?.text_body).toMatch(/^Bonjour Awa,/);
    expect(mail?.text_body).toMatch(/https:\/\/jobs\.example\.com\/\?modal=reset-password&token=[\w-]{43}\n/);
    expect(await outboxFor(t, 'nobody@example.com')).toEqual([]);
    const resets = await t.services.db.query<{ token_hash: string }>('select token_hash from password_resets');
    expect(resets).toHaveLength(1);
    // Only the hash is stored: the mailed token itself is nowhere in the database.
    expect(mail?.text_body).not.toContain(resets[0]?.token_hash);
  });

  it("mails in the user's language and answers in the request's", async () => {
    const kwame = await t.candidate();
    await t.services.db.query("update users set locale = 'en' where id = $1", [kwame.id]);
    const res = await forgot(kwame.email, { 'accept-language': 'fr' });
    expect(res.json().message).toMatch(/^Si un compte existe/);
    const [mail] = await vi.waitFor(async () => {
      const mails = await outboxFor(t, kwame.email);
      if (!mails.length) throw new Error('no mail yet');
      return mails;
    });
    expect(mail?.subject).toBe('Reset your password');
  });

  it('requires the security challenge', async () => {
    const res = await call(t, 'forgotPassword', { email: 'a@example.com' });
    expect(res.json().code).toBe('CAPTCHA_REQUIRED');
  });

  it('limits requests per address and mails per account, answering alike', async () => {
    const fresh = await createTestApp();
    try {
      const target = await fresh.candidate();
      const statuses: number[] = [];
      for (let i = 0; i < RESET_REQUESTS_PER_ADDRESS.max + 5; i++)
        statuses.push(
          (await call(fresh, 'forgotPassword', { email: target.email, token: await fresh.captcha() })).statusCode,
        );
      expect(statuses).toEqual([...Array(RESET_REQUESTS_PER_ADDRESS.max).fill(200), ...Array(5).fill(429)]);
      // Every answered request was counted (in the background), then only the first few mailed.
      await vi.waitFor(async () => {
        const [row] = await fresh.services.db.query<{ hits: number }>('select hits from rate_limits where key = $1', [
          `reset mails ${target.id}`,
        ]);
        expect(row?.hits).toBe(RESET_REQUESTS_PER_ADDRESS.max);
      });
      await vi.waitFor(async () =>
        expect(await outboxFor(fresh, target.email)).toHaveLength(RESET_MAILS_PER_ACCOUNT.max),
      );
      const tokens = await fresh.services.db.query('select 1 from password_resets where user_id = $1', [target.id]);
      expect(tokens).toHaveLength(RESET_MAILS_PER_ACCOUNT.max);
    } finally {
      await fresh.close();
    }
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password once, ends every session, and lets the user log in again', async () => {
    const awa = await t.candidate({ password: 'the old password' });
    const token = await mailedToken(awa);

    const res = await reset(token, 'the brand new password');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Votre mot de passe a été modifié. Vous pouvez vous connecter.' });
    expect(await t.services.auth.authenticate(bearer(awa.accessToken), false)).toBeUndefined();
    expect((await call(t, 'refreshToken', { refreshToken: awa.refreshToken })).statusCode).toBe(401);
    expect((await login(t, awa.email, 'the old password')).statusCode).toBe(401);
    expect((await login(t, awa.email, 'the brand new password')).statusCode).toBe(200);

    const again = await reset(token, 'yet another password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'PASSWORD_CHANGE_FAILED',
      message: 'Impossible de changer votre mot de passe',
    });
  });

  it('refuses an expired token, an unknown one, and older links once one was used', async () => {
    const awa = await t.candidate();
    const older = await mailedToken(awa);
    const expired = await mailedToken(awa);
    await t.services.db.query(
      "update password_resets set expires_at = now() - interval '1 second' where token_hash = $1",
      [hashToken(expired)],
    );
    const failed = await call(
      t,
      'resetPassword',
      { token: expired, password: 'whatever password', captcha: await t.captcha() },
      { 'accept-language': 'en' },
    );
    expect(failed.statusCode).toBe(400);
    expect(failed.json()).toEqual({ code: 'PASSWORD_CHANGE_FAILED', message: 'Impossible to change your password' });
    expect((await reset('u'.repeat(43), 'whatever password')).statusCode).toBe(400);

    const latest = await mailedToken(awa);
    expect((await reset(latest, 'a fresh password')).statusCode).toBe(200);
    expect((await reset(older, 'an attacker password')).statusCode).toBe(400);
  });

  it('checks the captcha and the password rules', async () => {
    const noCaptcha = await call(t, 'resetPassword', { token: 'u'.repeat(43), password: 'long enough password' });
    expect(noCaptcha.json().code).toBe('CAPTCHA_REQUIRED');
    const short = await reset('u'.repeat(43), 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'VALIDATION', fields: { password: expect.any(String) } });
  });
});
