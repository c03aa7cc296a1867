import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordSchema } from '@baobab/core';
import type { TFunction } from 'i18next';
import { useRuntime } from '../../runtime/context';
import { useTranslation } from '../../runtime/translation';
import { CaptchaField } from '../captcha/captcha-field';
import { type FieldErrors, isBlank } from '../form-fields/field-errors';
import { NewPasswordFields } from './credential-fields';
import { FormHeader, ModeLink, SubmitButton } from './form-chrome';
import { useAuthForm } from './use-auth-form';

/** The core password rule, and the confirmation rule of sign-up (`pwd_not_similar`). */
function checkPasswords(values: { password: string; confirmPassword: string }, t: TFunction): FieldErrors {
  const errors: FieldErrors = {};
  if (isBlank(values.password)) errors.password = t('validation.required');
  else if (!passwordSchema.safeParse(values.password).success)
    errors.password = t('validation.password_length', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH });
  if (isBlank(values.confirmPassword)) errors.confirmPassword = t('validation.required');
  else if (values.confirmPassword !== values.password) errors.confirmPassword = t('errors.pwd_not_similar');
  return errors;
}

interface ResetPasswordFormProps {
  /** The single-use token of the mailed link. */
  resetToken: string | null;
  onChanged(): void;
}

export function ResetPasswordForm({ resetToken, onChanged }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const { client } = useRuntime();
  const form = useAuthForm({
    initial: { password: '', confirmPassword: '' },
    check: (values) => checkPasswords(values, t),
    async submit({ password }, captcha) {
      await client.account.resetPassword({ token: resetToken ?? '', password, type: 'reset', captcha });
      onChanged();
    },
  });

  if (!resetToken)
    return (
      <>
        <p className="bj-alert bj-alert--error" role="alert">
          {t('errors.token_invalid')}
        </p>
        <ModeLink mode="recovery">{t('auth.forgot_password')}</ModeLink>
      </>
    );
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate>
      <FormHeader serverError={form.serverError} />
      <NewPasswordFields
        idPrefix="bj-reset"
        password={form.field('password')}
        confirmation={form.field('confirmPassword')}
      />
      <CaptchaField key={form.captchaKey} id="bj-reset-captcha" {...form.captcha} />
      <SubmitButton pending={form.pending}>{t('auth.submit_reset')}</SubmitButton>
      <ModeLink mode="login">{t('auth.back_to_login')}</ModeLink>
    </form>
  );
}
