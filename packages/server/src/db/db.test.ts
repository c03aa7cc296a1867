import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('database', () => {
  it('has applied every migration once, and a second run applies nothing', async () => {
    const rows = await t.services.db.query<{ version: number }>(
      'select version from schema_migrations order by version',
    );
    expect(rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
    await expect(migrate(t.services.db)).resolves.toEqual([]);
  });

  it('rolls a failed transaction back whole', async () => {
    const insert = (sql: string) => t.services.db.query(sql);
    await expect(
      t.services.db.transaction(async (tx) => {
        await tx.query("insert into countries (code, slug, name_fr, name_en) values ('ZZ', 'zz', 'Z', 'Z')");
        await tx.query("insert into countries (code, slug, name_fr, name_en) values ('ZZ', 'zz', 'Z', 'Z')");
      }),
    ).rejects.toThrow();
    expect(await insert("select 1 from countries where code = 'ZZ'")).toHaveLength(0);
  });

  it('keeps other queries out of a running transaction', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tx = t.services.db.transaction(async (q) => {
      await q.query("insert into countries (code, slug, name_fr, name_en) values ('YY', 'yy', 'Y', 'Y')");
      await gate;
      throw new Error('abort');
    });
    const outside = t.services.db.query<{ n: number }>("select count(*)::int as n from countries where code = 'YY'");
    release();
    await expect(tx).rejects.toThrow('abort');
    expect((await outside)[0]?.n).toBe(0);
  });

  it('answers a prepared query as an unnamed one, prepared on the connection on PostgreSQL', async () => {
    const sql = 'select code from unnest($1::text[]) as code order by code';
    const { db } = t.services;
    const [unnamed, prepared, again, statements] = await db.transaction(async (tx) => [
      await tx.query(sql, [['SN', 'CI']]),
      await tx.query(sql, [['SN', 'CI']], { prepared: true }),
      await tx.query(sql, [['TG']], { prepared: true }),
      await tx.query<{ statement: string }>('select statement from pg_prepared_statements'),
    ]);
    expect(unnamed).toEqual([{ code: 'CI' }, { code: 'SN' }]);
    expect(prepared).toEqual(unnamed);
    expect(again).toEqual([{ code: 'TG' }]);
    const held = statements.map((row) => row.statement);
    expect(held.includes(sql)).toBe(db.kind === 'postgres');
  });

  it('answers counts as numbers and timestamps as dates on either database', async () => {
    const [row] = await t.services.db.query<{ n: number; at: Date }>(
      'select count(*) as n, now() as at from countries',
    );
    expect(typeof row?.n).toBe('number');
    expect(row?.at).toBeInstanceOf(Date);
  });
});
