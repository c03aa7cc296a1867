import { createHash } from 'node:crypto';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { brotliText, type Encoding } from '../http/encoding';
import type { PageRenewals } from './page-renewals';

/** A page as it is served again: status, headers, and its body compressed as its readers accept it. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  etag: string;
  /**
   * Brotli, which browsers ask for over HTTPS; gzip only once a reader that takes no brotli asked
   * for this page (a browser on plain HTTP, some tools), made then from the brotli body and kept.
   * No uncompressed copy: it would be five times the size of both, for the rare reader that
   * accepts neither, who gets the brotli body decompressed instead.
   */
  bodies: { br: Buffer; gzip?: Buffer };
  /** Bytes the page holds (its bodies). */
  size: number;
  expires: number;
}

/**
 * How long a page is reused before it is rendered again: catalogue writes are noticed sooner (the
 * catalogue version); the limit is for what changes with time alone (an offer whose closing date
 * passes, dates written as "3 days ago").
 */
export const PAGE_TTL_MS = 30_000;

/**
 * How long past its life a page may still answer while its renewal runs (page-renewals.ts). What
 * it could miss changes by the day; what it spares is a render in front of each first reader after
 * a quiet spell, when every page has passed its life at once (a hundred renders, about a second
 * during which every request of the process waits).
 */
export const STALE_PAGE_MS = 5 * 60_000;

/**
 * A page lives between three quarters of the limit and the whole of it, at random: pages filled in
 * the same second (after a catalogue write, a restart, a crawl) would otherwise all expire in the
 * same second, and their renders, each blocking the event loop, would stall every request behind
 * them (the open loop at 1 000 req/s saw p95 over 300 ms across all kinds from that alone).
 */
const pageLife = () => PAGE_TTL_MS * (0.75 + Math.random() / 4);

/** What an entry holds in memory: its bytes, and its key's (two a character at most in a V8 string). */
const footprint = (key: string, page: CachedPage) => page.size + key.length * 2;

interface Entry {
  page: CachedPage;
  bytes: number;
  /** Renders the page again and stores it (or drops it when it is no longer a cacheable page). */
  renew?: () => Promise<void>;
  renewing?: boolean;
}

/** The cache holding each page, told when the page grows (its gzip body made later). */
const holders = new WeakMap<CachedPage, (bytes: number) => void>();

/**
 * Anonymous pages, already compressed, bounded by bytes (keys counted: 2 000 long keys once added 123 MB) and emptied when the catalogue version
 * changes: a hit costs a map lookup and a socket write instead of data loads and a React render.
 */
export class PageCache {
  /** Each page with the bytes counted for it. */
  #entries = new Map<string, Entry>();
  #bytes = 0;
  #version: string | undefined;

  /** `renewals`: pages given a `renew` are served past their life while it runs there. */
  constructor(
    readonly maxBytes: number,
    private readonly renewals?: PageRenewals,
  ) {}

  get bytes() {
    return this.#bytes;
  }

  /**
   * The page stored under `key` at this catalogue version, fresh or being renewed; it becomes the
   * most recent. The first read past its life queues its renewal.
   */
  get(key: string, version: string, now = Date.now()): CachedPage | undefined {
    this.#follow(version);
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.page.expires <= now && !this.#renewing(entry, now)) {
      this.#bytes -= entry.bytes;
      return undefined;
    }
    this.#entries.set(key, entry);
    return entry.page;
  }

  /** Whether a page past its life may still be served: its renewal is queued (now, or before) and it is not too old. */
  #renewing(entry: Entry, now: number): boolean {
    if (!entry.renew || !this.renewals || now - entry.page.expires >= STALE_PAGE_MS) return false;
    entry.renewing ||= this.renewals.add(entry.renew);
    return entry.renewing;
  }

  /** Forgets the page under `key` (its renewal found it no longer cacheable). */
  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  /**
   * Stores a page read at `version`, then drops the least recently used until the bound holds.
   * `renew` renders it again once it passes its life (see `get`).
   */
  set(key: string, version: string, page: CachedPage, renew?: () => Promise<void>): void {
    this.#follow(version);
    const bytes = footprint(key, page);
    if (bytes > this.maxBytes) return;
    const previous = this.#entries.get(key);
    if (previous) {
      this.#entries.delete(key);
      this.#bytes -= previous.bytes;
    }
    const entry: Entry = { page, bytes, renew };
    this.#entries.set(key, entry);
    this.#bytes += bytes;
    holders.set(page, (grown) => {
      if (this.#entries.get(key) !== entry) return;
      entry.bytes += grown;
      this.#bytes += grown;
      this.#trim();
    });
    this.#trim();
  }

  #trim() {
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.bytes;
    }
  }

  #follow(version: string) {
    if (version === this.#version) return;
    this.#entries.clear();
    this.#bytes = 0;
    this.#version = version;
  }
}

/**
 * Brotli quality of pages: a miss pays the compression while a reader waits, and a crawl of
 * distinct pages is all misses; 5 costs a few milliseconds for most of brotli's gain on HTML.
 */
const BROTLI_QUALITY = 5;

/**
 * zlib's one-shot output is a view of its 16 KB work buffer: kept as is, a page of 8 KB would hold
 * 16 KB that the cache's bound does not see. A copy holds its own bytes only.
 */
const ownBytes = (view: Buffer) => Buffer.from(view);

/**
 * A rendered page made ready to serve many times: compressed once per page and catalogue version.
 * `html` as text, or as the UTF-8 bytes the render already made.
 */
export function cachedPage(
  status: number,
  headers: [string, string][],
  html: string | Buffer,
  now = Date.now(),
): CachedPage {
  const identity = typeof html === 'string' ? Buffer.from(html) : html;
  const br = ownBytes(brotliText(identity, BROTLI_QUALITY));
  const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
  return { status, headers, etag, bodies: { br }, size: br.length, expires: now + pageLife() };
}

/** The page's body in `encoding`; its gzip body is made at the first reader that asks and kept (and counted). */
export function pageBody(page: CachedPage, encoding: Encoding): Buffer {
  if (encoding === 'br') return page.bodies.br;
  if (encoding === 'identity') return brotliDecompressSync(page.bodies.br);
  if (page.bodies.gzip) return page.bodies.gzip;
  const gzip = ownBytes(gzipSync(brotliDecompressSync(page.bodies.br), { level: 6 }));
  page.bodies.gzip = gzip;
  page.size += gzip.length;
  holders.get(page)?.(gzip.length);
  return gzip;
}
