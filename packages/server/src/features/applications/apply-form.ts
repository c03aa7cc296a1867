import { APPLY_FILE_FIELDS, type ApplyFields, applyFieldsSchema, CONSENTS, DOCUMENT_MAX_BYTES } from '@baobab/core';
import { ApiError, validation } from '../../http/errors';
import { fieldErrors } from '../../http/validate';
import type { ReceivedForm } from '../../uploads/multipart-form';
import type { PendingFile } from '../../uploads/pdf-upload';

export const APPLY_FILE_LIMITS = {
  [APPLY_FILE_FIELDS.cv]: DOCUMENT_MAX_BYTES.CV,
  [APPLY_FILE_FIELDS.coverLetter]: DOCUMENT_MAX_BYTES.COVER_LETTER,
};

export interface ApplyRequest {
  fields: ApplyFields;
  /** The answers as sent; only the job's questions can tell whether they are valid. */
  answers: unknown;
  cvFile?: PendingFile;
  coverLetterFile?: PendingFile;
}

function parseAnswers(json: string | undefined): unknown {
  if (json === undefined) return {};
  try {
    return JSON.parse(json);
  } catch {
    throw validation({ answers: 'invalid JSON' });
  }
}

/**
 * Checks an apply form on its own, before anything is looked up: a CV is given (CV_REQUIRED), the
 * four consents are checked (CONSENT_REQUIRED), a captcha is present (CAPTCHA_REQUIRED), then
 * every field (VALIDATION). A CV or cover letter comes either as a file (a part, or a finished
 * resumable upload put among the files) or as a saved document.
 */
export function readApplyForm(form: ReceivedForm): ApplyRequest {
  const cvFile = form.files[APPLY_FILE_FIELDS.cv];
  const coverLetterFile = form.files[APPLY_FILE_FIELDS.coverLetter];
  if (!cvFile && form.fields.cvDocumentId === undefined) throw new ApiError(400, 'CV_REQUIRED');
  const parsed = applyFieldsSchema.safeParse(form.fields);
  if (!parsed.success) {
    const invalid = new Set(parsed.error.issues.map((issue) => issue.path[0]));
    if (CONSENTS.some((consent) => invalid.has(consent))) throw new ApiError(400, 'CONSENT_REQUIRED');
    if (invalid.has('token')) throw new ApiError(400, 'CAPTCHA_REQUIRED');
    throw validation(fieldErrors(parsed.error));
  }
  const fields = parsed.data;
  if (cvFile && fields.cvDocumentId) throw validation({ cvDocumentId: 'either a file or a saved document' });
  if (coverLetterFile && fields.coverLetterDocumentId) {
    throw validation({ coverLetterDocumentId: 'either a file or a saved document' });
  }
  return { fields, answers: parseAnswers(fields.answers), cvFile, coverLetterFile };
}
