import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertJob } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const version = async () =>
  Number((await t.services.db.query<{ v: string }>('select version::text as v from catalogue_version'))[0]?.v);
const titles = async () =>
  (await t.app.inject({ method: 'POST', url: '/api/jobs/get-all-jobs', payload: { page: 1, limit: 20 } }))
    .json()
    .results.map((j: { title: string }) => j.title);

describe('catalogue version (migration 003) and cached answers', () => {
  it('is bumped by every statement that writes a catalogue table, and by nothing else', async () => {
    const start = await version();
    const company = await insertCompany(t.services.db);
    expect(await version()).toBeGreaterThan(start);
    const afterCompany = await version();
    await insertJob(t.services.db, company.id);
    expect(await version()).toBeGreaterThan(afterCompany);
    const afterJob = await version();
    await t.services.db.query("update jobs set title = 'x' where false");
    expect(await version()).toBe(afterJob + 1); // per statement, even when no row changes
    await t.candidate(); // users are not the catalogue
    expect(await version()).toBe(afterJob + 1);
  });

  it("answers this process's writes at once, though the previous answer was cached", async () => {
    const company = await insertCompany(t.services.db);
    await insertJob(t.services.db, company.id, { title: 'Avant' });
    expect(await titles()).toContain('Avant');
    await t.services.db.query("update jobs set title = 'Après' where title = 'Avant'");
    const now = await titles();
    expect(now).toContain('Après');
    expect(now).not.toContain('Avant');
  });

  it.runIf(process.env.TEST_DATABASE_URL)("answers another process's write within about a second", async () => {
    const company = await insertCompany(t.services.db);
    await insertJob(t.services.db, company.id, { title: 'Ailleurs avant' });
    expect(await titles()).toContain('Ailleurs avant');
    // Another process: its own connection, unseen by this process's write count.
    const other = new pg.Client({ connectionString: t.services.config.databaseUrl });
    await other.connect();
    await other.query("update jobs set title = 'Ailleurs après' where title = 'Ailleurs avant'");
    await other.end();
    await expect.poll(titles, { timeout: 3_000, interval: 200 }).toContain('Ailleurs après');
  });
});
