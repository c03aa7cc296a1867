import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import type { Queryable } from '../db/db';

const run = promisify(execFile);

/**
 * Debian's pg_dump or pg_restore for the server's major version: `/usr/lib/postgresql/<major>/bin`
 * when installed (postgresql-client-<major>), else the one on PATH, which must not be older than
 * the server (an older pg_dump refuses a newer server; an older pg_restore cannot read its dumps).
 */
async function pgTool(name: 'pg_dump' | 'pg_restore', db: Queryable): Promise<string> {
  const [row] = await db.query<{ v: string }>('show server_version_num');
  const major = Math.floor(Number(row?.v) / 10_000);
  const exact = `/usr/lib/postgresql/${major}/bin/${name}`;
  if (existsSync(exact)) return exact;
  const { stdout } = await run(name, ['--version']).catch(() => {
    throw new Error(`${name} is not installed: install postgresql-client-${major} (Debian)`);
  });
  const toolMajor = Number(/(\d+)(\.\d+)?/.exec(stdout)?.[1]);
  if (toolMajor < major) {
    throw new Error(
      `${name} ${toolMajor} is older than the PostgreSQL server (${major}): install postgresql-client-${major}`,
    );
  }
  return name;
}

/** The URL's password travels in the environment, never on a command line other users can read. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.href, env: { ...process.env, ...(password && { PGPASSWORD: password }) } };
}

/** Dumps the database of `url` as it was in the exported `snapshot`, in pg_dump's custom format. */
export async function pgDump(db: Queryable, url: string, snapshot: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  await run(
    await pgTool('pg_dump', db),
    ['--format=custom', `--snapshot=${snapshot}`, '--no-owner', '--no-acl', `--file=${file}`, `--dbname=${dbname}`],
    { env, maxBuffer: 16 * 1024 * 1024 },
  );
}

/** Restores a custom-format dump into the (empty) database of `url`, all or nothing. */
export async function pgRestore(db: Queryable, url: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  await run(
    await pgTool('pg_restore', db),
    ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, file],
    { env, maxBuffer: 16 * 1024 * 1024 },
  );
}
