import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, outboxFor } from '../../../test/auth-calls';
import { createTestApp, type TestApp } from '../../../test/harness';
import { confirmSubscriptionLink, unsubscribeLink, unsubscribeSignature } from './unsubscribe-link';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://jobs.example.com', LINK_SECRET: 's'.repeat(40) });
});
afterAll(() => t.close());

const subscribe = (email: string, headers: Record<string, string> = {}) => call(t, 'subscribe', { email }, headers);
const unsubscribe = (email: string, signature: string, headers: Record<string, string> = {}) =>
  call(t, 'unsubscribe', { email, signature }, headers);
const subscriber = async (email: string) =>
  (
    await t.services.db.query<{ locale: string; unsubscribed_at: Date | null; confirmed_at: Date | null }>(
      'select locale, unsubscribed_at, confirmed_at from newsletter_subscribers where email = $1',
      [email],
    )
  )[0];

/** Asks for the newsletter and follows the confirmation link of the mail it sends. */
async function subscribeAndConfirm(email: string, headers: Record<string, string> = {}) {
  await subscribe(email, headers);
  const mails = await outboxFor(t, email.toLowerCase());
  const link = /https:\/\/\S+newsletter-confirm\S+/.exec(mails.at(-1)?.text_body ?? '')?.[0] ?? '';
  const params = new URL(link).searchParams;
  return confirm(
    params.get('newsletter-confirm') ?? '',
    params.get('expires') ?? '',
    params.get('signature') ?? '',
    headers,
  );
}
const confirm = (email: string, expires: string, signature: string, headers: Record<string, string> = {}) =>
  call(t, 'confirmSubscription', { email, expires, signature }, headers);

describe('POST /api/contacts/subscribe (double opt-in)', () => {
  it('mails a confirmation link; the address is subscribed only once it is opened, then welcomed', async () => {
    const res = await subscribe('Ama@Example.com', { 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Thank you! Confirm your subscription with the link we have just sent to your address.',
    });
    expect(await subscriber('ama@example.com')).toEqual({ locale: 'en', unsubscribed_at: null, confirmed_at: null });
    const [request] = await outboxFor(t, 'ama@example.com');
    expect(request?.subject).toBe('Confirm your Baobab Jobs newsletter subscription');
    expect(request?.text_body).toContain('valid for 3 days');

    const confirmed = await subscribeAndConfirm('ama@example.com', { 'accept-language': 'en' });
    expect(confirmed.json()).toEqual({ message: 'Thank you! You are subscribed to our monthly newsletter.' });
    expect((await subscriber('ama@example.com'))?.confirmed_at).toBeInstanceOf(Date);
    const welcome = (await outboxFor(t, 'ama@example.com')).at(-1);
    expect(welcome?.subject).toBe('Welcome to the Baobab Jobs newsletter');
    const link = unsubscribeLink(t.services.secrets.link, 'https://jobs.example.com', 'ama@example.com');
    expect(welcome?.text_body).toContain(link);
    const params = new URL(link).searchParams;
    expect((await unsubscribe(params.get('unsubscribe') ?? '', params.get('signature') ?? '')).statusCode).toBe(200);
  });

  it("refuses an expired, forged or other address's confirmation", async () => {
    const email = 'late@example.com';
    await subscribe(email);
    const past = new URL(
      confirmSubscriptionLink(t.services.secrets.link, 'https://x', email, Date.now() - 100 * 3600_000),
    );
    const other = new URL(confirmSubscriptionLink(t.services.secrets.link, 'https://x', 'other@example.com'));
    for (const [expires, signature] of [
      [past.searchParams.get('expires'), past.searchParams.get('signature')],
      [other.searchParams.get('expires'), other.searchParams.get('signature')],
    ]) {
      const res = await confirm(email, expires ?? '', signature ?? '', { 'accept-language': 'en' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'TOKEN_INVALID', message: 'This link is invalid or has expired.' });
    }
    expect((await subscriber(email))?.confirmed_at).toBeNull();
  });

  it('is idempotent once confirmed: a second request answers the same and mails nothing', async () => {
    await subscribeAndConfirm('kofi@example.com');
    const before = (await outboxFor(t, 'kofi@example.com')).length;
    const again = await subscribe('kofi@example.com');
    expect(again.json()).toEqual({
      message: "Merci ! Confirmez votre inscription avec le lien que nous venons d'envoyer à votre adresse.",
    });
    expect(await outboxFor(t, 'kofi@example.com')).toHaveLength(before);
  });

  it('asks an unsubscribed address to confirm again', async () => {
    const email = 'back@example.com';
    await subscribeAndConfirm(email);
    await unsubscribe(email, unsubscribeSignature(t.services.secrets.link, email));
    expect((await subscriber(email))?.unsubscribed_at).toBeInstanceOf(Date);
    expect((await subscribe(email)).statusCode).toBe(200);
    expect(await subscriber(email)).toMatchObject({ unsubscribed_at: null, confirmed_at: null });
    expect(await outboxFor(t, email)).toHaveLength(3);
  });

  it('refuses an invalid email', async () => {
    const res = await subscribe('not an email');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { email: expect.any(String) } });
  });
});

describe('POST /api/contacts/unsubscribe', () => {
  it('unsubscribes with a good signature, idempotently', async () => {
    const email = 'leaving@example.com';
    await subscribe(email);
    const signature = unsubscribeSignature(t.services.secrets.link, email);
    const res = await unsubscribe(email, signature, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You are unsubscribed from the newsletter.' });
    expect((await subscriber(email))?.unsubscribed_at).toBeInstanceOf(Date);
    expect((await unsubscribe(email, signature)).statusCode).toBe(200);
  });

  it('refuses a signature made for another address or with another secret', async () => {
    const email = 'staying@example.com';
    await subscribe(email);
    for (const signature of [
      unsubscribeSignature(t.services.secrets.link, 'someone.else@example.com'),
      unsubscribeSignature('another secret', email),
    ]) {
      const res = await unsubscribe(email, signature, { 'accept-language': 'en' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'TOKEN_INVALID', message: 'This link is invalid or has expired.' });
    }
    expect((await subscriber(email))?.unsubscribed_at).toBeNull();
  });

  it('refuses a malformed signature', async () => {
    const res = await unsubscribe('x@example.com', 'abc');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { signature: expect.any(String) } });
  });
});
