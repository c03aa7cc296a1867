#!/usr/bin/env node
import cluster from 'node:cluster';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app';
import { adminHandlers } from './cli/admin-commands';
import { listenAdminSocket } from './cli/admin-socket';
import { BACKUP_USAGE, backupCommand } from './cli/backup-command';
import { type DatabaseCommand, runDatabaseCommand } from './cli/database-commands';
import { OUTBOX_USAGE } from './cli/outbox-command';
import { STORAGE_USAGE, storageCommand } from './cli/storage-command';
import { purgeCommand, sendAlertsCommand } from './cli/task-commands';
import { superviseWorkers } from './cli/workers';
import { loadConfig } from './config';
import type { Db } from './db/db';
import { openDatabase } from './db/open';
import { runVerifyEmployerCommand, VERIFY_EMPLOYER_USAGE } from './features/origin-proof/verify-employer-command';
import { ORIGINS_USAGE } from './features/origins/origins-command';
import { RECRUITER_USAGE } from './features/recruiter/invite-command';
import { REPORTS_USAGE, runReportsCommand } from './features/reports/reports-command';
import { isDatabaseEmpty, seedDemoData } from './seed/seed';
import type { Services } from './services';
import { openBlobStore, storageUrl } from './storage/open-store';
import { createStorage } from './storage/storage';
import { startScheduler } from './tasks/scheduler';

const USAGE = `usage: baobab <command>
  start              migrate, load the demo data into an empty database, serve on PORT
  migrate            bring the database schema up to date
  seed [--jobs N]    load the demo data set (into an empty database)
  partner-key create <company alias> [--label L]   print a new partner API key (shown once)
  partner-key list <company alias>                 the company's keys (ids, labels, revoked)
  partner-key revoke <key id>                      revoke a key at once
  purge-applications   delete applications older than RETENTION_MONTHS
  send-alerts          mail the job-alert digests that are due (weekly and monthly)
${BACKUP_USAGE}
${OUTBOX_USAGE}
${STORAGE_USAGE}
${ORIGINS_USAGE}
${REPORTS_USAGE}
${VERIFY_EMPLOYER_USAGE}
${RECRUITER_USAGE}`;

/** How long a stopping node waits for its requests under way (a load balancer's drain is longer). */
const SHUTDOWN_BOUND_MS = 10_000;

/**
 * After each full collection V8 lets the old space grow to up to 4× what survived when the machine
 * has memory to spare. The server's live heap is small (about 60 MB at 100 000 jobs) but page
 * renders leave much short-lived garbage, so the heap settled near 280 MB; allowed 1.25× it stays
 * under half that, for more frequent, short collections (docs/page-serving.md, Memory). That is
 * PGlite's setting, where the process holds the database too and RSS has a goal. On PostgreSQL
 * the server's memory is its own and latency comes first: at 1 000 req/s, 1.25× meant a full
 * collection every 2–4 s, each pausing 10–65 ms and marking on the other core beside PostgreSQL
 * and the requests; 2× makes them about half as frequent (docs/page-serving.md, Open loop).
 */
const HEAP_GROWING_PERCENT = { pglite: 25, postgres: 100 };

async function start() {
  // V8 reads the old space's growth at each collection, so it is set here; the young generation's
  // size (8 MB, not 32) it reads at start only: `pnpm start` passes that on node's command line
  // (`--max-semi-space-size`, package.json; test/start-command.test.ts), with MALLOC_ARENA_MAX=1,
  // which glibc reads at start (one malloc arena: each thread's own held 56–68 MB).
  const config = loadConfig();
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT[config.databaseUrl ? 'postgres' : 'pglite']}`);
  // The site's render loads React from node_modules, which picks its build by NODE_ENV when first
  // imported: unset, a page was rendered by React's development build, several times slower
  // (docs/page-serving.md). Serving is production unless told otherwise.
  process.env.NODE_ENV ??= 'production';
  if (config.workers > 1 && cluster.isPrimary) return superviseWorkers(config.workers);
  const { app, services, close } = await buildApp(config);
  if (config.seedDemo && config.dataDir !== 'memory' && (await isDatabaseEmpty(services.db))) {
    app.log.info('empty database: loading the demo data set');
    const counts = await seedDemoData(services.db, {
      imagesDir: join(config.dataDir, 'images'),
      storage: services.storage,
    });
    app.log.info(counts, 'demo data loaded');
  }
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    // New connections are refused at once (503 while closing); requests under way get this long.
    setTimeout(() => {
      app.log.error('requests still running at the shutdown bound; leaving anyway');
      process.exit(1);
    }, SHUTDOWN_BOUND_MS).unref();
    stopScheduler();
    stopMessages();
    await closeAdmin();
    await close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  // With PGlite this process owns the database: `baobab backup`, `origins` and `partner-key` ask it.
  const closeAdmin =
    config.databaseUrl || config.dataDir === 'memory'
      ? async () => undefined
      : await listenAdminSocket(config.dataDir, adminHandlers(services), app.log);
  const stopScheduler = startScheduler(services, app.log);
  const stopMessages = services.messaging.startWorker(app.log);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Baobab Jobs is ready on ${config.publicUrl}`);
}

async function withDatabase(fn: (db: Db) => Promise<void>) {
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await fn(db);
  } finally {
    await db.close();
  }
}

/** The whole service set (storage, mailer) for the scheduled tasks run by hand, without serving. */
async function withServices(fn: (services: Services) => Promise<void>) {
  const { services, close } = await buildApp(loadConfig());
  try {
    await fn(services);
  } finally {
    await close();
  }
}

async function migrateOnly() {
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await db.close();
  console.log('database is up to date');
}

async function seed(args: string[]) {
  const { values } = parseArgs({ args, options: { jobs: { type: 'string' } } });
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const storage = createStorage(db, await openBlobStore(storageUrl(config), db));
  try {
    if (!(await isDatabaseEmpty(db))) throw new Error('the database already holds data; seed an empty one');
    const dir = config.dataDir === 'memory' ? 'data' : config.dataDir;
    const counts = await seedDemoData(db, {
      jobs: values.jobs ? Number(values.jobs) : undefined,
      imagesDir: join(dir, 'images'),
      storage,
    });
    console.log(`loaded ${counts.companies} companies and ${counts.jobs} jobs`);
  } finally {
    await storage.close();
    await db.close();
  }
}

/** Run by the server when one runs on DATA_DIR with PGlite, else here (cli/database-commands.ts). */
async function databaseCommand(command: DatabaseCommand, args: string[]) {
  for (const line of await runDatabaseCommand(loadConfig(), command, args)) console.log(line);
}

const [command, ...rest] = process.argv.slice(2);
const commands: Record<string, () => Promise<void>> = {
  start,
  migrate: migrateOnly,
  seed: () => seed(rest),
  origins: () => databaseCommand('origins', rest),
  'partner-key': () => databaseCommand('partner-key', rest),
  'purge-applications': () => withServices((services) => purgeCommand(services)),
  'send-alerts': () => withServices((services) => sendAlertsCommand(services)),
  outbox: () => databaseCommand('outbox', rest),
  backup: () => backupCommand('backup', loadConfig(), rest),
  restore: () => backupCommand('restore', loadConfig(), rest),
  verify: () => backupCommand('verify', loadConfig(), rest),
  reports: () =>
    withDatabase(async (db) => {
      for (const line of await runReportsCommand(db, rest)) console.log(line);
    }),
  'verify-employer': () =>
    withDatabase(async (db) => {
      const allowPrivate = loadConfig().originProofAllowPrivate;
      for (const line of await runVerifyEmployerCommand(db, rest, { allowPrivate })) console.log(line);
    }),
  storage: () => withDatabase((db) => storageCommand(db, storageUrl(loadConfig()), rest)),
  recruiter: () => databaseCommand('recruiter', rest),
};
const run = command ? commands[command] : undefined;
if (!run) {
  console.error(USAGE);
  process.exit(2);
}
run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
