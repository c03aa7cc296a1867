import { DOCUMENT_MAX_BYTES, DOCUMENT_MIME, type DocumentType } from '@baobab/core';
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
  required?: boolean;
  error?: string | null;
  disabled?: boolean;
}

/**
 * A PDF file input with its label and error; what is acceptable is checked by `isAcceptablePdf`.
 * With `upload`, an acceptable file starts uploading when chosen, its progress shown below.
 */
export function PdfInput({ id, label, onFile, upload, required, error, disabled }: PdfInputProps) {
  const { state, start } = useFileUpload(upload ?? 'CV');
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
