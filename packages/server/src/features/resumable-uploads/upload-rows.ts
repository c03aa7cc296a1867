import { DOCUMENT_QUOTA, type DocumentType, UPLOAD_TTL_HOURS } from '@baobab/core';
import type { Db } from '../../db/db';
import { ApiError } from '../../http/errors';
import { CHUNK_BYTES } from '../../storage/postgres-store';
import { keepPendingFile } from '../../storage/storage';
import { documentUsage } from '../documents/document-store';

/** A resumable upload as its rows hold it (migration 011). */
export interface UploadRow {
  id: string;
  user_id: string;
  type: DocumentType;
  file_name: string;
  length: number;
  received: number;
  /** Set once the whole file passed the checks and is in the store under the upload's id. */
  sha256: string | null;
  created_at: Date | string;
}

/** An upload is live while its journal entry waits ('uploading'); a doomed one is about to go. */
const LIVE = `select u.* from resumable_uploads u
  join pending_files p on p.key = u.id and p.state = 'uploading'`;

export const uploadNotFound = (field?: string) =>
  new ApiError(404, 'UPLOAD_NOT_FOUND', field ? { [field]: 'unknown or unfinished upload' } : undefined);

/**
 * Opens an upload for the candidate: its journal entry (kept UPLOAD_TTL_HOURS) and its row, once
 * its declared length fits in what the account has left. Uploads not yet made documents count
 * against the quota like documents, so partial uploads cannot fill a disk either.
 */
export function createUpload(
  db: Db,
  upload: { id: string; userId: string; type: DocumentType; fileName: string; length: number },
): Promise<void> {
  return db.transaction(async (tx) => {
    const usage = await documentUsage(tx, upload.userId, { lock: true });
    if (usage.count >= DOCUMENT_QUOTA.count || usage.bytes + upload.length > DOCUMENT_QUOTA.bytes)
      throw new ApiError(409, 'DOCUMENT_QUOTA');
    await keepPendingFile(tx, upload.id, UPLOAD_TTL_HOURS);
    await tx.query('insert into resumable_uploads (id, user_id, type, file_name, length) values ($1, $2, $3, $4, $5)', [
      upload.id,
      upload.userId,
      upload.type,
      upload.fileName,
      upload.length,
    ]);
  });
}

/** A live upload; only its owner's when `userId` is given. */
export async function findUpload(db: Db, id: string, userId?: string): Promise<UploadRow | undefined> {
  const [row] = await db.query<UploadRow>(`${LIVE} where u.id = $1 and ($2::uuid is null or u.user_id = $2)`, [
    id,
    userId ?? null,
  ]);
  return row;
}

/**
 * Appends `data` at `start`, in one transaction with the upload's new length, and only if the
 * upload holds exactly `start` bytes: a write another node made meanwhile wins, this one fails
 * (409 in tus terms), so the rows always hold the first `received` bytes once each.
 */
export async function appendPiece(db: Db, id: string, start: number, data: Buffer): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await tx.query(
      'update resumable_uploads set received = received + $3 where id = $1 and received = $2 returning id',
      [id, start, data.length],
    );
    if (!moved.length) return false;
    await tx.query(
      "insert into resumable_upload_chunks (upload_id, start, data) values ($1, $2, decode($3, 'base64'))",
      [id, start, data.toString('base64')],
    );
    return true;
  });
}

/** The received bytes in order, one stored piece (≤ CHUNK_BYTES) in memory at a time. */
export async function* receivedBytes(db: Db, id: string): AsyncGenerator<Buffer> {
  const pieces = await db.query<{ start: number; size: number }>(
    'select start, length(data) as size from resumable_upload_chunks where upload_id = $1 order by start',
    [id],
  );
  let expected = 0;
  for (const { start, size } of pieces) {
    if (start !== expected || size > CHUNK_BYTES) throw new Error(`upload ${id} has a gap at ${expected}`);
    const [row] = await db.query<{ data: string }>(
      "select encode(data, 'base64') as data from resumable_upload_chunks where upload_id = $1 and start = $2",
      [id, start],
    );
    if (!row) throw uploadNotFound();
    yield Buffer.from(row.data, 'base64');
    expected += size;
  }
}

/** Marks the upload whole and checked; its pieces are no longer needed (the store has the file). */
export async function markAssembled(db: Db, id: string, sha256: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('update resumable_uploads set sha256 = $2 where id = $1', [id, sha256]);
    await tx.query('delete from resumable_upload_chunks where upload_id = $1', [id]);
  });
}
