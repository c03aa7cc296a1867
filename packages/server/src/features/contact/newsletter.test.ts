import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { call, outboxFor } from '../auth/test-support';
import { unsubscribeLink, unsubscribeSignature } from './unsubscribe-link';

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
    await t.services.db.query<{ locale: string; unsubscribed_at: Date | null }>(
      'select locale, unsubscribed_at from newsletter_subscribers where email = $1',
      [email],
    )
  )[0];

describe('POST /api/contacts/subscribe', () => {
  it('subscribes once and mails the welcome with a working unsubscribe link', async () => {
    const res = await subscribe('Ama@Example.com', { 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Thank you! You are subscribed to our monthly newsletter.' });
    expect(await subscriber('ama@example.com')).toEqual({ locale: 'en', unsubscribed_at: null });

    const [mail, ...others] = await outboxFor(t, 'ama@example.com');
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Welcome to the Baobab Jobs newsletter');
    const link = unsubscribeLink(t.services.secrets.link, 'https://jobs.example.com', 'ama@example.com');
    expect(mail?.text_body).toContain(link);
    const params = new URL(link).searchParams;
    expect(params.get('unsubscribe')).toBe('ama@example.com');
    expect((await unsubscribe(params.get('unsubscribe') ?? '', params.get('signature') ?? '')).statusCode).toBe(200);
  });

  it('is idempotent: a second subscription answers the same and mails nothing', async () => {
    const first = await subscribe('kofi@example.com');
    const second = await subscribe('kofi@example.com');
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual(first.json());
    expect(first.json()).toEqual({ message: 'Merci ! Vous êtes inscrit à notre newsletter mensuelle.' });
    expect(await outboxFor(t, 'kofi@example.com')).toHaveLength(1);
  });

  it('reactivates an unsubscribed address and welcomes it again', async () => {
    const email = 'back@example.com';
    await subscribe(email);
    await unsubscribe(email, unsubscribeSignature(t.services.secrets.link, email));
    expect((await subscriber(email))?.unsubscribed_at).toBeInstanceOf(Date);
    expect((await subscribe(email)).statusCode).toBe(200);
    expect((await subscriber(email))?.unsubscribed_at).toBeNull();
    expect(await outboxFor(t, email)).toHaveLength(2);
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
