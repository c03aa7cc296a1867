import type { CvContent, CvMadeWith } from '@baobab/core';
import { one, type Queryable } from '../../db/db';

/** A made CV's source (cv_sources, migration 013): what was typed, and its portrait (a JPEG). */
export interface MadeCv {
  content: CvContent;
  photo: Buffer | null;
}

/** One of the candidate's live CVs made from the form; undefined for any other document. */
export async function findMadeCv(q: Queryable, userId: string, documentId: string): Promise<MadeCv | undefined> {
  const row = await one<{ content: CvContent; photo: Uint8Array | null }>(
    q,
    `select s.content, s.photo from cv_sources s join documents d on d.id = s.document_id
      where d.id = $1 and d.user_id = $2 and d.deleted_at is null and s.made_with = 'builder'`,
    [documentId, userId],
  );
  return row && { content: row.content, photo: row.photo && Buffer.from(row.photo) };
}

/** In the transaction inserting its document: how the CV was made, and for the form, its source. */
export async function insertCvSource(
  q: Queryable,
  documentId: string,
  madeWith: CvMadeWith,
  source: Partial<MadeCv> = {},
): Promise<void> {
  await q.query('insert into cv_sources (document_id, made_with, content, photo) values ($1, $2, $3, $4)', [
    documentId,
    madeWith,
    source.content ? JSON.stringify(source.content) : null,
    source.photo ?? null,
  ]);
}

/** The candidate's name, for the file name of a CV made from photos. */
export async function candidateName(q: Queryable, userId: string): Promise<string> {
  const row = await one<{ name: string }>(
    q,
    "select trim(first_name || ' ' || last_name) as name from users where id = $1",
    [userId],
  );
  return row?.name ?? '';
}
