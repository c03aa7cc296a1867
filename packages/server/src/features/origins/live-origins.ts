import type { Db } from '../../db/db';

/** The channel migration 020's trigger announces every change of `company_origins` on. */
const ORIGINS_CHANNEL = 'baobab_origins';
/**
 * The safety net under the notices: the set is read again at least this often, so a notice lost
 * (a listening connection that dropped before it was reopened, the database away) is made up.
 */
const REREAD_MS = 60_000;

/** The registered origins of every company, as this process knows them (see watchOrigins). */
export interface LiveOrigins {
  /** Whether some company registered `origin`, counting every change announced so far. */
  has(origin: string): Promise<boolean>;
  /**
   * Called by the registry after this process changed `company_origins`: the set is read again
   * before the writer goes on, instead of waiting for the database's notice (PostgreSQL sends it
   * to this process too, a few milliseconds later), so its next request sees the change.
   */
  changed(): void;
  close(): Promise<void>;
}

/**
 * Keeps the registered origins in memory, so the origin guard (origin-guard.ts) reads no table
 * per request, and reads them again on each change, whichever node or command made it: the
 * database announces them (migration 020), PostgreSQL to every node, PGlite to its own process
 * before the writer's statement settles. While a read is under way, `has` waits for it: a change
 * announced before a request is always seen by it.
 */
export async function watchOrigins(
  db: Db,
  options: { rereadMs?: number; onError(error: unknown): void },
): Promise<LiveOrigins> {
  let known = new Set<string>();
  let reading: Promise<void> | undefined;
  let again = false;
  const read = async () => {
    const rows = await db.query<{ origin: string }>('select distinct origin from company_origins');
    known = new Set(rows.map((row) => row.origin));
  };
  const reread = () => {
    if (reading) {
      again = true;
      return;
    }
    reading = (async () => {
      do {
        again = false;
        await read();
      } while (again);
    })()
      // The database away: the set read last stays (nobody can register anything meanwhile).
      .catch(options.onError)
      .finally(() => {
        reading = undefined;
      });
  };
  // Listening first: a change made between the first read and the LISTEN would be missed.
  const stopListening = await db.listen(ORIGINS_CHANNEL, reread);
  await read();
  const timer = setInterval(reread, options.rereadMs ?? REREAD_MS);
  timer.unref();
  return {
    async has(origin) {
      if (reading) await reading;
      return known.has(origin);
    },
    changed: reread,
    async close() {
      clearInterval(timer);
      await stopListening();
      await reading;
    },
  };
}
