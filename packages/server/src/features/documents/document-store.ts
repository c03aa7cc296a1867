import { randomUUID } from 'node:crypto';
import type { BaobabDocument, CvMadeWith, DocumentType } from '@baobab/core';
import { type Db, one, type Queryable } from '../../db/db';
import { claimPendingQuery, doomFiles, noLongerPending } from '../../storage/storage';
import type { PendingFile } from '../../uploads/pdf-upload';

export interface DocumentRow {
  id: string;
  type: DocumentType;
  file_name: string;
  size: number;
  /** A Date from a column, an ISO string from json_build_object. */
  created_at: Date | string;
  /** How a made CV came to be (cv_sources), where the query asks. */
  made_with?: CvMadeWith | null;
}

/** A DocumentRow's own columns (made_with aside). */
export const DOCUMENT_COLUMNS = 'id, type, file_name, size, created_at';

export const toDocument = (row: DocumentRow): BaobabDocument => ({
  id: row.id,
  type: row.type,
  fileName: row.file_name,
  size: row.size,
  createdAt: new Date(row.created_at).toISOString(),
  ...(row.made_with ? { madeWith: row.made_with } : {}),
});

/** The candidate's documents they have not deleted, newest first. */
export function listDocuments(db: Queryable, userId: string): Promise<DocumentRow[]> {
  return db.query<DocumentRow>(
    `select ${DOCUMENT_COLUMNS}, (select made_with from cv_sources s where s.document_id = documents.id) as made_with
       from documents where user_id = $1 and deleted_at is null order by created_at desc, id desc`,
    [userId],
  );
}

/**
 * How much of the document quota the account uses: its documents and its resumable uploads not
 * yet made documents (by their declared length; not with `uploads: false`), but `exceptUpload`, the
 * one being made a document now. `lock` holds the account row until commit.
 */
export async function documentUsage(
  q: Queryable,
  userId: string,
  { lock = false, uploads = true, exceptUpload = '' } = {},
): Promise<{ count: number; bytes: number }> {
  if (lock) await q.query('select 1 from users where id = $1 for update', [userId]);
  const [usage] = await q.query<{ count: number; bytes: number }>(
    `select count(*)::int as count, coalesce(sum(size), 0)::bigint::float8 as bytes from (
       select size from documents where user_id = $1 and deleted_at is null
       union all
       select length from resumable_uploads where $3 and user_id = $1 and id <> $2
     ) used`,
    [userId, exceptUpload, uploads],
  );
  return usage ?? { count: 0, bytes: 0 };
}

/**
 * The select of the candidate's live CV with these bytes (`user` and `sha256` are the statement's
 * parameters), locked so a deletion waits for the statement or transaction using it.
 */
export const sameCvQuery = (user: string, sha256: string) =>
  `select ${DOCUMENT_COLUMNS} from documents
    where user_id = ${user} and type = 'CV' and sha256 = ${sha256} and deleted_at is null
    order by created_at limit 1 for share`;

/** The candidate's live CV with these bytes, if any: a CV is kept once per content. */
export function findSameCv(q: Queryable, userId: string, sha256: string): Promise<DocumentRow | undefined> {
  return one<DocumentRow>(q, sameCvQuery('$1', '$2'), [userId, sha256]);
}

/**
 * The row of a received file, claiming the file in the same transaction (storage/storage.ts). A CV
 * with the bytes of one the candidate keeps is that one: the file is left unclaimed (the request
 * settles it) and no second row piles up in "Mes CV".
 */
export async function insertDocument(
  q: Queryable,
  userId: string,
  type: DocumentType,
  file: PendingFile,
): Promise<DocumentRow> {
  const same = type === 'CV' ? await findSameCv(q, userId, file.sha256) : undefined;
  if (same) return same;
  const inserted = await one<DocumentRow & { claimed: boolean }>(
    q,
    `with ${claimPendingQuery('$5')},
       inserted as (
         insert into documents (id, user_id, type, file_name, storage_key, size, sha256)
         values ($1, $2, $3, $4, $5, $6, $7)
         returning ${DOCUMENT_COLUMNS})
     select inserted.*, exists (select 1 from claimed) as claimed from inserted`,
    [randomUUID(), userId, type, file.fileName, file.key, file.size, file.sha256],
  );
  if (!inserted) throw new Error('document insert returned no row');
  const { claimed, ...row } = inserted;
  if (!claimed) throw noLongerPending(file.key);
  file.claimed = true;
  return row;
}

/** One of the candidate's live documents; undefined for anyone else's, unknown or deleted ones. */
export function findOwnDocument(db: Queryable, userId: string, id: string) {
  return one<{ storage_key: string; file_name: string }>(
    db,
    'select storage_key, file_name from documents where id = $1 and user_id = $2 and deleted_at is null',
    [id, userId],
  );
}

/**
 * Deletes one of the candidate's documents. One an application still refers to (as its CV, cover
 * letter or a file answer) is only marked deleted, so the company keeps its copy. Answers the
 * storage key to remove once the row is gone, null when the file stays, undefined when not found.
 */
export function deleteOwnDocument(db: Db, userId: string, id: string): Promise<string | null | undefined> {
  return db.transaction((tx) => retireDocument(tx, userId, id));
}

/** deleteOwnDocument's work inside a transaction the caller holds (an edited CV replaces its document). */
export async function retireDocument(tx: Queryable, userId: string, id: string): Promise<string | null | undefined> {
  const doc = await one<{ storage_key: string }>(
    tx,
    'select storage_key from documents where id = $1 and user_id = $2 and deleted_at is null for update',
    [id, userId],
  );
  if (!doc) return undefined;
  // A separate statement: under READ COMMITTED it sees an application committed while we waited for the lock.
  const referenced = await tx.query(
    `select 1 from applications a
      where a.user_id = $2
        and (a.cv_document_id = $1 or a.cover_letter_document_id = $1
             or exists (select 1 from jsonb_each_text(a.answers) e where e.value = $1::text))
      limit 1`,
    [id, userId],
  );
  if (referenced.length) {
    await tx.query('update documents set deleted_at = now() where id = $1', [id]);
    return null;
  }
  await tx.query('delete from documents where id = $1', [id]);
  await doomFiles(tx, [doc.storage_key]);
  return doc.storage_key;
}
