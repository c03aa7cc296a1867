import type { Config } from '../config';
import { lockHolder } from '../db/data-dir-lock';
import type { Db } from '../db/db';
import { openDatabase } from '../db/open';
import type { LiveOrigins } from '../features/origins/live-origins';
import { runOriginsCommand } from '../features/origins/origins-command';
import { runRecruiterCommand } from '../features/recruiter/invite-command';
import { createMailer, type Mailer } from '../mail/mailer';
import { askRunningServer } from './admin-socket';
import { runOutboxCommand } from './outbox-command';
import { partnerKeyCommand } from './partner-key-command';

/** What these commands work with: the database, and the mailer of whoever runs them (the server's when it runs). */
interface CommandTools {
  db: Db;
  /** The running server's registered origins, read again at once after a change (none in the CLI's own process). */
  origins?: LiveOrigins;
  mail: { mailer: Mailer; publicUrl: string };
}

/**
 * The commands that only read and write the database, answering the lines to print. The CLI runs
 * them itself, except with PGlite while a server runs on DATA_DIR: that process owns the database,
 * so it runs them (admin-socket.ts) and its nodes' registries see the change at once.
 */
export const DATABASE_COMMANDS = {
  origins: ({ db, origins }: CommandTools, args: readonly string[]) => runOriginsCommand(db, args, origins),
  'partner-key': async ({ db }: CommandTools, args: readonly string[]) => {
    const lines: string[] = [];
    await partnerKeyCommand(db, [...args], (line) => lines.push(line));
    return lines;
  },
  // The running server's mailer sends the invitation (or keeps it in the outbox, read below).
  recruiter: ({ db, mail }: CommandTools, args: readonly string[]) => runRecruiterCommand(db, mail, args),
  outbox: ({ db }: CommandTools, args: readonly string[]) => runOutboxCommand(db, args),
};

export type DatabaseCommand = keyof typeof DATABASE_COMMANDS;

/** `list` and the outbox change nothing: no word on where the change took effect. */
const changes = (command: DatabaseCommand, args: readonly string[]) => command !== 'outbox' && args[0] !== 'list';

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
    return changes(command, args)
      ? [...lines, `(done by the server running on ${config.dataDir}, process ${server}: in effect now)`]
      : lines;
  }
  const db = await openDatabase(config);
  let lines: string[];
  try {
    // Without SMTP_URL a mail is kept in the outbox: it needs no log line here.
    const log = { info() {}, error: (...args: unknown[]) => console.error(...args) } as never;
    const mailer = createMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom, log });
    lines = await DATABASE_COMMANDS[command]({ db, mail: { mailer, publicUrl: config.publicUrl } }, args);
  } finally {
    await db.close();
  }
  if (!changes(command, args)) return lines;
  return [
    ...lines,
    config.databaseUrl
      ? '(written to PostgreSQL: every running node has been told, in effect now)'
      : `(no server runs on ${config.dataDir}: in effect when it starts)`,
  ];
}
