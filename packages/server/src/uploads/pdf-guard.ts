import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { ApiError } from '../http/errors';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/**
 * Passes a file through while checking, as it streams, that it starts with the PDF magic bytes and
 * stays within `maxBytes`; fails with 400 / 413 FILE_UPLOAD at the first byte that breaks a rule,
 * so nothing past the limit is ever held. Hashes what it lets through (a CV is kept once per content).
 */
export class PdfGuard extends Transform {
  #bytes = 0;
  #head = Buffer.alloc(0);
  #hash = createHash('sha256');

  constructor(private readonly maxBytes: number) {
    super();
  }

  /** Bytes let through so far: the file's size once the stream has ended. */
  get bytes(): number {
    return this.#bytes;
  }

  /** The hex sha256 of the bytes let through: the file's, once the stream has ended. */
  get sha256(): string {
    return this.#hash.copy().digest('hex');
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.#bytes += chunk.length;
    if (this.#bytes > this.maxBytes) return done(new ApiError(413, 'FILE_UPLOAD'));
    if (this.#head.length < PDF_MAGIC.length) {
      // The magic may arrive split over several chunks, one byte at a time.
      this.#head = Buffer.concat([this.#head, chunk.subarray(0, PDF_MAGIC.length - this.#head.length)]);
      if (!this.#head.equals(PDF_MAGIC.subarray(0, this.#head.length))) return done(new ApiError(400, 'FILE_UPLOAD'));
    }
    this.#hash.update(chunk);
    done(null, chunk);
  }

  override _flush(done: TransformCallback) {
    done(this.#head.length < PDF_MAGIC.length ? new ApiError(400, 'FILE_UPLOAD') : null);
  }
}
