import { failureMessage } from '@baobab/client';
import {
  type BaobabDocument,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_UPLOAD_ID_FIELDS,
  type DocumentType,
  type Question,
} from '@baobab/core';
import { useState } from 'react';
import { useRuntime } from '../../runtime/context';
import { useTranslation } from '../../runtime/translation';
import { withFinishedUploads } from '../upload/file-uploads';
import { controlAria, Field, FieldGroup } from './field';
import { isAcceptablePdf } from './pdf-file';
import { PdfInput } from './pdf-input';

/**
 * Core has two document types; a file asked by a recruiter is filed with the cover letters so it
 * never shows up among the candidate's CVs.
 */
const UPLOAD_TYPE: DocumentType = 'COVER_LETTER';

export interface FileQuestionProps {
  id: string;
  question: Question;
  /** The id of the chosen document, '' when none. */
  value: string;
  onChange(value: string): void;
  error?: string | null;
  /** The candidate's documents to choose from. */
  documents: readonly BaobabDocument[];
  onUploaded(document: BaobabDocument): void;
}

/**
 * `inputFile`: one of the candidate's documents, or a PDF uploaded now (resumably, as soon as it is
 * chosen, then saved as a document: the answer is its id).
 */
export function FileQuestion({ id, question, value, onChange, error, documents, onUploaded }: FileQuestionProps) {
  const { t } = useTranslation();
  const { client } = useRuntime();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const savedId = `${id}-saved`;

  async function upload(file: File | null) {
    setUploadError(null);
    if (!file) return;
    if (!isAcceptablePdf(file, DOCUMENT_MAX_BYTES[UPLOAD_TYPE])) {
      setUploadError(t('errors.file_upload'));
      return;
    }
    const form = new FormData();
    form.append('type', UPLOAD_TYPE);
    form.append('file', file);
    setUploading(true);
    try {
      const document = await client.account.uploadDocument(await withFinishedUploads(form, DOCUMENT_UPLOAD_ID_FIELDS));
      onUploaded(document);
      onChange(document.id);
    } catch (failure) {
      setUploadError(failureMessage(failure, t));
    } finally {
      setUploading(false);
    }
  }

  return (
    <FieldGroup id={id} label={question.label} required={question.required} error={error}>
      <Field id={savedId} label={t('apply.file_question_saved')}>
        <select
          className="bj-select"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...controlAria(savedId, null, question.required)}
        >
          <option value="">{t('apply.choose_option')}</option>
          {documents.map((document) => (
            <option key={document.id} value={document.id}>
              {document.fileName}
            </option>
          ))}
        </select>
      </Field>
      <PdfInput
        id={`${id}-upload`}
        label={t('apply.file_question_upload')}
        upload={UPLOAD_TYPE}
        onFile={upload}
        error={uploadError}
      />
      {uploading && (
        <p className="bj-muted" role="status">
          {t('apply.uploading')}
        </p>
      )}
    </FieldGroup>
  );
}
