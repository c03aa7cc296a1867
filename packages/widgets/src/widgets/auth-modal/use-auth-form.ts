import type { ErrorCode } from '@baobab/core';
import { type FormEvent, useRef, useState } from 'react';
import type { SentForm } from '../../runtime/events';
import { useTranslation } from '../../runtime/translation';
import type { FieldErrors } from '../form-fields/field-errors';
import { useFocusFirstInvalid, useGuardedSubmit } from '../form-fields/use-guarded-submit';

interface AuthFormOptions<V extends Record<string, string>> {
  initial: V;
  /** Client-side checks with the core schemas: the invalid fields' messages. */
  check(values: V): FieldErrors;
  /** The call; its rejection's server message is shown above the form. */
  submit(values: V, captchaToken: string): Promise<void>;
  /** Shown when the call fails on the way or on the server (else the server's message). */
  whenServerFails?: ErrorCode;
  /** Announced to the host page when sent (`baobab:submitted`, `baobab:error`). */
  form?: SentForm;
}

/** Values and field errors of an auth form, on top of the guarded, captcha-protected submit. */
export function useAuthForm<V extends Record<string, string>>({
  initial,
  check,
  submit,
  whenServerFails,
  form: sentForm,
}: AuthFormOptions<V>) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submission = useGuardedSubmit(whenServerFails, sentForm);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submission.isBusy()) return;
    const found = check(values);
    if (!submission.token) found.captcha = t('errors.captcha_required');
    setErrors(found);
    if (Object.keys(found).length === 0) void submission.run((token) => submit(values, token));
  }

  const field = (name: keyof V & string) => ({
    value: values[name] ?? '',
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    error: errors[name],
  });

  return {
    formRef,
    onSubmit,
    field,
    pending: submission.pending,
    serverError: submission.serverError,
    /** Remounting the captcha gives a fresh challenge (after a failed call). */
    captchaKey: submission.captcha.key,
    captcha: { onChange: submission.captcha.onChange, error: errors.captcha },
  };
}
