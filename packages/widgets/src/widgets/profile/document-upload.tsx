import { ApiRequestError } from '@baobab/client';
import {
  type BaobabDocument,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIME,
  DOCUMENT_TYPES,
  DOCUMENT_UPLOAD_ID_FIELDS,
  type DocumentType,
} from '@baobab/core';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { useRuntime } from '../../runtime/context';
import { useTranslation } from '../../runtime/translation';
import { isPhotoFile } from '../cv-builder/photo-file';
import { controlAria, Field } from '../form-fields/field';
import { isAcceptablePdf } from '../form-fields/pdf-file';
import { withFinishedUploads } from '../upload/file-uploads';
import { UploadProgress } from '../upload/upload-progress';
import { useFileUpload } from '../upload/use-file-upload';
import { uploadForm } from './document-actions';

interface DocumentUploadProps {
  onUploaded(document: BaobabDocument): void;
  /** A photo chosen as a CV: offered "Photographier mon CV" at once rather than refused. */
  onPhoto?(photo: File): void;
}

/**
 * Upload of a CV or cover letter: checked in the browser first, so a wrong file costs no request,
 * then sent at once, resumably (its progress below the field); saving names the finished upload.
 */
export function DocumentUpload({ onUploaded, onPhoto }: DocumentUploadProps) {
  const { t } = useTranslation();
  const { client } = useRuntime();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [type, setType] = useState<DocumentType>('CV');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const upload = useFileUpload(type);

  const check = (candidate: File | null, forType: DocumentType) =>
    setError(candidate && !isAcceptablePdf(candidate, DOCUMENT_MAX_BYTES[forType]) ? t('errors.file_upload') : null);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (chosen && type === 'CV' && onPhoto && isPhotoFile(chosen)) {
      event.target.value = '';
      return onPhoto(chosen);
    }
    setFile(chosen);
    check(chosen, type);
    upload.start(chosen && isAcceptablePdf(chosen, DOCUMENT_MAX_BYTES[type]) ? chosen : null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError(t('validation.required'));
    if (!isAcceptablePdf(file, DOCUMENT_MAX_BYTES[type])) return setError(t('errors.file_upload'));
    setSending(true);
    try {
      const form = await withFinishedUploads(uploadForm(file, type), DOCUMENT_UPLOAD_ID_FIELDS);
      onUploaded(await client.account.uploadDocument(form));
      setFile(null);
      upload.start(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : t('errors.generic'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="bj-card bj-cp-upload" onSubmit={onSubmit} noValidate>
      <Field id={`${id}-type`} label={t('company_page.documents.type')}>
        <select
          id={`${id}-type`}
          className="bj-select"
          value={type}
          onChange={(event) => {
            const chosen = event.target.value as DocumentType;
            setType(chosen);
            check(file, chosen);
          }}
        >
          {DOCUMENT_TYPES.map((option) => (
            <option key={option} value={option}>
              {t(`profile.document_types.${option}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-file`} label={t('company_page.documents.file')} required error={error} announce>
        <input
          ref={fileInput}
          {...controlAria(`${id}-file`, error)}
          className="bj-input bj-file"
          type="file"
          accept={DOCUMENT_MIME}
          required
          onChange={onFile}
        />
        {upload.state && <UploadProgress id={`${id}-progress`} state={upload.state} />}
      </Field>
      <button type="submit" className="bj-btn bj-btn--primary" disabled={sending}>
        {sending ? t('company_page.documents.uploading') : t('profile.upload')}
      </button>
    </form>
  );
}
