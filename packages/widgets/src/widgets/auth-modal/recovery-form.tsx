import { forgotPasswordBodySchema } from '@baobab/core';
import { useState } from 'react';
import { useRuntime } from '../../runtime/context';
import { useTranslation } from '../../runtime/translation';
import { CaptchaField } from '../captcha/captcha-field';
import { schemaErrors } from '../form-fields/field-errors';
import { EmailField } from './credential-fields';
import { FormHeader, ModeLink, SubmitButton } from './form-chrome';
import { useAuthForm } from './use-auth-form';

/** Asks for a reset link; the answer is the same whether the email has an account or not. */
export function RecoveryForm() {
  const { t } = useTranslation();
  const { client } = useRuntime();
  const [sent, setSent] = useState(false);
  const form = useAuthForm({
    initial: { email: '' },
    check: (values) => schemaErrors(forgotPasswordBodySchema, values, t),
    async submit(values, token) {
      await client.account.forgotPassword({ ...values, token });
      setSent(true);
    },
  });

  if (sent)
    return (
      <>
        <p className="bj-alert bj-alert--success" role="status">
          {t('success.recovery_email_sent')}
        </p>
        <ModeLink mode="login">{t('auth.back_to_login')}</ModeLink>
      </>
    );
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate>
      <FormHeader serverError={form.serverError} />
      <EmailField id="bj-recovery-email" {...form.field('email')} />
      <CaptchaField key={form.captchaKey} id="bj-recovery-captcha" {...form.captcha} />
      <SubmitButton pending={form.pending}>{t('auth.submit_recovery')}</SubmitButton>
      <ModeLink mode="login">{t('auth.back_to_login')}</ModeLink>
    </form>
  );
}
