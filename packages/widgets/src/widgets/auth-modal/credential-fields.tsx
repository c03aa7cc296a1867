import { useTranslation } from '../../runtime/translation';
import { TextField, type TextFieldProps } from '../form-fields/text-field';

type CredentialFieldProps = Pick<TextFieldProps, 'id' | 'value' | 'onChange' | 'error'>;

/** The email field every auth form starts with. */
export function EmailField(props: CredentialFieldProps) {
  const { t } = useTranslation();
  return <TextField label={t('auth.email')} type="email" autoComplete="email" inputMode="email" required {...props} />;
}

/** A new password and its confirmation (sign-up and reset), the pair `pwd_not_similar` compares. */
export function NewPasswordFields({
  idPrefix,
  password,
  confirmation,
}: {
  idPrefix: string;
  password: Omit<CredentialFieldProps, 'id'>;
  confirmation: Omit<CredentialFieldProps, 'id'>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        required
        {...password}
      />
      <TextField
        id={`${idPrefix}-confirm`}
        label={t('auth.confirm_password')}
        type="password"
        autoComplete="new-password"
        required
        {...confirmation}
      />
    </>
  );
}
