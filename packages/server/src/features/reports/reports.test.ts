import { endpointPath, endpoints, REPORTS_TO_HIDE } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertJob } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { runReportsCommand } from './reports-command';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A candidate at `address` reports the offer `slug`. */
async function report(slug: string, address: string, body: Record<string, unknown> = {}, lang = 'fr') {
  return t.app.inject({
    method: 'POST',
    url: endpointPath(endpoints.reportJob.path, { slug }),
    remoteAddress: address,
    headers: { 'accept-language': lang },
    payload: { reason: 'payment', details: 'On me demande 5000 F par Wave.', token: await t.captcha(), ...body },
  });
}

const listedSlugs = async () => {
  const res = await t.app.inject({ method: 'POST', url: endpoints.getAllJobs.path, payload: {} });
  return (res.json().results as { slug: string }[]).map((job) => job.slug);
};
const jobPage = async (slug: string) =>
  (await t.app.inject({ method: 'GET', url: endpointPath(endpoints.jobBySlug.path, { slug }) })).json();

describe('reporting an offer', () => {
  it('hides it after enough independent reporters, until `baobab reports restore` lists it again', async () => {
    const company = await insertCompany(t.services.db, { alias: 'arnaque-sarl' });
    const job = await insertJob(t.services.db, company.id, { title: 'Agent de saisie' });
    expect(await listedSlugs()).toContain(job.slug);

    const first = await report(job.slug, '10.0.0.1', {}, 'en');
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe('Thank you: your report was received. Our team checks the offer.');
    // The same reporter again, and one more: still one reporter short of the threshold.
    expect((await report(job.slug, '10.0.0.1')).statusCode).toBe(201);
    for (let i = 2; i < REPORTS_TO_HIDE; i++) expect((await report(job.slug, `10.0.0.${i}`)).statusCode).toBe(201);
    expect(await listedSlugs()).toContain(job.slug);
    expect((await jobPage(job.slug)).underReview).toBe(false);

    expect((await report(job.slug, '10.0.0.99', { reason: 'fake', details: '' })).statusCode).toBe(201);
    expect(await listedSlugs()).not.toContain(job.slug);
    expect(await jobPage(job.slug)).toMatchObject({ closed: true, underReview: true });
    const stored = await t.services.db.query<{ reporter: string }>('select reporter from job_reports');
    expect(stored).toHaveLength(REPORTS_TO_HIDE);
    // Addresses are kept hashed only.
    expect(stored.every((row) => /^address:[0-9a-f]{64}$/.test(row.reporter))).toBe(true);

    const listing = await runReportsCommand(t.services.db, []);
    expect(listing[0]).toBe(`HIDDEN\t${job.slug}\tarnaque-sarl\tAgent de saisie\t${REPORTS_TO_HIDE} report(s)`);
    expect(listing).toContain('\t- payment: On me demande 5000 F par Wave.');
    expect(listing).toContain('\t- fake');

    expect(await runReportsCommand(t.services.db, ['restore', job.slug])).toEqual([`${job.slug}: listed again`]);
    expect(await listedSlugs()).toContain(job.slug);
    expect(await jobPage(job.slug)).toMatchObject({ closed: false, underReview: false });
    expect(await runReportsCommand(t.services.db, [])).toEqual(['no open report, no offer held for review']);
    await expect(runReportsCommand(t.services.db, ['restore', job.slug])).rejects.toThrow('nothing to restore');
  });

  it('`baobab reports confirm` closes a reported offer for good', async () => {
    const company = await insertCompany(t.services.db);
    const job = await insertJob(t.services.db, company.id);
    expect((await report(job.slug, '10.1.0.1')).statusCode).toBe(201);
    expect(await runReportsCommand(t.services.db, ['confirm', job.slug])).toEqual([`${job.slug}: closed`]);
    expect(await jobPage(job.slug)).toMatchObject({ closed: true, underReview: false });
    // Closed, it takes no more reports.
    const late = await report(job.slug, '10.1.0.2');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('JOB_CLOSED');
  });

  it('lists offers held by the fee-asking rule, which an operator releases or refuses', async () => {
    const company = await insertCompany(t.services.db, { alias: 'doute-sa' });
    const held = await insertJob(t.services.db, company.id, { title: 'Caissier' });
    const other = await insertJob(t.services.db, company.id, { title: 'Gardien' });
    await t.services.db.query(
      "update jobs set closed = true, held_for_review = 'Une caution est demandée.' where id = any($1::uuid[])",
      [[held.id, other.id]],
    );
    expect(await jobPage(held.slug)).toMatchObject({ closed: true, underReview: true });
    const listing = await runReportsCommand(t.services.db, []);
    expect(listing).toContain(`HELD\t${held.slug}\tdoute-sa\tCaissier\t« Une caution est demandée. »`);
    expect(await runReportsCommand(t.services.db, ['release', held.slug])).toEqual([`${held.slug}: published`]);
    expect(await jobPage(held.slug)).toMatchObject({ closed: false, underReview: false });
    expect(await runReportsCommand(t.services.db, ['refuse', other.slug])).toEqual([`${other.slug}: left closed`]);
    expect(await jobPage(other.slug)).toMatchObject({ closed: true, underReview: false });
  });

  it('needs the captcha and a known reason, and answers 404 for an unknown offer', async () => {
    const company = await insertCompany(t.services.db);
    const job = await insertJob(t.services.db, company.id);
    const noCaptcha = await report(job.slug, '10.2.0.1', { token: '' });
    expect(noCaptcha.json().code).toBe('CAPTCHA_REQUIRED');
    const badReason = await report(job.slug, '10.2.0.1', { reason: 'boring' });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json()).toMatchObject({ code: 'VALIDATION', fields: { reason: expect.any(String) } });
    expect((await report('pas-une-offre', '10.2.0.1')).statusCode).toBe(404);
    expect(await t.services.db.query('select id from job_reports where job_id = $1', [job.id])).toEqual([]);
  });
});
