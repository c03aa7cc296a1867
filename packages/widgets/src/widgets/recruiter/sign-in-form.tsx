import { loginBodySchema } from '@baobab/core';
import { useTranslation } from '../../runtime/translation';
import { FormHeader, SubmitButton } from '../auth-modal/form-chrome';
import { useAuthForm } from '../auth-modal/use-auth-form';
import { CaptchaField } from '../captcha/captcha-field';
import { schemaErrors } from '../form-fields/field-errors';
import { TextField } from '../form-fields/text-field';
import { useRecruiterClient } from './recruiter-context';

/** Email, password and captcha, as the candidates' sign-in; the session is the recruiter's own. */
export function SignInForm() {
  const { t } = useTranslation();
  const recruiter = useRecruiterClient();
  const form = useAuthForm({
    initial: { email: '', password: '' },
    check: (values) => schemaErrors(loginBodySchema, values, t),
    whenServerFails: 'UNABLE_TO_CONNECT',
    submit: (values, token) => recruiter.login({ ...values, token }),
  });
  return (
    <section className="bj-card bj-recruiter-gate" aria-labelledby="bj-recruiter-sign-in">
      <h1 id="bj-recruiter-sign-in">{t('recruiter.sign_in_title')}</h1>
      <p className="bj-muted">{t('recruiter.sign_in_intro')}</p>
      <form ref={form.formRef} onSubmit={form.onSubmit} noValidate>
        <FormHeader serverError={form.serverError} />
        <TextField
          id="bj-recruiter-email"
          label={t('recruiter.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          {...form.field('email')}
        />
        <TextField
          id="bj-recruiter-password"
          label={t('recruiter.password')}
          type="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        <CaptchaField key={form.captchaKey} id="bj-recruiter-captcha" {...form.captcha} />
        <SubmitButton pending={form.pending}>{t('recruiter.sign_in')}</SubmitButton>
      </form>
      <p className="bj-muted">{t('recruiter.no_account')}</p>
    </section>
  );
}
