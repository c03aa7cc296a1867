import { signupFormSchema } from '@baobab/core';
import { useRuntime } from '../../runtime/context';
import { useTranslation } from '../../runtime/translation';
import { useBoardAddress } from '../../ui/use-board-address';
import { CaptchaField } from '../captcha/captcha-field';
import { schemaErrors } from '../form-fields/field-errors';
import { TextField } from '../form-fields/text-field';
import { EmailField, NewPasswordFields } from './credential-fields';
import { FormHeader, ModeLink, SubmitButton } from './form-chrome';
import { useAuthForm } from './use-auth-form';

const MESSAGE_KEYS = { password: 'validation.password_length', phone: 'validation.phone' };

/**
 * The sign-up fields of docs/product.md §3; a confirmation that differs answers `pwd_not_similar`.
 * On a partner's page it says the account is a Baobab Jobs one.
 */
export function SignupForm({ onSignedIn }: { onSignedIn(): void }) {
  const { t } = useTranslation();
  const { client, emit } = useRuntime();
  // On a partner's page the account made here is the board's, valid on every partner site.
  const partner = useBoardAddress()?.partner;
  const form = useAuthForm({
    initial: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', phone: '' },
    check: (values) => schemaErrors(signupFormSchema, values, t, MESSAGE_KEYS),
    whenServerFails: 'UNABLE_TO_REGISTER',
    form: 'signup',
    async submit({ confirmPassword: _confirmed, phone, ...values }, token) {
      const user = await client.account.register({ ...values, phone: phone.trim() || undefined, token });
      emit('baobab:login', { user });
      onSignedIn();
    },
  });

  return (
    <form ref={form.formRef} onSubmit={form.onSubmit} noValidate>
      <FormHeader serverError={form.serverError} />
      {partner && <p className="bj-muted bj-form-hint">{t('auth.board_account')}</p>}
      <TextField
        id="bj-signup-first-name"
        label={t('auth.first_name')}
        autoComplete="given-name"
        required
        {...form.field('firstName')}
      />
      <TextField
        id="bj-signup-last-name"
        label={t('auth.last_name')}
        autoComplete="family-name"
        required
        {...form.field('lastName')}
      />
      <EmailField id="bj-signup-email" {...form.field('email')} />
      <NewPasswordFields
        idPrefix="bj-signup"
        password={form.field('password')}
        confirmation={form.field('confirmPassword')}
      />
      <TextField
        id="bj-signup-phone"
        label={t('auth.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        {...form.field('phone')}
      />
      <CaptchaField key={form.captchaKey} id="bj-signup-captcha" {...form.captcha} />
      <SubmitButton pending={form.pending}>{t('auth.submit_signup')}</SubmitButton>
      <ModeLink mode="login" lead={t('auth.have_account')}>
        {t('nav.login')}
      </ModeLink>
    </form>
  );
}
