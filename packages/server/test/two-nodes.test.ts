import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAs, filePart, insertCompany, insertJob, multipart, pdfBytes } from './fixtures';
import { createTestApp, createTestDatabase, type TestApp, type TestCandidate } from './harness';

/**
 * Two API nodes on one PostgreSQL, each with its own DATA_DIR, as behind a load balancer: with
 * the default store (the database), a file received by one is served by the other.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('two nodes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const dirs: string[] = [];
  let a: TestApp;
  let b: TestApp;
  let me: TestCandidate;

  beforeAll(async () => {
    database = await createTestDatabase();
    for (const node of ['a', 'b']) dirs.push(await mkdtemp(join(tmpdir(), `baobab-node-${node}-`)));
    a = await createTestApp({ DATABASE_URL: database.url, DATA_DIR: dirs[0] });
    b = await createTestApp({ DATABASE_URL: database.url, DATA_DIR: dirs[1] });
    me = await a.candidate();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  const download = (node: TestApp, id: string) =>
    node.app.inject({ method: 'GET', url: `/api/documents/${id}/download`, headers: me.headers });

  it('serves through B, byte for byte, a CV uploaded through A; a deletion through B is seen by A', async () => {
    const cv = pdfBytes(3 * 1024 * 1024);
    const form = multipart({ type: 'CV', file: filePart(cv, 'CV Awa.pdf') });
    const uploaded = await a.app.inject({
      method: 'POST',
      url: '/api/documents',
      payload: form.payload,
      headers: { ...form.headers, ...me.headers },
    });
    expect(uploaded.statusCode).toBe(201);
    const { id } = uploaded.json();

    const res = await download(b, id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(cv.length));
    expect(res.rawPayload.equals(cv)).toBe(true);

    const deleted = await b.app.inject({ method: 'DELETE', url: `/api/documents/${id}`, headers: me.headers });
    expect(deleted.statusCode).toBe(200);
    expect((await download(a, id)).statusCode).toBe(404);
    const [left] = await a.services.db.query<{ n: number }>(
      'select (select count(*) from stored_files) + (select count(*) from pending_files) as n',
    );
    expect(Number(left?.n)).toBe(0);
  });

  it('serves to the company through B the CV of an application sent through A', async () => {
    const job = await insertJob(a.services.db, (await insertCompany(a.services.db)).id);
    const cv = pdfBytes(600_000);
    const applied = await applyAs(a, me, { jobSlug: job.slug, cv: filePart(cv) });
    expect(applied.statusCode).toBe(201);
    const res = await download(b, applied.json().cv.id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(cv)).toBe(true);
  });

  it("sweeps an upload nobody feeds any more, never another node's live one", async () => {
    const store = a.services.storage.store;
    // A's upload under way (touched just now), and one a killed node left (untouched for long).
    const live = randomUUID();
    const dead = randomUUID();
    for (const key of [live, dead]) await store.put(key, Readable.from([pdfBytes(1000)]));
    await a.services.db.query(
      `insert into pending_files (key, touched_at) values ($1, now()), ($2, now() - interval '1 hour')`,
      [live, dead],
    );
    expect(await b.services.storage.sweep()).toBe(1);
    expect(await store.exists(dead)).toBe(false);
    expect(await store.exists(live)).toBe(true);
    const rows = await a.services.db.query<{ key: string }>('select key from pending_files');
    expect(rows.map((r) => r.key)).toEqual([live]);
  });
});
