import type { HTMLInputTypeAttribute } from 'react';
import { controlAria, Field } from './field';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  type?: HTMLInputTypeAttribute;
  required?: boolean;
  error?: string | null;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  min?: number;
  max?: number;
}

/** A one-line input (text, email, password, tel, number, date) with its label and error. */
export function TextField({ id, label, value, onChange, type = 'text', required, error, ...rest }: TextFieldProps) {
  return (
    <Field id={id} label={label} required={required} error={error}>
      <input
        className="bj-input"
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...controlAria(id, error, required)}
        {...rest}
      />
    </Field>
  );
}
