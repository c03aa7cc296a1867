import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestCandidate } from '../../../test/harness';
import { createTestApp } from '../../../test/harness';
import { callAs } from '../../../test/partner-kit';
import { lastCode, type Providers, providerEnv, startTestProviders } from '../../../test/provider-kit';
import { unzip } from '../../../test/unzip';

let providers: Providers;
let t: TestApp;
const call: ReturnType<typeof callAs> = (...args) => callAs(t)(...args);

beforeAll(async () => {
  providers = await startTestProviders();
  t = await createTestApp({ ...providerEnv(providers, ['whatsapp', 'africastalking']), TRUST_PROXY_HOPS: '1' });
});
afterAll(async () => {
  await t.close();
  await providers.close();
});

const start = (who: TestCandidate, number: string, channel = 'whatsapp', ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/profile/phone',
    headers: { ...who.headers, 'x-forwarded-for': ip },
    payload: { number, country: 'SN', channel },
  });

describe('a verified phone', () => {
  it('sends a 6-digit code by WhatsApp (approved template, in French), stores it hashed, and verifies the number', async () => {
    const awa = await t.candidate();
    const res = await start(awa, '77 123 45 67');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone: null, pending: { phone: '+221771234567', channel: 'whatsapp' } });
    await t.services.messaging.deliverDue();
    const sent = providers.received.at(-1);
    expect(sent?.path).toBe('/v23.0/1055551234/messages');
    expect(sent?.headers.authorization).toBe('Bearer wa-token');
    const code = lastCode(providers, '+221771234567');
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      messaging_product: 'whatsapp',
      to: '221771234567',
      type: 'template',
      template: {
        name: 'baobab_phone_code',
        language: { code: 'fr' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: code }] }],
      },
    });
    const [stored] = await t.services.db.query<{ code_hash: string }>('select code_hash from phone_verifications');
    expect(stored?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.code_hash).not.toContain(code);
    const [message] = await t.services.db.query(
      'select status, provider, provider_id from messages order by id desc limit 1',
    );
    expect(message).toEqual({ status: 'sent', provider: 'whatsapp', provider_id: 'wamid.TEST1' });

    const confirmed = await call('confirmPhone', awa.headers, {}, { code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ phone: '+221771234567', pending: null, channels: { alert: ['email'] } });
  });

  it('refuses an invalid number in the candidate’s language, and locks the code after 5 wrong tries', async () => {
    const bob = await t.candidate();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/profile/phone',
      headers: { ...bob.headers, 'accept-language': 'en' },
      payload: { number: '1234', country: 'SN', channel: 'sms' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'PHONE_INVALID', message: expect.stringContaining('not valid') });

    await start(bob, '+225 07 01 02 03 04', 'sms');
    await t.services.messaging.deliverDue();
    const sms = providers.received.at(-1);
    expect(sms?.path).toBe('/version1/messaging');
    expect(sms?.headers.apikey).toBe('at-key');
    const code = lastCode(providers, '+2250701020304');
    expect(Object.fromEntries(new URLSearchParams(sms?.body))).toEqual({
      username: 'baobab',
      to: '+2250701020304',
      message: `Baobab Jobs : votre code de vérification est ${code}. Il expire dans 10 minutes.`,
    });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await call('confirmPhone', bob.headers, {}, { code: wrong });
      expect([res.statusCode, res.json().code]).toEqual([400, 'PHONE_CODE_WRONG']);
    }
    const fifth = await call('confirmPhone', bob.headers, {}, { code: wrong });
    expect([fifth.statusCode, fifth.json().code]).toEqual([423, 'PHONE_LOCKED']);
    // Even the right code is refused now: a new code must be asked for.
    const right = await call('confirmPhone', bob.headers, {}, { code });
    expect([right.statusCode, right.json().code]).toEqual([423, 'PHONE_LOCKED']);
    expect((await call('myPhone', bob.headers)).json().phone).toBeNull();
  });

  it('answers the same for a number another account holds, and limits codes per number and per address', async () => {
    const first = await t.candidate();
    const second = await t.candidate();
    const a = await start(first, '70 000 00 01', 'whatsapp', '10.0.0.7');
    const b = await start(second, '70 000 00 01', 'whatsapp', '10.0.0.8');
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(Object.keys(b.json())).toEqual(Object.keys(a.json()));
    await start(second, '70 000 00 01', 'whatsapp', '10.0.0.9');
    const fourth = await start(second, '70 000 00 01', 'whatsapp', '10.0.0.9');
    expect([fourth.statusCode, fourth.json().code]).toEqual([429, 'RATE_LIMITED']);
    const third = await t.candidate();
    for (let i = 0; i < 10; i++)
      expect((await start(third, `70 000 01 ${10 + i}`, 'sms', '10.0.0.99')).statusCode).toBe(200);
    expect((await start(third, '70 000 01 50', 'sms', '10.0.0.99')).statusCode).toBe(429);
  });

  it('chooses channels per kind only with a verified number; removing it is one action; export and deletion include it', async () => {
    const cleo = await t.candidate();
    const channels = { alert: ['email', 'sms'], application_status: ['whatsapp'], chat_answer: ['email'] };
    expect((await call('setMessageChannels', cleo.headers, {}, channels)).statusCode).toBe(400);
    await start(cleo, '76 555 44 33', 'sms', '10.0.1.1');
    await t.services.messaging.deliverDue();
    await call('confirmPhone', cleo.headers, {}, { code: lastCode(providers, '+221765554433') });
    const saved = await call('setMessageChannels', cleo.headers, {}, channels);
    expect(saved.json()).toEqual({ phone: '+221765554433', pending: null, channels });

    const exported = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: cleo.headers });
    expect(exported.statusCode).toBe(200);
    const data = JSON.parse((await unzip(exported.rawPayload)).get('data.json')?.toString() ?? '{}');
    expect(data.phone).toEqual({ phone: '+221765554433', pending: null, channels });
    expect(data.phoneMessages).toMatchObject([{ channel: 'sms', kind: 'phone_code', status: 'sent' }]);

    const removed = await call('removePhone', cleo.headers);
    expect(removed.json()).toEqual({
      phone: null,
      pending: null,
      channels: { alert: ['email'], application_status: ['email'], chat_answer: ['email'] },
    });

    await start(cleo, '76 555 44 34', 'sms', '10.0.1.1');
    await t.services.messaging.deliverDue();
    await call('confirmPhone', cleo.headers, {}, { code: lastCode(providers, '+221765554434') });
    expect((await call('deleteMyAccount', cleo.headers)).statusCode).toBe(200);
    expect(await t.services.db.query(`select 1 from user_phones where phone = '+221765554434'`)).toEqual([]);
    expect(await t.services.db.query(`select 1 from messages where recipient = '+221765554434'`)).toEqual([]);
  });
});
