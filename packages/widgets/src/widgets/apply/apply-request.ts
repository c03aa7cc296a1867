import { APPLY_FILE_FIELDS, applyFieldsSchema, CONSENTS, type Consent, DOCUMENT_MAX_BYTES } from '@baobab/core';
import type { TFunction } from 'i18next';
import { type AnswerValues, checkAnswers } from '../form-fields/answers';
import { type FieldErrors, fieldErrors } from '../form-fields/field-errors';
import { isAcceptablePdf } from '../form-fields/pdf-file';
import { type ApplyTarget, targetField, targetQuestions } from './apply-target';

/** Everything the apply form holds. The CV is a saved document or a file, by `cvSource`. */
export interface ApplyDraft {
  cvSource: 'saved' | 'upload';
  cvDocumentId: string;
  cvFile: File | null;
  coverLetter: File | null;
  motivation: string;
  answers: AnswerValues;
  consents: Record<Consent, boolean>;
}

/** The text fields of a checked application, captcha token included: what a queued send keeps. */
export type ApplyFields = Record<string, string>;

export type ApplyCheck =
  | { ok: true; fields: ApplyFields }
  | { ok: false; errors: FieldErrors; answerErrors: FieldErrors };

function fileErrors(draft: ApplyDraft, t: TFunction): FieldErrors {
  const errors: FieldErrors = {};
  const cv = draft.cvSource === 'upload' ? draft.cvFile : null;
  if (draft.cvSource === 'saved' ? !draft.cvDocumentId : !cv) errors.cv = t('errors.cv_required');
  else if (cv && !isAcceptablePdf(cv, DOCUMENT_MAX_BYTES.CV)) errors.cv = t('errors.file_upload');
  if (draft.coverLetter && !isAcceptablePdf(draft.coverLetter, DOCUMENT_MAX_BYTES.COVER_LETTER))
    errors.coverLetter = t('errors.file_upload');
  for (const consent of CONSENTS) if (!draft.consents[consent]) errors[consent] = t('errors.consent_required');
  return errors;
}

/**
 * Checks an application in the order the server does (CV, files, consents, captcha, fields, the
 * job's answers with `answersSchemaFor`) and answers the text fields of the apply call, to an
 * offer or spontaneous (`applyForm` adds the files). Nothing is sent when any check fails.
 */
export function checkApply(
  target: ApplyTarget,
  draft: ApplyDraft,
  captchaToken: string | null,
  t: TFunction,
): ApplyCheck {
  const errors = fileErrors(draft, t);
  if (!captchaToken) errors.captcha = t('errors.captcha_required');
  const answers = checkAnswers(targetQuestions(target), draft.answers, t);

  const fields: ApplyFields = {
    ...targetField(target),
    answers: JSON.stringify(answers.ok ? answers.answers : {}),
    token: captchaToken ?? '',
    ...Object.fromEntries(CONSENTS.map((consent) => [consent, String(draft.consents[consent])])),
  };
  if (draft.cvSource === 'saved' && draft.cvDocumentId) fields.cvDocumentId = draft.cvDocumentId;
  if (draft.motivation.trim()) fields.motivation = draft.motivation.trim();
  const parsed = applyFieldsSchema.safeParse(fields);
  const invalid = parsed.success ? {} : fieldErrors(parsed.error.issues, fields, t);
  const allErrors = { ...invalid, ...errors };

  if (!answers.ok || Object.keys(allErrors).length > 0)
    return { ok: false, errors: allErrors, answerErrors: answers.ok ? {} : answers.errors };
  return { ok: true, fields };
}

/** The files of the apply call: what the draft holds, sent with the call. */
function appendFiles(form: FormData, draft: Pick<ApplyDraft, 'cvSource' | 'cvFile' | 'coverLetter'>) {
  if (draft.cvSource === 'upload' && draft.cvFile) form.append(APPLY_FILE_FIELDS.cv, draft.cvFile);
  if (draft.coverLetter) form.append(APPLY_FILE_FIELDS.coverLetter, draft.coverLetter);
}

/** The multipart body of the apply call: checked fields (or a queued send's) and the draft's files. */
export function applyForm(fields: ApplyFields, draft: Pick<ApplyDraft, 'cvSource' | 'cvFile' | 'coverLetter'>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  appendFiles(form, draft);
  return form;
}
