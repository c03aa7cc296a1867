import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, outboxFor } from '../../../test/auth-calls';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CONTACT_EMAIL: 'team@example.com', RATE_LIMIT_CONTACT: '4' });
});
afterAll(() => t.close());

const message = {
  name: 'Mariam Traoré',
  email: 'Mariam@Example.com',
  subject: 'Partenariat',
  message: 'Bonjour, nous aimerions publier nos offres.',
};

describe('POST /api/contacts/message', () => {
  it('stores the message and mails it to the team', async () => {
    const res = await call(t, 'contactMessage', { ...message, token: await t.captcha() }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Your message has been sent. We will get back to you shortly.' });
    const rows = await t.services.db.query('select name, email, subject, message, locale from contact_messages');
    expect(rows).toEqual([{ ...message, email: 'mariam@example.com', locale: 'en' }]);
    const [mail] = await outboxFor(t, 'team@example.com');
    expect(mail?.subject).toBe('Nouveau message de contact : Partenariat');
    expect(mail?.text_body).toBe(
      'Message de Mariam Traoré <mariam@example.com> :\n\nBonjour, nous aimerions publier nos offres.',
    );
  });

  it('requires the captcha and valid fields, storing nothing', async () => {
    const noCaptcha = await call(t, 'contactMessage', message);
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json().code).toBe('CAPTCHA_REQUIRED');
    const tooShort = await call(t, 'contactMessage', { ...message, message: 'hi', token: await t.captcha() });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json()).toMatchObject({ code: 'VALIDATION', fields: { message: expect.any(String) } });
    expect(await t.services.db.query('select id from contact_messages')).toHaveLength(1);
  });

  it('is rate limited per minute, as is subscribing', async () => {
    // Three calls so far in this file; the limit is 4.
    expect((await call(t, 'contactMessage', {})).statusCode).toBe(400);
    const limited = await call(t, 'contactMessage', {});
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    const subscribes: number[] = [];
    for (let i = 0; i < 5; i++) subscribes.push((await call(t, 'subscribe', {})).statusCode);
    expect(subscribes).toEqual([400, 400, 400, 400, 429]);
  });
});
