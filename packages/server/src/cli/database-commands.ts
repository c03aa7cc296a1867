import type { Config } from '../config';
import { lockHolder } from '../db/data-dir-lock';
import type { Queryable } from '../db/db';
import { openDatabase } from '../db/open';
import { runOriginsCommand } from '../features/origins/origins-command';
import { askRunningServer } from './admin-socket';
import { partnerKeyCommand } from './partner-key-command';

/**
 * The commands that only read and write the database, answering the lines to print. The CLI runs
 * them itself, except with PGlite while a server runs on DATA_DIR: that process owns the database,
 * so it runs them (admin-socket.ts) and its nodes' registries see the change at once.
 */
export const DATABASE_COMMANDS = {
  origins: (db: Queryable, args: readonly string[]) => runOriginsCommand(db, args),
  'partner-key': async (db: Queryable, args: readonly string[]) => {
    const lines: string[] = [];
    await partnerKeyCommand(db, [...args], (line) => lines.push(line));
    return lines;
  },
};

export type DatabaseCommand = keyof typeof DATABASE_COMMANDS;

/** `list` changes nothing: no word on where the change took effect. */
const changes = (args: readonly string[]) => args[0] !== 'list';

/** Runs `command` where it can run (see DATABASE_COMMANDS); answers the lines to print, or throws the operator's message. */
export async function runDatabaseCommand(
  config: Config,
  command: DatabaseCommand,
  args: readonly string[],
): Promise<string[]> {
  const embedded = !config.databaseUrl && config.dataDir !== 'memory';
  const server = embedded ? lockHolder(config.dataDir) : undefined;
  if (server) {
    const { lines } = await askRunningServer<{ lines: string[] }>(config.dataDir, command, { args });
    return changes(args)
      ? [...lines, `(done by the server running on ${config.dataDir}, process ${server}: in effect now)`]
      : lines;
  }
  const db = await openDatabase(config);
  let lines: string[];
  try {
    lines = await DATABASE_COMMANDS[command](db, args);
  } finally {
    await db.close();
  }
  if (!changes(args)) return lines;
  return [
    ...lines,
    config.databaseUrl
      ? '(written to PostgreSQL: every running node has been told, in effect now)'
      : `(no server runs on ${config.dataDir}: in effect when it starts)`,
  ];
}
