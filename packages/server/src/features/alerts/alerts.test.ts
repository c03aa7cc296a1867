import { jobAlertSchema } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFor } from '../../../test/auth-calls';
import { insertCompany, insertJob } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { callAs } from '../../../test/partner-kit';
import { sendDueDigests } from './digests';

let t: TestApp;
let companyId: string;
const call: ReturnType<typeof callAs> = (...args) => callAs(t)(...args);
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://board.example' });
  companyId = (await insertCompany(t.services.db)).id;
  await t.services.db.query(
    "insert into countries (code, slug, name_fr, name_en) values ('SN', 'senegal', 'Sénégal', 'Senegal'), ('CI', 'cote-d-ivoire', 'Côte d’Ivoire', 'Ivory Coast')",
  );
});
afterAll(() => t.close());

const job = (title: string, partial: Parameters<typeof insertJob>[2] = {}) =>
  insertJob(t.services.db, companyId, { title, ...partial });

describe('job alerts', () => {
  it('saves, lists and deletes alerts of the candidate only', async () => {
    const me = await t.candidate();
    const someone = await t.candidate();
    const created = await call('createAlert', me.headers, {}, { keyword: 'comptable', frequency: 'monthly' });
    expect(created.statusCode).toBe(201);
    const alert = jobAlertSchema.parse(created.json());
    expect((await call('createAlert', me.headers, {}, { frequency: 'daily' })).statusCode).toBe(400);
    expect((await call('myAlerts', me.headers)).json()).toEqual([alert]);
    expect((await call('myAlerts', someone.headers)).json()).toEqual([]);
    expect((await call('deleteAlert', someone.headers, { id: alert.id })).statusCode).toBe(404);
    expect((await call('deleteAlert', me.headers, { id: alert.id })).statusCode).toBe(200);
    expect((await call('myAlerts', me.headers)).json()).toEqual([]);
  });

  it('mails weekly digests of matching new offers, never the same offer twice, and unsubscribes in one click', async () => {
    const me = await t.candidate({ email: 'alertes@example.com' });
    const res = await call(
      'createAlert',
      me.headers,
      {},
      { keyword: 'logisticien', frequency: 'weekly', countryCode: 'SN' },
    );
    const alertId = res.json().id;
    const first = await job('Logisticien entrepôt');
    await job('Logisticien Abidjan', { countryCode: 'CI' });
    await job('Comptable');
    await job('Logisticien privé', { private: true });

    const t0 = Date.now();
    expect(await sendDueDigests(t.services, new Date(t0 + 3 * DAY))).toBe(0); // not due yet
    expect(await sendDueDigests(t.services, new Date(t0 + 8 * DAY))).toBe(1);
    let mails = await outboxFor(t, me.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Nouvelles offres pour votre alerte « logisticien »');
    expect(mails[0]?.text_body).toContain(`https://board.example/jobs/${first.slug}`);
    expect(mails[0]?.text_body).not.toMatch(/Abidjan|Comptable|privé/);

    // A second run the same day sends nothing; a week later only the new offer goes.
    expect(await sendDueDigests(t.services, new Date(t0 + 8 * DAY))).toBe(0);
    const second = await job('Logisticien transport');
    expect(await sendDueDigests(t.services, new Date(t0 + 16 * DAY))).toBe(1);
    mails = await outboxFor(t, me.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text_body).toContain(second.slug);
    expect(mails[1]?.text_body).not.toContain(first.slug);
    // Nothing new: no mail at all.
    expect(await sendDueDigests(t.services, new Date(t0 + 24 * DAY))).toBe(0);

    const link = new URL(/https:\/\/board\.example\/\?\S+/.exec(mails[1]?.text_body ?? '')?.[0] ?? '');
    const id = link.searchParams.get('unsubscribe-alert') ?? '';
    const signature = link.searchParams.get('signature') ?? '';
    expect(id).toBe(alertId);
    const forged = await call(
      'alertUnsubscribe',
      {},
      {},
      { id, signature: signature.replace(/./, (c) => (c === 'a' ? 'b' : 'a')) },
    );
    expect(forged.statusCode).toBe(400);
    const done = await call('alertUnsubscribe', { 'accept-language': 'en' }, {}, { id, signature });
    expect(done.json().message).toBe('You will no longer receive this alert.');
    expect((await call('myAlerts', me.headers)).json()).toEqual([]);
    await job('Logisticien port');
    expect(await sendDueDigests(t.services, new Date(t0 + 40 * DAY))).toBe(0);
  });

  it('monthly digests wait a month and follow activity domains', async () => {
    await t.services.db.query(
      "insert into activity_domains (id, slug, label_fr, label_en) values (7, 'sante', 'Santé', 'Health')",
    );
    const me = await t.candidate({ email: 'mensuel@example.com' });
    await call('createAlert', me.headers, {}, { frequency: 'monthly', activityDomains: [7] });
    const nurse = await job('Infirmier');
    await t.services.db.query('insert into job_domains (job_id, domain_id) values ($1, 7)', [nurse.id]);
    await job('Développeur');
    const t0 = Date.now();
    await sendDueDigests(t.services, new Date(t0 + 20 * DAY));
    expect(await outboxFor(t, me.email)).toHaveLength(0);
    await sendDueDigests(t.services, new Date(t0 + 32 * DAY));
    const mails = await outboxFor(t, me.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain('« toutes les offres »');
    expect(mails[0]?.text_body).toContain(nurse.slug);
    expect(mails[0]?.text_body).not.toContain('Développeur');
  });
});

describe('job alert digests on several nodes', () => {
  it('sends a due digest once when two runs race', async () => {
    const me = await t.candidate({ email: 'course@example.com' });
    await call('createAlert', me.headers, {}, { keyword: 'meunier', frequency: 'weekly' });
    await job('Meunier artisan');
    const at = new Date(Date.now() + 8 * DAY);
    const runs = await Promise.all([sendDueDigests(t.services, at), sendDueDigests(t.services, at)]);
    expect(runs.reduce((a, b) => a + b)).toBe(1);
    expect(await outboxFor(t, me.email)).toHaveLength(1);
  });
});
