import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { Encoding } from '../http/encoding';

/** A page as it is served again: status, headers, and its body compressed both ways readers accept. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  etag: string;
  /**
   * No uncompressed copy: it would be five times the size of both, for the rare reader that
   * accepts neither (a tool, some crawlers), who gets the brotli body decompressed instead.
   */
  bodies: { br: Buffer; gzip: Buffer };
  /** Bytes the entry holds (both encodings). */
  size: number;
  expires: number;
}

/**
 * How long a page is reused at most: catalogue writes are noticed sooner (the catalogue version);
 * the limit is for what changes with time alone (an offer whose closing date passes).
 */
const TTL_MS = 30_000;

/** What an entry holds in memory: its bytes, and its key's (two a character at most in a V8 string). */
const footprint = (key: string, page: CachedPage) => page.size + key.length * 2;

/**
 * Anonymous pages, already compressed, bounded by bytes (keys counted: 2 000 long keys once added 123 MB) and emptied when the catalogue version
 * changes: a hit costs a map lookup and a socket write instead of data loads and a React render.
 */
export class PageCache {
  #entries = new Map<string, CachedPage>();
  #bytes = 0;
  #version: string | undefined;

  constructor(readonly maxBytes: number) {}

  get bytes() {
    return this.#bytes;
  }

  /** The page stored under `key` at this catalogue version, fresh; it becomes the most recent. */
  get(key: string, version: string, now = Date.now()): CachedPage | undefined {
    this.#follow(version);
    const page = this.#entries.get(key);
    if (!page) return undefined;
    this.#entries.delete(key);
    if (page.expires <= now) {
      this.#bytes -= footprint(key, page);
      return undefined;
    }
    this.#entries.set(key, page);
    return page;
  }

  /** Stores a page read at `version`, then drops the least recently used until the bound holds. */
  set(key: string, version: string, page: CachedPage): void {
    this.#follow(version);
    if (footprint(key, page) > this.maxBytes) return;
    const previous = this.#entries.get(key);
    if (previous) {
      this.#entries.delete(key);
      this.#bytes -= footprint(key, previous);
    }
    this.#entries.set(key, page);
    this.#bytes += footprint(key, page);
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= footprint(oldest, entry);
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
  const br = ownBytes(
    brotliCompressSync(identity, {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        // Lets the encoder size its buffers to the page rather than to its 4 MB window.
        [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  );
  const gzip = ownBytes(gzipSync(identity, { level: 6 }));
  const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
  return { status, headers, etag, bodies: { br, gzip }, size: br.length + gzip.length, expires: now + TTL_MS };
}

/** The page's body in `encoding`. */
export const pageBody = (page: CachedPage, encoding: Encoding): Buffer =>
  encoding === 'identity' ? brotliDecompressSync(page.bodies.br) : page.bodies[encoding];
