import type { AuthModalMode } from '@baobab/core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../runtime/translation';
import { usePageActions, usePageState } from '../../ui/use-page-state';
import { LoginForm } from './login-form';
import { ModalFrame } from './modal-frame';
import { RecoveryForm } from './recovery-form';
import { ResetPasswordForm } from './reset-password-form';
import { SignupForm } from './signup-form';

const TITLES: Record<Exclude<AuthModalMode, 'none'>, string> = {
  login: 'auth.login_title',
  signup: 'auth.signup_title',
  recovery: 'auth.recovery_title',
  'reset-password': 'auth.reset_title',
};

/**
 * The auth modal of the page store's current mode, without a widget root of its own: the
 * `baobab-auth-modal` widget renders it in its root, `baobab-job-detail` in its own when the page
 * has no auth-modal widget.
 */
export function AuthDialog() {
  const { t } = useTranslation();
  const mode = usePageState((state) => state.authMode);
  const resetToken = usePageState((state) => state.resetToken);
  const { openAuth, closeAuth } = usePageActions();
  const [notice, setNotice] = useState<string | null>(null);
  const titleId = useId();

  // A success notice (password changed) belongs to the login form that follows it only.
  useEffect(() => {
    if (mode !== 'login') setNotice(null);
  }, [mode]);

  if (mode === 'none') return null;
  return (
    <ModalFrame widget="auth-modal" titleId={titleId} onClose={closeAuth}>
      <h2 id={titleId} className="bj-modal-title">
        {t(TITLES[mode])}
      </h2>
      {mode === 'login' && <LoginForm onSignedIn={closeAuth} notice={notice} />}
      {mode === 'signup' && <SignupForm onSignedIn={closeAuth} />}
      {mode === 'recovery' && <RecoveryForm />}
      {mode === 'reset-password' && (
        <ResetPasswordForm
          resetToken={resetToken}
          onChanged={() => {
            openAuth('login');
            setNotice(t('success.password_changed'));
          }}
        />
      )}
    </ModalFrame>
  );
}
