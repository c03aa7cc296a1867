import { backupNow } from '../backup/schedule';
import type { Services } from '../services';
import { type AdminHandlers, AdminRefusal } from './admin-socket';
import { DATABASE_COMMANDS, type DatabaseCommand } from './database-commands';

const isArgs = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** What the running server does for the CLI through its admin socket (PGlite: it owns the database). */
export function adminHandlers(services: Services): AdminHandlers {
  const handlers: AdminHandlers = {
    async backup({ to }) {
      if (typeof to !== 'string' || !to.startsWith('/')) throw new AdminRefusal('give an absolute --to directory');
      return backupNow(services, to);
    },
  };
  for (const name of Object.keys(DATABASE_COMMANDS) as DatabaseCommand[]) {
    handlers[name] = async ({ args }) => {
      if (!isArgs(args)) throw new AdminRefusal('args: a list of strings');
      // Their errors are the operator's messages (usage, an unknown company), as when the CLI runs them.
      const tools = {
        db: services.db,
        origins: services.origins,
        mail: { mailer: services.mailer, publicUrl: services.config.publicUrl },
      };
      const lines = await DATABASE_COMMANDS[name](tools, args).catch((error: unknown) => {
        throw new AdminRefusal(error instanceof Error ? error.message : String(error));
      });
      return { lines };
    };
  }
  return handlers;
}
