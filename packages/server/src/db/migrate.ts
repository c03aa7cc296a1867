import type { Db } from './db';
import { MIGRATIONS } from './migrations/index';

/** Any constant; two API nodes starting together take turns on it. */
const MIGRATION_LOCK = 72_616_001;

/** Applies pending migrations, each in its own transaction; safe to run at every start. */
export async function migrate(db: Db): Promise<number[]> {
  await db.exec(
    'create table if not exists schema_migrations (version integer primary key, name text not null, applied_at timestamptz not null default now())',
  );
  const applied: number[] = [];
  for (const m of MIGRATIONS) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const done = await tx.query('select 1 from schema_migrations where version = $1', [m.version]);
      if (done.length > 0) return false;
      await tx.exec(m.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [m.version, m.name]);
      return true;
    });
    if (ran) applied.push(m.version);
  }
  return applied;
}
