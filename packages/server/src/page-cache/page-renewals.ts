/** Renewals waiting at most; past that a page past its life is simply a miss again. */
const MAX_WAITING = 256;
/** A renewal not done by then (a database that stopped answering) no longer holds up the next ones. */
const LONGEST_RENEWAL_MS = 10_000;

/**
 * Renders pages again once they pass their life, one at a time and off the request path. A render
 * holds the event loop for 10–20 ms; when many pages pass their life together (after a quiet
 * minute, a deploy, a crawl), rendering each in front of its reader put every request of the
 * process behind a train of renders (the open loop at 1 000 req/s on PostgreSQL waited seconds).
 * Here the waiting requests run between two renders.
 */
export class PageRenewals {
  readonly #waiting: (() => Promise<void>)[] = [];
  #running = false;

  constructor(private readonly onError: (error: unknown) => void) {}

  /** Queues `renew`; false when too many already wait (the caller then treats the page as gone). */
  add(renew: () => Promise<void>): boolean {
    if (this.#waiting.length >= MAX_WAITING) return false;
    this.#waiting.push(renew);
    if (!this.#running) void this.#drain();
    return true;
  }

  get waiting() {
    return this.#waiting.length;
  }

  async #drain() {
    this.#running = true;
    for (let renew = this.#waiting.shift(); renew; renew = this.#waiting.shift()) {
      // The requests that arrived meanwhile go first.
      await new Promise((resolve) => setImmediate(resolve));
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        renew().catch(this.onError),
        new Promise((resolve) => {
          timer = setTimeout(resolve, LONGEST_RENEWAL_MS).unref();
        }),
      ]);
      clearTimeout(timer);
    }
    this.#running = false;
  }
}
