import { randomUUID } from 'node:crypto';
import { type Answers, type ApplicationStatus, CONSENT_VERSION, CONSENTS, type DocumentType } from '@baobab/core';
import type { Db, Queryable } from '../../db/db';
import { ApiError, validation } from '../../http/errors';
import { DOCUMENT_COLUMNS, type DocumentRow, insertDocument } from '../documents/document-store';
import type { ApplicationRow } from './application-query';
import type { ApplyRequest } from './apply-form';
import type { ApplyTarget } from './apply-target';
import { type ApplyAttempt, recordAttemptQuery } from './attempts';

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
 * Answers the rows by id.
 */
async function lockOwnDocuments(tx: Queryable, userId: string, named: NamedDocument[]) {
  if (!named.length) return new Map<string, DocumentRow>();
  const rows = await tx.query<DocumentRow>(
    `select ${DOCUMENT_COLUMNS} from documents
      where id = any($1::uuid[]) and user_id = $2 and deleted_at is null
      for share`,
    [named.map((d) => d.id), userId],
  );
  const own = new Map(rows.map((row) => [row.id, row]));
  const wrong = named.filter((d) => !own.has(d.id) || (d.type && own.get(d.id)?.type !== d.type));
  if (wrong.length) throw validation(Object.fromEntries(wrong.map((d) => [d.field, 'unknown document'])));
  return own;
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/**
 * Writes the uploaded documents, the application, its first event (SENT) and the attempt that made
 * it in one transaction (the last three in one statement), and answers the application as written,
 * so the answer needs no read after the commit. The unique indexes settle a race between two
 * submissions: the second gets ALREADY_APPLIED (or, as a repeat of the same attempt, the first
 * one's answer: submit-application).
 */
export function insertApplication(
  db: Db,
  attempt: ApplyAttempt,
  target: ApplyTarget,
  request: ApplyRequest,
  answers: { values: Answers; files: Record<string, string>; knockOuts: string[] },
): Promise<ApplicationRow> {
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
  const committed = db.transaction(async (tx): Promise<ApplicationRow> => {
    const own = await lockOwnDocuments(tx, userId, named);
    const cv = cvFile ? await insertDocument(tx, userId, 'CV', cvFile) : own.get(fields.cvDocumentId ?? '');
    const coverLetter = coverLetterFile
      ? await insertDocument(tx, userId, 'COVER_LETTER', coverLetterFile)
      : own.get(fields.coverLetterDocumentId ?? '');
    const consents = { version: CONSENT_VERSION, acceptedAt: new Date().toISOString(), accepted: CONSENTS };
    const id = randomUUID();
    let written: { created_at: Date; status: ApplicationStatus; at: Date } | undefined;
    try {
      [written] = await tx.query<{ created_at: Date; status: ApplicationStatus; at: Date }>(
        `with application as (
           insert into applications (id, user_id, job_id, company_id, spontaneous, cv_document_id,
             cover_letter_document_id, motivation, answers, consents, knock_out_questions, knocked_out)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
           returning id, created_at, status),
         event as (
           insert into application_events (application_id, status) select id, 'SENT' from application
           returning at),
         ${recordAttemptQuery('$2', '$13::uuid')}
         select application.created_at, application.status, event.at from application, event`,
        [
          id,
          userId,
          target.jobId,
          target.companyId,
          target.jobId === null,
          cv?.id,
          coverLetter?.id ?? null,
          fields.motivation ?? '',
          JSON.stringify(answers.values),
          JSON.stringify(consents),
          answers.knockOuts,
          answers.knockOuts.length > 0,
          attempt.key,
        ],
      );
    } catch (error) {
      // The application's (user, job) index, or the attempt's key: submit-application looks for the
      // attempt's winner before answering ALREADY_APPLIED.
      throw isUniqueViolation(error) ? new ApiError(409, 'ALREADY_APPLIED') : error;
    }
    if (!written || !cv) throw new Error(`application ${id} was not written`);
    return {
      id,
      spontaneous: target.jobId === null,
      status: written.status,
      answers: answers.values,
      created_at: written.created_at,
      job_slug: target.jobSlug,
      job_title: target.jobTitle,
      company_alias: target.companyAlias,
      company_name: target.companyName,
      company_logo: target.companyLogo,
      cv,
      cover_letter: coverLetter ?? null,
      timeline: [{ status: 'SENT', at: written.at }],
      replies: [],
    };
  });
  // Rolled back: the claims went with it (submit-application may still answer an earlier call's application).
  return committed.catch((error: unknown) => {
    for (const file of [cvFile, coverLetterFile]) if (file) file.claimed = false;
    throw error;
  });
}
