import { pipeline } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { Storage } from '../storage/storage';
import { displayFileName } from './file-name';
import { PdfGuard } from './pdf-guard';

/** A received file waiting in pending storage for its row (then `commit`) or a failure (then `discard`). */
export interface PendingFile {
  key: string;
  /** Display name only: never a path. */
  fileName: string;
  size: number;
  /** Hex sha256 of the bytes (a CV is kept once per content: document-store's insertDocument). */
  sha256: string;
  /**
   * A finished resumable upload's file: a failed request leaves it for the candidate's next try
   * (it is swept with its upload), where a file part received with the request goes with it.
   */
  resumable?: boolean;
  /**
   * Set when a row's insert claimed it (document-store's insertDocument); trusted only once the
   * request's write succeeded (multipart-form's persistWithFiles). A write that rolls its claim back
   * and still succeeds (an apply call answering an earlier call's application) clears it.
   */
  claimed?: boolean;
}

/**
 * Streams one file part to pending storage through the PDF guard: nothing is buffered, and a
 * non-PDF or an oversized file fails with FILE_UPLOAD leaving no pending file behind.
 */
export async function storePdfPart(storage: Storage, part: MultipartFile, maxBytes: number): Promise<PendingFile> {
  const guard = new PdfGuard(maxBytes);
  // Destroying either end destroys the other; the failure itself surfaces through putPending.
  const guarded = pipeline(part.file, guard, () => undefined);
  const key = await storage.putPending(guarded);
  return { key, fileName: displayFileName(part.filename), size: guard.bytes, sha256: guard.sha256 };
}
