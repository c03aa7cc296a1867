import { randomUUID } from 'node:crypto';
import { type Answers, type ApplicationStatus, CONSENT_VERSION, CONSENTS, type DocumentType } from '@baobab/core';
import type { Db, Queryable } from '../../db/db';
import { ApiError, validation } from '../../http/errors';
import { claimPendingQuery, noLongerPending } from '../../storage/storage';
import type { PendingFile } from '../../uploads/pdf-upload';
import { DOCUMENT_COLUMNS, type DocumentRow, insertDocument, sameCvQuery } from '../documents/document-store';
import type { ApplicationRow } from './application-query';
import type { ApplyRequest } from './apply-form';
import type { ApplyTarget } from './apply-target';
import { type ApplyAttempt, recordAttemptQuery } from './attempts';
import type { Mailee } from './confirmation-mail';

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
 * The application, its first event (SENT) and the attempt that made it, as `with` queries that
 * follow one named `cv` (the CV document's `id`). Parameters: $1 the application's id, $2 the
 * candidate, $3 the job, $4 the company, $5 spontaneous, $7 the cover letter, $8 the motivation,
 * $9 the answers, $10 the consents, $11 the knock-out questions hit, $12 knocked out, $13 the
 * attempt's key ($6 is the path's own). `mailee` reads whom the confirmation mail goes to, in the
 * same round trip (WRITTEN_COLUMNS, FROM_WRITTEN).
 */
const APPLICATION_QUERIES = `application as (
     insert into applications (id, user_id, job_id, company_id, spontaneous, cv_document_id,
       cover_letter_document_id, motivation, answers, consents, knock_out_questions, knocked_out)
     select $1::uuid, $2::uuid, $3::uuid, $4::uuid, $5::boolean, cv.id, $7::uuid, $8::text, $9::jsonb,
       $10::jsonb, $11::text[], $12::boolean from cv
     returning id, created_at, status),
   event as (
     insert into application_events (application_id, status) select id, 'SENT' from application
     returning at),
   ${recordAttemptQuery('$2', '$13::uuid')},
   mailee as (select email, first_name, locale from users where id = $2)`;
const WRITTEN_COLUMNS =
  'application.created_at, application.status, event.at, mailee.email, mailee.first_name, mailee.locale';
const FROM_WRITTEN = 'from application cross join event left join mailee on true';

type Written = {
  created_at: Date;
  status: ApplicationStatus;
  at: Date;
  email: string | null;
  first_name: string;
  locale: string;
};

/** The statement's parameters but the path's: $6 (the CV, or the id of its new document) and $7 (the cover letter). */
type ApplicationParams = (cvId: string | undefined, coverLetterId: string | null) => unknown[];

/** Runs an application's statement; a unique index's refusal is ALREADY_APPLIED. */
async function writeApplication<T>(q: Queryable, sql: string, params: unknown[]): Promise<(T & Written) | undefined> {
  try {
    // Fixed texts, each row found by key: planned once per connection.
    const [written] = await q.query<T & Written>(sql, params, { prepared: true });
    return written;
  } catch (error) {
    // The application's (user, job) index, or the attempt's key: submit-application looks for the
    // attempt's winner before answering ALREADY_APPLIED.
    throw isUniqueViolation(error) ? new ApiError(409, 'ALREADY_APPLIED') : error;
  }
}

/**
 * An application with an uploaded CV and no other document, the common case, in one statement (no
 * transaction: a statement is atomic, and locks like the transaction did): the candidate's live CV
 * with the same bytes, locked, or else the file claimed and its document inserted, then the
 * application. With neither (the file no longer pending) nothing is written.
 */
async function writeWithUploadedCv(q: Queryable, params: ApplicationParams, file: PendingFile) {
  const written = await writeApplication<{ claimed: boolean } & Record<`cv_${keyof DocumentRow}`, unknown>>(
    q,
    `with same as (${sameCvQuery('$2', '$15::text')}),
       ${claimPendingQuery('$14::text', 'not exists (select 1 from same)')},
       inserted as (
         insert into documents (id, user_id, type, file_name, storage_key, size, sha256)
         select $6::uuid, $2::uuid, 'CV', $16::text, key, $17::int, $15::text from claimed
         returning ${DOCUMENT_COLUMNS}),
       cv as (select * from same union all select * from inserted),
       ${APPLICATION_QUERIES}
     select ${WRITTEN_COLUMNS}, exists (select 1 from claimed) as claimed,
            cv.id as cv_id, cv.type as cv_type, cv.file_name as cv_file_name, cv.size as cv_size,
            cv.created_at as cv_created_at
       ${FROM_WRITTEN} cross join cv`,
    [...params(randomUUID(), null), file.key, file.sha256, file.fileName, file.size],
  );
  if (!written) throw noLongerPending(file.key);
  file.claimed = written.claimed;
  const cv = {
    id: written.cv_id,
    type: written.cv_type,
    file_name: written.cv_file_name,
    size: written.cv_size,
    created_at: written.cv_created_at,
  } as DocumentRow;
  return { written, cv, coverLetter: undefined as DocumentRow | undefined };
}

/** Any other application: the documents it names locked, those it uploads inserted, then the application. */
function writeInTransaction(
  db: Db,
  params: ApplicationParams,
  userId: string,
  request: ApplyRequest,
  named: NamedDocument[],
) {
  const { fields, cvFile, coverLetterFile } = request;
  return db.transaction(async (tx) => {
    const own = await lockOwnDocuments(tx, userId, named);
    const cv = cvFile ? await insertDocument(tx, userId, 'CV', cvFile) : own.get(fields.cvDocumentId ?? '');
    const coverLetter = coverLetterFile
      ? await insertDocument(tx, userId, 'COVER_LETTER', coverLetterFile)
      : own.get(fields.coverLetterDocumentId ?? '');
    const statement = `with cv as (select $6::uuid as id), ${APPLICATION_QUERIES} select ${WRITTEN_COLUMNS} ${FROM_WRITTEN}`;
    const written = await writeApplication(tx, statement, params(cv?.id, coverLetter?.id ?? null));
    // Rolls the transaction back: a CV is required (readApplyForm), and the statement answers its row.
    if (!written || !cv) throw new Error('application was not written');
    return { written, cv, coverLetter };
  });
}

/**
 * Writes the uploaded documents, the application, its first event (SENT) and the attempt that made
 * it, atomically, and answers the application as written, so the answer needs no read after the
 * commit. The unique indexes settle a race between two submissions: the second gets
 * ALREADY_APPLIED (or, as a repeat of the same attempt, the first one's answer: submit-application).
 * Answers too whom the confirmation mail goes to (none for an account gone meanwhile).
 */
export async function insertApplication(
  db: Db,
  attempt: ApplyAttempt,
  target: ApplyTarget,
  request: ApplyRequest,
  answers: { values: Answers; files: Record<string, string>; knockOuts: string[] },
): Promise<{ application: ApplicationRow; mailee?: Mailee }> {
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
  const id = randomUUID();
  const consents = { version: CONSENT_VERSION, acceptedAt: new Date().toISOString(), accepted: CONSENTS };
  const params: ApplicationParams = (cvId, coverLetterId) => [
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
    attempt.key,
  ];
  const { written, cv, coverLetter } = await (cvFile && !coverLetterFile && named.length === 0
    ? writeWithUploadedCv(db, params, cvFile)
    : writeInTransaction(db, params, userId, request, named)
  ).catch((error: unknown) => {
    // Rolled back: the claims went with it (submit-application may still answer an earlier call's application).
    for (const file of [cvFile, coverLetterFile]) if (file) file.claimed = false;
    throw error;
  });
  const mailee = written.email
    ? { email: written.email, firstName: written.first_name, locale: written.locale }
    : undefined;
  const application: ApplicationRow = {
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
  return { application, mailee };
}
