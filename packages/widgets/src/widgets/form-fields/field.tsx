import type { ReactNode } from 'react';
import { useTranslation } from '../../runtime/translation';

export const errorIdOf = (id: string) => `${id}-error`;

/** The accessibility attributes of a form control, tying it to its error text. */
export function controlAria(id: string, error: string | null | undefined, required = false) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorIdOf(id) : undefined,
    'aria-required': required || undefined,
  } as const;
}

/** The asterisk of a mandatory field (docs/product.md §5); the control itself carries `aria-required`. */
export function RequiredMark() {
  const { t } = useTranslation();
  return (
    <span className="bj-required" aria-hidden="true">
      {t('common.required_mark')}
    </span>
  );
}

/** A control's error text; `announce` reads it out at once (an error that follows an action). */
export function FieldError({
  id,
  error,
  announce = false,
}: {
  id: string;
  error: string | null | undefined;
  announce?: boolean;
}) {
  if (!error) return null;
  return (
    <p id={errorIdOf(id)} className="bj-field-error" role={announce ? 'alert' : undefined}>
      {error}
    </p>
  );
}

interface FieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string | null;
  announce?: boolean;
  children: ReactNode;
}

/** A labelled control with its asterisk and its error text. */
export function Field({ id, label, required = false, error, announce, children }: FieldProps) {
  return (
    <div className="bj-field">
      <label className="bj-label" htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children}
      <FieldError id={id} error={error} announce={announce} />
    </div>
  );
}

/** A group of radios or checkboxes under one legend; the error belongs to the group. */
export function FieldGroup({ id, label, required = false, error, children }: FieldProps) {
  return (
    <fieldset
      id={id}
      className="bj-field bj-fieldset"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorIdOf(id) : undefined}
    >
      <legend className="bj-label">
        {label}
        {required && <RequiredMark />}
      </legend>
      {children}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
