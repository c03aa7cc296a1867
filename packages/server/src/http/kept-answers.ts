/** As the catalogue answers themselves (catalogue/catalogue-cache.ts): what changes with time alone. */
export const TTL_MS = 30_000;

/**
 * Answers kept by key for the catalogue version they were read at and TTL_MS at most, within
 * `maxBytes` (each entry's `size`: its body and key, roughly), the oldest making room. The answer
 * lane (answer-lane.ts) and the site's in-process reads (features/site/in-process-answers.ts) keep
 * theirs here.
 */
export class KeptAnswers<A> {
  readonly #kept = new Map<string, { answer: A; version: string; expires: number; size: number }>();
  #bytes = 0;

  constructor(
    private readonly maxBytes: number,
    /** What keeping `answer` under `key` costs, in bytes. */
    private readonly sizeOf: (key: string, answer: A) => number,
  ) {}

  /** The answer kept under `key` for `version` and not expired; a stale one is forgotten. */
  get(key: string, version: string): A | undefined {
    const entry = this.#kept.get(key);
    if (entry && entry.version === version && entry.expires > Date.now()) return entry.answer;
    if (entry) this.#forget(key);
    return undefined;
  }

  keep(key: string, version: string, answer: A) {
    const size = this.sizeOf(key, answer);
    if (size > this.maxBytes) return;
    this.#forget(key);
    this.#kept.set(key, { answer, version, expires: Date.now() + TTL_MS, size });
    this.#bytes += size;
    while (this.#bytes > this.maxBytes) this.#forget(this.#kept.keys().next().value as string);
  }

  #forget(key: string) {
    const entry = this.#kept.get(key);
    if (!entry) return;
    this.#bytes -= entry.size;
    this.#kept.delete(key);
  }
}
