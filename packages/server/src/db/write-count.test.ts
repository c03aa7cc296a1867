import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { readCatalogueVersion } from '../catalogue/catalogue-cache';
import { mayWriteCatalogue, OUTSIDE_CATALOGUE } from './write-count';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('OUTSIDE_CATALOGUE', () => {
  it('names tables with no trigger, that no other table follows by a cascading foreign key', async () => {
    const tables = [...OUTSIDE_CATALOGUE];
    const triggers = await t.services.db.query<{ table: string; name: string }>(
      `select c.relname as table, g.tgname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid
        where not g.tgisinternal and c.relname = any($1::text[])`,
      [tables],
    );
    expect(triggers).toEqual([]);
    // A row of a table outside the list that goes (or changes) with one of the list's rows would be
    // a write the statement does not name: it must be in the list too, and checked the same way.
    const followers = await t.services.db.query<{ table: string; follows: string }>(
      `select c.relname as table, p.relname as follows from pg_constraint k
         join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        where k.contype = 'f' and p.relname = any($1::text[]) and not (c.relname = any($1::text[]))
          and (k.confdeltype in ('c', 'n', 'd') or k.confupdtype in ('c', 'n', 'd'))`,
      [tables],
    );
    expect(followers).toEqual([]);
    const existing = await t.services.db.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' and tablename = any($1::text[])",
      [tables],
    );
    expect(existing.map((r) => r.name).sort()).toEqual([...tables].sort());
  });
});

describe('mayWriteCatalogue', () => {
  it('leaves out reads and writes to tables outside the catalogue only', () => {
    expect(mayWriteCatalogue('select * from jobs for update')).toBe(false);
    expect(mayWriteCatalogue('insert into pending_files (key) values ($1)')).toBe(false);
    expect(
      mayWriteCatalogue(
        `insert into captcha_solutions (signature) values ($1)
         on conflict (signature) do update set attempt = excluded.attempt`,
      ),
    ).toBe(false);
    expect(
      mayWriteCatalogue(`with a as (insert into applications (id) values ($1) returning id)
        insert into application_events (application_id) select id from a`),
    ).toBe(false);
  });

  it('counts every write that names a catalogue table, or any other, and anything it cannot read', () => {
    expect(mayWriteCatalogue('update jobs set closed = true')).toBe(true);
    expect(mayWriteCatalogue('UPDATE ONLY "companies" set name = $1')).toBe(true);
    expect(mayWriteCatalogue('delete from pending_files where key in (select id from jobs); delete from jobs')).toBe(
      true,
    );
    expect(mayWriteCatalogue('with gone as (delete from users returning id) select count(*) from gone')).toBe(true);
    expect(mayWriteCatalogue('insert into messages (id) values ($1)')).toBe(true);
    expect(mayWriteCatalogue('truncate captcha_solutions')).toBe(true);
    expect(mayWriteCatalogue('call something()')).toBe(true);
  });
});

describe('countingWrites', () => {
  it('counts a write or transaction that may change the catalogue, and only those', async () => {
    const { db } = t.services;
    const before = db.writes();
    await db.query("insert into pending_files (key) values ('write-count-test')");
    await db.transaction(async (tx) => {
      await tx.query("delete from pending_files where key = 'write-count-test'");
    });
    expect(db.writes()).toBe(before);
    const version = await readCatalogueVersion(db);
    await db.transaction(async (tx) => {
      await tx.query("insert into countries (code, slug, name_fr, name_en) values ('WC', 'wc', 'W', 'W')");
    });
    expect(db.writes()).toBe(before + 1);
    expect(await readCatalogueVersion(db)).not.toBe(version);
    await db.query("delete from countries where code = 'WC'");
    expect(db.writes()).toBe(before + 2);
  });
});
