import { randomUUID } from 'node:crypto';
import { type Answers, CONSENT_VERSION, CONSENTS, type DocumentType } from '@baobab/core';
import type { Db, Queryable } from '../../db/db';
import { ApiError, validation } from '../../http/errors';
import { insertDocument } from '../documents/document-store';
import type { ApplyRequest } from './apply-form';
import type { ApplyTarget } from './apply-target';
import { type ApplyAttempt, recordAttempt } from './attempts';

/** A saved document the application names, with the form field that named it. */
interface NamedDocument {
  field: string;
  id: string;
  /** The type it must have; any type for a file answer. */
  type?: DocumentType;
}

/**
 * Checks that every named document is the candidate's own, not deleted and of the right type,
 * locking them so a concurrent deletion waits for this application (and then only marks them
 * deleted). Anyone else's document answers exactly like an unknown one: VALIDATION on its field.
 */
async function lockOwnDocuments(tx: Queryable, userId: string, named: NamedDocument[]) {
  if (!named.length) return;
  const rows = await tx.query<{ id: string; type: DocumentType }>(
    `select id, type from documents
      where id = any($1::uuid[]) and user_id = $2 and deleted_at is null
      for share`,
    [named.map((d) => d.id), userId],
  );
  const types = new Map(rows.map((row) => [row.id, row.type]));
  const wrong = named.filter((d) => !types.has(d.id) || (d.type && types.get(d.id) !== d.type));
  if (wrong.length) throw validation(Object.fromEntries(wrong.map((d) => [d.field, 'unknown document'])));
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/**
 * Writes the uploaded documents, the application, its first event (SENT) and the attempt that made
 * it in one transaction. The unique indexes settle a race between two submissions: the second gets
 * ALREADY_APPLIED (or, as a repeat of the same attempt, the first one's answer: submit-application).
 */
export function insertApplication(
  db: Db,
  attempt: ApplyAttempt,
  target: ApplyTarget,
  request: ApplyRequest,
  answers: { values: Answers; files: Record<string, string>; knockOuts: string[] },
): Promise<string> {
  const { fields, cvFile, coverLetterFile } = request;
  const named: NamedDocument[] = Object.entries(answers.files).map(([question, id]) => ({
    field: `answers.${question}`,
    id,
  }));
  if (fields.cvDocumentId) named.push({ field: 'cvDocumentId', id: fields.cvDocumentId, type: 'CV' });
  if (fields.coverLetterDocumentId) {
    named.push({ field: 'coverLetterDocumentId', id: fields.coverLetterDocumentId, type: 'COVER_LETTER' });
  }

  const { userId } = attempt;
  return db.transaction(async (tx) => {
    await lockOwnDocuments(tx, userId, named);
    const cvId = cvFile ? (await insertDocument(tx, userId, 'CV', cvFile)).id : fields.cvDocumentId;
    const coverLetterId = coverLetterFile
      ? (await insertDocument(tx, userId, 'COVER_LETTER', coverLetterFile)).id
      : (fields.coverLetterDocumentId ?? null);
    const consents = { version: CONSENT_VERSION, acceptedAt: new Date().toISOString(), accepted: CONSENTS };
    const id = randomUUID();
    try {
      await tx.query(
        `insert into applications (id, user_id, job_id, company_id, spontaneous, cv_document_id,
           cover_letter_document_id, motivation, answers, consents, knock_out_questions, knocked_out)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          id,
          userId,
          target.jobId,
          target.companyId,
          target.jobId === null,
          cvId,
          coverLetterId,
          fields.motivation ?? '',
          JSON.stringify(answers.values),
          JSON.stringify(consents),
          answers.knockOuts,
          answers.knockOuts.length > 0,
        ],
      );
    } catch (error) {
      throw isUniqueViolation(error) ? new ApiError(409, 'ALREADY_APPLIED') : error;
    }
    await tx.query("insert into application_events (application_id, status) values ($1, 'SENT')", [id]);
    await recordAttempt(tx, attempt, id);
    return id;
  });
}
