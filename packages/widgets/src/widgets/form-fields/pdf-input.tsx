import { DOCUMENT_MIME } from '@baobab/core';
import { controlAria, Field } from './field';

interface PdfInputProps {
  id: string;
  label: string;
  onFile(file: File | null): void;
  required?: boolean;
  error?: string | null;
  disabled?: boolean;
}

/** A PDF file input with its label and error; what is acceptable is checked by `isAcceptablePdf`. */
export function PdfInput({ id, label, onFile, required, error, disabled }: PdfInputProps) {
  return (
    <Field id={id} label={label} required={required} error={error}>
      <input
        className="bj-input bj-file"
        type="file"
        accept={DOCUMENT_MIME}
        disabled={disabled}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        {...controlAria(id, error, required)}
      />
    </Field>
  );
}
