import { randomUUID } from 'node:crypto';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import pg from 'pg';
import { type App, buildApp } from '../src/app';
import { type Env, loadConfig } from '../src/config';
import type { Db } from '../src/db/db';
import { openDatabase } from '../src/db/open';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { hashPassword } from '../src/features/auth/passwords';
import { POSTGRES_TEMPLATE } from './database-template';

export interface TestApp extends App {
  /** Solves a fresh captcha challenge the way the browser widget does. */
  captcha(): Promise<string>;
  /** Inserts a candidate and opens a session for them. */
  candidate(input?: { email?: string; password?: string }): Promise<TestCandidate>;
}

export interface TestCandidate {
  id: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  headers: { authorization: string };
}

/**
 * Database of this test file: a fresh PostgreSQL database when TEST_DATABASE_URL is set, else in-memory PGlite;
 * a copy of the run's migrated template (test/database-template.ts) when there is one, unless `empty`.
 */
async function freshDatabaseUrl(empty = false): Promise<{ url?: string; drop(): Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return { drop: async () => undefined };
  const name = `baobab_test_${randomUUID().replaceAll('-', '')}`;
  const template = empty ? undefined : process.env[POSTGRES_TEMPLATE];
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A database of its own for a test file, as test apps get: PostgreSQL with TEST_DATABASE_URL, else in-memory PGlite. */
export async function createTestDatabase(): Promise<{ db: Db; url?: string; close(): Promise<void> }> {
  const database = await freshDatabaseUrl();
  const db = await openDatabase({ databaseUrl: database.url, dataDir: 'memory' });
  return {
    db,
    url: database.url,
    async close() {
      await db.close();
      await database.drop();
    },
  };
}

/** A database with no schema at all, not even the template's, to migrate from scratch: PostgreSQL or PGlite as above. */
export async function createEmptyDatabase(): Promise<{ db: Db; close(): Promise<void> }> {
  const database = await freshDatabaseUrl(true);
  const db = database.url ? await openPostgres(database.url) : await openPglite(undefined);
  return {
    db,
    async close() {
      await db.close();
      await database.drop();
    },
  };
}

/** A whole app on a fresh test database, or on `env.DATABASE_URL` when given (left as it was found). */
export async function createTestApp(env: Env = {}): Promise<TestApp> {
  const database = env.DATABASE_URL ? { url: env.DATABASE_URL, drop: async () => undefined } : await freshDatabaseUrl();
  const config = loadConfig({
    DATA_DIR: 'memory',
    LOG_LEVEL: 'silent',
    CAPTCHA_COST: '1',
    CAPTCHA_MAX_COUNTER: '20',
    RATE_LIMIT_AUTH: '10000',
    RATE_LIMIT_CONTACT: '10000',
    RATE_LIMIT_UPLOAD: '10000',
    SEED_DEMO: '0',
    DATABASE_URL: database.url,
    ...env,
  });
  const built = await buildApp(config);
  await built.app.ready();
  return {
    ...built,
    async close() {
      await built.close();
      await database.drop();
    },
    async captcha() {
      const res = await built.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
      const challenge = res.json() as Challenge;
      const solution = await solveChallenge({ challenge, deriveKey });
      return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    },
    async candidate(input = {}) {
      const id = randomUUID();
      const email = input.email ?? `candidate-${id.slice(0, 8)}@example.com`;
      const password = input.password ?? 'correct horse battery';
      await built.services.db.query(
        'insert into users (id, email, password_hash, first_name, last_name) values ($1, $2, $3, $4, $5)',
        [id, email, await hashPassword(password), 'Awa', 'Diop'],
      );
      const tokens = await built.services.auth.open(id);
      return { id, email, password, ...tokens, headers: { authorization: `Bearer ${tokens.accessToken}` } };
    },
  };
}
