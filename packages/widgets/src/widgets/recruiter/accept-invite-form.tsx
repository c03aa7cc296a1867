import { acceptInviteBodySchema } from '@baobab/core';
import { useTranslation } from '../../runtime/translation';
import { FormHeader, SubmitButton } from '../auth-modal/form-chrome';
import { useAuthForm } from '../auth-modal/use-auth-form';
import { CaptchaField } from '../captcha/captcha-field';
import { schemaErrors } from '../form-fields/field-errors';
import { TextField } from '../form-fields/text-field';
import { useRecruiterClient } from './recruiter-context';

/**
 * The mailed invitation's page: a name and a password (the board's password rules, checked by
 * core's schema here and by the server's common and personal checks), then the space opens.
 */
export function AcceptInviteForm({ token, onAccepted }: { token: string; onAccepted(): void }) {
  const { t } = useTranslation();
  const recruiter = useRecruiterClient();
  const form = useAuthForm({
    initial: { firstName: '', lastName: '', password: '' },
    check: (values) => schemaErrors(acceptInviteBodySchema, { ...values, token }, t),
    async submit(values, captcha) {
      await recruiter.acceptInvite({ ...values, token, captcha });
      onAccepted();
    },
  });
  return (
    <section className="bj-card bj-recruiter-gate" aria-labelledby="bj-recruiter-invite">
      <h1 id="bj-recruiter-invite">{t('recruiter.invite_title')}</h1>
      <p className="bj-muted">{t('recruiter.invite_intro')}</p>
      <form ref={form.formRef} onSubmit={form.onSubmit} noValidate>
        <FormHeader serverError={form.serverError} />
        <TextField
          id="bj-recruiter-first-name"
          label={t('recruiter.first_name')}
          autoComplete="given-name"
          required
          {...form.field('firstName')}
        />
        <TextField
          id="bj-recruiter-last-name"
          label={t('recruiter.last_name')}
          autoComplete="family-name"
          required
          {...form.field('lastName')}
        />
        <TextField
          id="bj-recruiter-new-password"
          label={t('recruiter.password')}
          type="password"
          autoComplete="new-password"
          required
          {...form.field('password')}
        />
        <CaptchaField key={form.captchaKey} id="bj-recruiter-invite-captcha" {...form.captcha} />
        <SubmitButton pending={form.pending}>{t('recruiter.accept')}</SubmitButton>
      </form>
    </section>
  );
}
