import { CHAT_THREAD_HASH } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAs, filePart, insertJob, partnerCompany, pdfBytes } from '../../test/fixtures';
import { createTestApp, type TestApp, type TestCandidate } from '../../test/harness';
import { callAs } from '../../test/partner-kit';
import { lastCode, type Providers, providerEnv, startTestProviders } from '../../test/provider-kit';
import { loadConfig } from '../config';
import { queueDuePhoneDigests } from '../features/alerts/phone-digests';
import { createMessaging } from './messaging-service';
import { messageOutboxLines } from './outbox-lines';
import { enqueueMessage } from './queue';
import { metaSignature, twilioSignature } from './webhooks';

let providers: Providers;
let t: TestApp;
let acme: Awaited<ReturnType<typeof partnerCompany>>;
const call: ReturnType<typeof callAs> = (...args) => callAs(t)(...args);
const AT_TOKEN = 'at-callback-secret-0123456789';

beforeAll(async () => {
  providers = await startTestProviders();
  // WhatsApp, and SMS through Twilio (no Africa's Talking sender; its callbacks are still taken).
  t = await createTestApp({
    ...providerEnv(providers, ['whatsapp', 'twilio']),
    AFRICASTALKING_WEBHOOK_TOKEN: AT_TOKEN,
    TRUST_PROXY_HOPS: '1',
  });
  acme = await partnerCompany(t.services.db, { name: 'Acme' });
  await t.services.db.query(
    "insert into countries (code, slug, name_fr, name_en) values ('SN', 'senegal', 'Sénégal', 'Senegal')",
  );
});
afterAll(async () => {
  await t.close();
  await providers.close();
});

let ip = 0;
/** A candidate whose number is verified (code by `channel`) and who chose `channels` for every kind. */
async function withPhone(number: string, channel: 'whatsapp' | 'sms', channels: string[]) {
  const who = await t.candidate();
  const headers = { ...who.headers, 'x-forwarded-for': `10.1.0.${++ip}` };
  await t.app.inject({ method: 'POST', url: '/api/profile/phone', headers, payload: { number, channel } });
  await t.services.messaging.deliverDue();
  const confirmed = await call('confirmPhone', who.headers, {}, { code: lastCode(providers, number) });
  expect(confirmed.json().phone).toBe(number);
  const all = { alert: channels, application_status: channels, chat_answer: channels };
  expect((await call('setMessageChannels', who.headers, {}, all)).statusCode).toBe(200);
  return who;
}

const lastRequest = () => providers.received.at(-1);
const form = (body = '') => Object.fromEntries(new URLSearchParams(body));
const follow = async (link: string) =>
  (await t.app.inject({ method: 'GET', url: new URL(link).pathname })).headers.location;

describe('what goes out by WhatsApp and SMS', () => {
  it('a change of an application’s status: one Twilio SMS in the candidate’s language, with a short link', async () => {
    const awa = await withPhone('+221771110001', 'sms', ['email', 'sms']);
    const job = await insertJob(t.services.db, acme.id, { title: 'Analyste' });
    const applied = await applyAs(t, awa, { jobSlug: job.slug, cv: filePart(pdfBytes(3000), 'cv.pdf') });
    const before = providers.received.length;
    await call('partnerMoveApplication', acme.headers, { id: applied.json().id }, { status: 'SHORTLISTED' });
    // The same status again says nothing new.
    await call('partnerMoveApplication', acme.headers, { id: applied.json().id }, { status: 'SHORTLISTED' });
    await t.services.messaging.deliverDue();
    expect(providers.received.length).toBe(before + 1);
    const sms = lastRequest();
    expect(sms?.path).toBe('/2010-04-01/Accounts/AC0123/Messages.json');
    expect(sms?.headers.authorization).toBe(`Basic ${Buffer.from('AC0123:twilio-token').toString('base64')}`);
    const fields = form(sms?.body);
    expect(fields).toEqual({
      To: '+221771110001',
      From: '+15005550006',
      Body: expect.stringMatching(
        /^Baobab Jobs : votre candidature « Analyste » chez Acme : Présélectionnée\. https:\/\/board\.example\/l\/\w{7}$/,
      ),
      StatusCallback: 'https://board.example/api/webhooks/twilio/status',
    });
    expect(await follow(fields.Body?.split(' ').at(-1) ?? '')).toBe('/profil');
    const [row] = await t.services.db.query(
      "select status, provider, provider_id from messages where kind = 'application_status'",
    );
    expect(row).toEqual({ status: 'sent', provider: 'twilio', provider_id: expect.stringMatching(/^SM\d{32}$/) });
  });

  it('a company’s chat answer: the WhatsApp template “new message from …” with the chat’s short link', async () => {
    const binta = await withPhone('+221771110002', 'whatsapp', ['whatsapp']);
    await call('writeToCompany', binta.headers, { alias: acme.alias }, { body: 'Le poste est-il ouvert ?' });
    const [thread] = (await call('partnerThreads', acme.headers)).json();
    await call('partnerAnswer', acme.headers, { id: thread.id }, { body: 'Oui, venez mardi.' });
    // The answer's news is queued after the partner's reply (it must not slow it down).
    const queuedNews = () =>
      t.services.db.query("select id from messages where kind = 'chat_answer' and recipient = '+221771110002'");
    await expect.poll(async () => (await queuedNews()).length).toBe(1);
    await t.services.messaging.deliverDue();
    const body = JSON.parse(lastRequest()?.body ?? '{}');
    expect(body).toEqual({
      messaging_product: 'whatsapp',
      to: '221771110002',
      type: 'template',
      template: {
        name: 'baobab_chat_answer',
        language: { code: 'fr' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Acme' },
              { type: 'text', text: expect.stringMatching(/^https:\/\/board\.example\/l\/\w{7}$/) },
            ],
          },
        ],
      },
    });
    expect(await follow(body.template.components[0].parameters[1].text)).toBe(
      `/entreprises/${acme.alias}/chat#${CHAT_THREAD_HASH}`,
    );
  });

  it('a daily job-alert digest: 3 offers at most, short links; two claimers send it once', async () => {
    const cheikh = await withPhone('+221771110003', 'whatsapp', ['whatsapp']);
    await call('createAlert', cheikh.headers, {}, { keyword: 'comptable', frequency: 'weekly' });
    for (const title of ['Comptable junior', 'Comptable senior', 'Chef comptable', 'Comptable fournisseurs']) {
      await insertJob(t.services.db, acme.id, { title });
    }
    const tomorrow = new Date(Date.now() + 25 * 3600_000);
    const queued = await Promise.all([
      queueDuePhoneDigests(t.services, tomorrow),
      queueDuePhoneDigests(t.services, tomorrow),
    ]);
    expect(queued[0] + queued[1]).toBe(1);
    const before = providers.received.length;
    const otherNode = createMessaging(t.services.db, t.services.config, t.app.log);
    await Promise.all([t.services.messaging.deliverDue(tomorrow), otherNode.deliverDue(tomorrow)]);
    expect(providers.received.length).toBe(before + 1);
    const params = JSON.parse(lastRequest()?.body ?? '{}').template.components[0].parameters;
    expect(JSON.parse(lastRequest()?.body ?? '{}').template.name).toBe('baobab_alert');
    expect(params[0]).toEqual({ type: 'text', text: 'comptable' });
    const lines = params[1].text.split(' | ');
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toMatch(/^[\w ]*omptable[\w ]* · Acme: https:\/\/board\.example\/l\/\w{7}$/);
  });
});

const queue = (to: string) =>
  enqueueMessage(t.services.db, {
    channel: 'sms',
    to,
    kind: 'chat_answer',
    locale: 'en',
    values: { company: 'Acme', link: 'https://board.example/l/x' },
  });

describe('the queue', () => {
  const rowOf = async (id: number | null) =>
    (
      await t.services.db.query<{ status: string; attempts: number; error: string | null; next_attempt_at: Date }>(
        'select status, attempts, error, next_attempt_at from messages where id = $1',
        [id],
      )
    )[0];

  it('retries a provider 5xx with backoff, and records a 4xx without retrying it', async () => {
    const id = await queue('+221771110004');
    // A second on: the row's own time (the database's clock) is due by then.
    const now = new Date(Date.now() + 1000);
    providers.failNext(503);
    await t.services.messaging.deliverDue(now);
    const retrying = await rowOf(id);
    expect(retrying).toMatchObject({ status: 'queued', attempts: 1, error: expect.stringContaining('503') });
    expect(new Date(retrying?.next_attempt_at ?? 0).getTime()).toBe(now.getTime() + 30_000);
    const before = providers.received.length;
    await t.services.messaging.deliverDue(now);
    expect(providers.received.length).toBe(before);
    await t.services.messaging.deliverDue(new Date(now.getTime() + 31_000));
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(form(lastRequest()?.body).Body).toBe(
      'Baobab Jobs: new message from Acme. Read it: https://board.example/l/x',
    );

    // No answer at all (a dropped connection, as a timeout ends): tried again later too.
    const dropped = await queue('+221771110010');
    providers.failNext(0);
    await t.services.messaging.deliverDue(new Date(Date.now() + 1000));
    expect(await rowOf(dropped)).toMatchObject({
      status: 'queued',
      attempts: 1,
      error: expect.stringContaining('no answer'),
    });

    const refused = await queue('+221771110005');
    providers.failNext(400);
    await t.services.messaging.deliverDue(new Date(Date.now() + 1000));
    expect(await rowOf(refused)).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: expect.stringContaining('400'),
    });
    const toRefused = () => providers.received.filter((r) => r.body.includes('221771110005')).length;
    expect(toRefused()).toBe(1);
    await t.services.messaging.deliverDue(new Date(now.getTime() + 86_400_000));
    expect(toRefused()).toBe(1);
    expect(await rowOf(refused)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('keeps messages in the outbox when no provider is configured, for `baobab outbox`', async () => {
    const bare = createMessaging(t.services.db, loadConfig({ DATA_DIR: 'memory' }), t.app.log);
    const id = await queue('+221771110006');
    await bare.deliverDue();
    expect((await rowOf(id))?.status).toBe('outbox');
    expect(await messageOutboxLines(t.services.db, { to: '+221771110006' })).toEqual([
      expect.stringMatching(/^sms #\d+ .* to \+221771110006 \(chat_answer\)$/),
      'Baobab Jobs: new message from Acme. Read it: https://board.example/l/x',
      '',
    ]);
  });
});

describe('provider callbacks', () => {
  const post = (url: string, payload: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const twilioPost = (path: string, fields: Record<string, string>, token = 'twilio-token') => {
    const body = new URLSearchParams(fields);
    return post(path, body.toString(), {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(token, `https://board.example${path}`, body),
    });
  };
  const statusOf = async (providerId: string) =>
    (
      await t.services.db.query<{ status: string }>('select status from messages where provider_id = $1', [providerId])
    )[0]?.status;

  it('refuses a bad signature or token, and records delivery statuses from each provider', async () => {
    const dami: TestCandidate = await withPhone('+221771110007', 'whatsapp', ['whatsapp']);
    expect(dami).toBeDefined();
    const [wa] = await t.services.db.query<{ provider_id: string }>(
      "select provider_id from messages where recipient = '+221771110007' and provider = 'whatsapp'",
    );
    const meta = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '1',
          changes: [{ field: 'messages', value: { statuses: [{ id: wa?.provider_id, status: 'delivered' }] } }],
        },
      ],
    });
    const json = { 'content-type': 'application/json' };
    const forged = await post('/api/webhooks/whatsapp', meta, {
      ...json,
      'x-hub-signature-256': metaSignature('not-the-secret', meta),
    });
    expect(forged.statusCode).toBe(403);
    expect(await statusOf(wa?.provider_id ?? '')).toBe('sent');
    const signed = await post('/api/webhooks/whatsapp', meta, {
      ...json,
      'x-hub-signature-256': metaSignature('meta-app-secret', meta),
    });
    expect(signed.statusCode).toBe(200);
    expect(await statusOf(wa?.provider_id ?? '')).toBe('delivered');

    const [sms] = await t.services.db.query<{ provider_id: string }>(
      "select provider_id from messages where provider = 'twilio' limit 1",
    );
    const sid = sms?.provider_id ?? '';
    expect(
      (await twilioPost('/api/webhooks/twilio/status', { MessageSid: sid, MessageStatus: 'delivered' }, 'wrong'))
        .statusCode,
    ).toBe(403);
    expect(
      (await twilioPost('/api/webhooks/twilio/status', { MessageSid: sid, MessageStatus: 'delivered' })).statusCode,
    ).toBe(204);
    expect(await statusOf(sid)).toBe('delivered');
    // A late "sent" never steps back from "delivered".
    await twilioPost('/api/webhooks/twilio/status', { MessageSid: sid, MessageStatus: 'sent' });
    expect(await statusOf(sid)).toBe('delivered');

    const report = 'id=ATXid_1&status=Failed&phoneNumber=%2B221771110099&failureReason=InsufficientCredit';
    const formType = { 'content-type': 'application/x-www-form-urlencoded' };
    expect(
      (await post('/api/webhooks/africastalking/guessed-token-000000/delivery', report, formType)).statusCode,
    ).toBe(403);
    expect((await post(`/api/webhooks/africastalking/${AT_TOKEN}/delivery`, report, formType)).statusCode).toBe(200);
  });

  it('STOP (Twilio) and ARRÊT (Africa’s Talking) opt a number out: it gets nothing more', async () => {
    const fatou = await withPhone('+221771110008', 'sms', ['sms']);
    const job = await insertJob(t.services.db, acme.id, { title: 'Caissière' });
    const applied = await applyAs(t, fatou, { jobSlug: job.slug, cv: filePart(pdfBytes(3000), 'cv.pdf') });
    // Queued before the STOP, dropped by it.
    await call('partnerMoveApplication', acme.headers, { id: applied.json().id }, { status: 'VIEWED' });
    const stop = await twilioPost('/api/webhooks/twilio/inbound', {
      From: '+221771110008',
      Body: ' Stop ',
      MessageSid: 'SMin1',
    });
    expect(stop.statusCode).toBe(200);
    await call('partnerMoveApplication', acme.headers, { id: applied.json().id }, { status: 'INTERVIEW' });
    const before = providers.received.length;
    await t.services.messaging.deliverDue();
    expect(providers.received.length).toBe(before);
    expect(
      await t.services.db.query(
        "select status from messages where recipient = '+221771110008' and kind <> 'phone_code'",
      ),
    ).toEqual([{ status: 'opted_out' }]);

    const inbound = `from=%2B221771110009&to=20880&text=${encodeURIComponent('Arrêt')}&id=in-2&date=2026-11-27`;
    await post(`/api/webhooks/africastalking/${AT_TOKEN}/inbound`, inbound, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(await queue('+221771110009')).toBeNull();
  });
});
