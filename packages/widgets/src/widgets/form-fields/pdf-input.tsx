import { DOCUMENT_MAX_BYTES, DOCUMENT_MIME, type DocumentType } from '@baobab/core';
import { useEffect } from 'react';
import { UploadProgress } from '../upload/upload-progress';
import { useFileUpload } from '../upload/use-file-upload';
import { controlAria, Field } from './field';
import { isAcceptablePdf } from './pdf-file';

interface PdfInputProps {
  id: string;
  label: string;
  onFile(file: File | null): void;
  /** Upload the chosen file at once, resumably, as this type (Send then names the upload). */
  upload?: DocumentType;
  /** A file the device kept from an earlier visit (the draft): its upload resumes when shown. */
  restored?: File | null;
  required?: boolean;
  error?: string | null;
  disabled?: boolean;
}

/**
 * A PDF file input with its label and error; what is acceptable is checked by `isAcceptablePdf`.
 * With `upload`, an acceptable file starts uploading when chosen, its progress shown below.
 */
export function PdfInput({ id, label, onFile, upload, restored, required, error, disabled }: PdfInputProps) {
  const { state, start } = useFileUpload(upload ?? 'CV');
  // tus finds the part already sent by the file's fingerprint: the upload goes on from there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the file the field opened with
  useEffect(() => {
    if (upload && restored && isAcceptablePdf(restored, DOCUMENT_MAX_BYTES[upload])) start(restored);
  }, []);
  return (
    <Field id={id} label={label} required={required} error={error}>
      <input
        className="bj-input bj-file"
        type="file"
        accept={DOCUMENT_MIME}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          if (upload) start(file && isAcceptablePdf(file, DOCUMENT_MAX_BYTES[upload]) ? file : null);
          onFile(file);
        }}
        {...controlAria(id, error, required)}
      />
      {state && <UploadProgress id={`${id}-progress`} state={state} />}
    </Field>
  );
}
