import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from '../db/db';

type Incr = FastifyRateLimitStore['incr'];

/** Counters older than every window are swept now and then, on about one limited request in this many. */
const SWEEP_EVERY = 200;

/**
 * Counts one hit on `key` in a window of `windowMs` that starts at its first hit; answers the
 * hits so far and the milliseconds left in the window. One statement, so concurrent hits from
 * several nodes all count.
 */
export async function countHit(db: Queryable, key: string, windowMs: number): Promise<{ hits: number; ttl: number }> {
  const [row] = await db.query<{ hits: number; ttl: number }>(
    `insert into rate_limits (key, hits, window_start) values ($1, 1, now())
     on conflict (key) do update set
       hits = case when rate_limits.window_start + make_interval(secs => $2 / 1000.0) <= now()
                   then 1 else rate_limits.hits + 1 end,
       window_start = case when rate_limits.window_start + make_interval(secs => $2 / 1000.0) <= now()
                           then now() else rate_limits.window_start end
     returning hits,
       greatest(0, floor(extract(epoch from (window_start + make_interval(secs => $2 / 1000.0) - now())) * 1000))::int as ttl`,
    [key, windowMs],
  );
  return { hits: row?.hits ?? 1, ttl: row?.ttl ?? windowMs };
}

/** The hits counted on `key` in its current window (0 once the window has passed). */
export async function hitsSoFar(db: Queryable, key: string, windowMs: number): Promise<number> {
  const [row] = await db.query<{ hits: number }>(
    `select hits from rate_limits where key = $1 and window_start + make_interval(secs => $2 / 1000.0) > now()`,
    [key, windowMs],
  );
  return row?.hits ?? 0;
}

/** Keys remembered as refused at most: past it, refusals are counted in the database again (never let through). */
const BLOCKED_KEYS_MAX = 10_000;

/**
 * What this process already refused: key → when its window ends and the hits it has seen. A
 * refused request is answered from here, without touching the database (on PGlite a flood of
 * refused logins, one write each, took other requests from 15 ms to 290 ms).
 */
class Refusals {
  private readonly blocked = new Map<string, { until: number; hits: number }>();

  /** The next hit of a key refused until later, or undefined once its window is over. */
  hit(key: string, now: number): { current: number; ttl: number } | undefined {
    const entry = this.blocked.get(key);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.blocked.delete(key);
      return undefined;
    }
    entry.hits++;
    return { current: entry.hits, ttl: entry.until - now };
  }

  remember(key: string, hits: number, ttl: number, now: number) {
    if (this.blocked.size >= BLOCKED_KEYS_MAX) {
      for (const [k, entry] of this.blocked) if (entry.until <= now) this.blocked.delete(k);
      if (this.blocked.size >= BLOCKED_KEYS_MAX) return;
    }
    this.blocked.set(key, { until: now + ttl, hits });
  }
}

/**
 * A @fastify/rate-limit store in the database, so every node behind a load balancer counts the
 * same requests (a per-process memory would let an attacker spread attempts over the nodes). One
 * upsert per allowed request (only the auth, contact and upload calls are limited); once a key is
 * refused, this process refuses it from memory until its window ends: a refusal need not be shared,
 * the other nodes learn it from their own first refused request.
 */
export function databaseRateLimitStore(db: Queryable): FastifyRateLimitStoreCtor {
  const refusals = new Refusals();
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr: Incr = (key, callback, timeWindow, max) => {
      const counted = this.prefix + key;
      const known = refusals.hit(counted, Date.now());
      if (known) return callback(null, known);
      if (Math.random() * SWEEP_EVERY < 1)
        void db.query(`delete from rate_limits where window_start < now() - interval '1 day'`).catch(() => {});
      countHit(db, counted, timeWindow).then(
        (count) => {
          if (count.hits > max) refusals.remember(counted, count.hits, count.ttl, Date.now());
          callback(null, { current: count.hits, ttl: count.ttl });
        },
        (error: Error) => callback(error),
      );
    };

    /** One counter set per route (the plugin hands its route as `routeInfo`). */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { routeInfo } = routeOptions as unknown as { routeInfo: { method: string; url: string } };
      return new DatabaseStore(undefined, `${this.prefix}${routeInfo.method} ${routeInfo.url} `);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
