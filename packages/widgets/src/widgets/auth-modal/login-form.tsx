import { loginBodySchema } from '@baobab/core';
import { useState } from 'react';
import { useRuntime } from '../../runtime/context';
import { useTranslation } from '../../runtime/translation';
import { CaptchaField } from '../captcha/captcha-field';
import { schemaErrors } from '../form-fields/field-errors';
import { TextField } from '../form-fields/text-field';
import { EmailField } from './credential-fields';
import { FormHeader, ModeLink, SubmitButton } from './form-chrome';
import { useAuthForm } from './use-auth-form';

/**
 * Email, password and captcha; on success the client stores the session and `onSignedIn` runs.
 * `notice` (the password just changed) gives way to whatever the first attempt answers, so it
 * never stands beside 'Incorrect email or password'.
 */
export function LoginForm({ onSignedIn, notice }: { onSignedIn(): void; notice?: string | null }) {
  const { t } = useTranslation();
  const { client, emit } = useRuntime();
  const [attempted, setAttempted] = useState(false);
  const form = useAuthForm({
    initial: { email: '', password: '' },
    check: (values) => schemaErrors(loginBodySchema, values, t),
    whenServerFails: 'UNABLE_TO_CONNECT',
    async submit(values, token) {
      setAttempted(true);
      const user = await client.account.login({ ...values, token });
      emit('baobab:login', { user });
      onSignedIn();
    },
  });

  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate>
      {notice && !attempted && (
        <p className="bj-alert bj-alert--success" role="status">
          {notice}
        </p>
      )}
      <FormHeader serverError={form.serverError} />
      <EmailField id="bj-login-email" {...form.field('email')} />
      <TextField
        id="bj-login-password"
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      <CaptchaField key={form.captchaKey} id="bj-login-captcha" {...form.captcha} />
      <SubmitButton pending={form.pending}>{t('auth.submit_login')}</SubmitButton>
      <ModeLink mode="recovery">{t('auth.forgot_password')}</ModeLink>
      <ModeLink mode="signup" lead={t('auth.no_account')}>
        {t('nav.signup')}
      </ModeLink>
    </form>
  );
}
