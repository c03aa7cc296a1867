import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp } from '../../packages/server/src/app';
import { loadConfig } from '../../packages/server/src/config';
import { seedDemoData } from '../../packages/server/src/seed/seed';

export type DatabaseKind = 'pglite' | 'postgres';
export const DATABASE_KINDS: readonly DatabaseKind[] = ['pglite', 'postgres'];

/** The databases a bench runs on: BENCH_DATABASES (comma-separated), both by default. */
export const benchDatabases = (): DatabaseKind[] =>
  (process.env.BENCH_DATABASES?.split(',') ?? DATABASE_KINDS).filter((k): k is DatabaseKind =>
    (DATABASE_KINDS as readonly string[]).includes(k),
  );

/** Name of the kept bench data (PGlite dir suffix and PostgreSQL database), so two checkouts don't share one. */
const BENCH_NAME = process.env.BENCH_NAME ?? 'baobab_bench';

/** The shared PostgreSQL test server (started when down), with a `BENCH_NAME` database on it. */
async function postgresUrl(): Promise<string> {
  const script = fileURLToPath(new URL('../pg-test-server.sh', import.meta.url));
  const admin = execFileSync('bash', [script, 'start'], { encoding: 'utf8' }).trim();
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [BENCH_NAME]);
  if (exists.rowCount === 0) await client.query(`create database ${BENCH_NAME}`);
  await client.end();
  return admin.replace(/\/postgres$/, `/${BENCH_NAME}`);
}

/** Server environment of a bench database: data kept under /tmp, or the bench PostgreSQL database. */
export async function benchEnv(kind: DatabaseKind): Promise<Record<string, string>> {
  const env: Record<string, string> = { LOG_LEVEL: 'silent', SEED_DEMO: '0', DATA_DIR: `/tmp/${BENCH_NAME}-${kind}` };
  env.DATABASE_URL = kind === 'postgres' ? await postgresUrl() : '';
  return env;
}

/**
 * Opens the bench database holding exactly `jobs` demo jobs, seeding it when it holds another
 * number (kept for the next run: seeding 100 000 jobs takes about half a minute). `env` names
 * another database than the kept one.
 */
export async function openSeeded(kind: DatabaseKind, jobs: number, env?: Record<string, string>) {
  env ??= await benchEnv(kind);
  const built = await buildApp(loadConfig(env));
  const { db } = built.services;
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from jobs');
  if (row?.n !== jobs) {
    if (row?.n) await db.exec('truncate companies, activity_domains, countries, users, media_items cascade');
    const started = performance.now();
    await seedDemoData(db, { jobs, imagesDir: `${env.DATA_DIR}/images` });
    console.error(`${kind}: seeded ${jobs} jobs in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  await db.exec('analyze');
  return { ...built, env };
}
