import { Readable } from 'node:stream';
import { DOCUMENT_MAX_BYTES } from '@baobab/core';

/**
 * Where uploaded files live: the contract every store keeps (file, PostgreSQL, S3), and that
 * storage/contract.test.ts checks on each. Keys are opaque ids made by the server (UUIDs), never
 * a client's file name. Nothing here knows about rows: storage/storage.ts ties files to them.
 */
export interface BlobStore {
  /** Where the files are, for messages and logs; never a secret. */
  readonly description: string;
  /**
   * Streams `source` into the file `key`, replacing any file of that key, and answers its size.
   * Past `maxBytes` it fails with FileTooLargeError while streaming, and a failed or aborted
   * source fails it too; either way no file of that key is left (nor a part of one). A write cut
   * by a crash leaves at most unreadable leftovers that `delete(key)` removes.
   */
  put(key: string, source: Readable): Promise<number>;
  /** The file as a stream, read piece by piece; rejects with MissingFileError when there is none. */
  get(key: string): Promise<StoredFile>;
  /** Removes the file and any leftover of a write of it; removing a missing file is no error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every complete file's key (for checks and tests; the database's rows are the catalogue). */
  list(): AsyncIterable<string>;
  close(): Promise<void>;
}

export interface StoredFile {
  size: number;
  stream: Readable;
}

/** The largest file a store accepts: the largest document (5 MB, docs/architecture.md, Decisions). */
export const STORED_FILE_MAX_BYTES = Math.max(...Object.values(DOCUMENT_MAX_BYTES));

export class MissingFileError extends Error {
  readonly code = 'ENOENT';
  constructor(key: string) {
    super(`no stored file ${key}`);
  }
}

export class FileTooLargeError extends Error {
  constructor(maxBytes: number) {
    super(`a stored file is at most ${maxBytes} bytes`);
  }
}

/** A key as the server makes them (a UUID): nothing else ever reaches a path or an object name. */
export const isKey = (key: string) => /^[0-9a-f-]{36}$/.test(key);

export function checkedKey(key: string): string {
  if (!isKey(key)) throw new Error(`bad storage key ${key}`);
  return key;
}

/** The bytes of `source` as they come, failing with FileTooLargeError at the first one past `maxBytes`. */
export async function* capped(source: AsyncIterable<Buffer | Uint8Array | string>, maxBytes: number) {
  let bytes = 0;
  for await (const piece of source) {
    const chunk =
      typeof piece === 'string' ? Buffer.from(piece) : Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    bytes += chunk.length;
    // Leaving the loop destroys the source: nothing more of it is read.
    if (bytes > maxBytes) throw new FileTooLargeError(maxBytes);
    yield chunk;
  }
}

/** A byte stream (not object mode) over async pieces. */
export const byteStream = (pieces: AsyncIterable<Buffer>): Readable => Readable.from(pieces, { objectMode: false });

/** A stream that opens `open()` only when first read (a zip of many files opens one at a time). */
export function lazyStream(open: () => Promise<Readable>): Readable {
  return byteStream(
    (async function* () {
      yield* await open();
    })(),
  );
}
