import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@baobab/core';
import { type FormEvent, useState } from 'react';
import { useSiteT } from '../i18n/site-i18n';
import { useLocale, useSite } from '../layout/site-context';
import { localePath } from '../routes/locale-path';

/**
 * "Password and sessions" on /profil: change the password (the current one given; the server
 * signs out every other session), or sign out on every device.
 */
export function AccountSecurity() {
  const locale = useLocale();
  const t = useSiteT(locale);
  const { app } = useSite();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const run = async (task: () => Promise<string | undefined>) => {
    setBusy(true);
    setNotice(null);
    try {
      const text = await task();
      if (text) setNotice({ ok: true, text });
    } catch (failure) {
      setNotice({
        ok: false,
        text: failure instanceof Error && failure.message ? failure.message : t('errors.generic'),
      });
    } finally {
      setBusy(false);
    }
  };
  const changePassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    void run(async () => {
      const { message } = await app.client.account.changePassword({
        currentPassword: String(fields.get('currentPassword') ?? ''),
        password: String(fields.get('password') ?? ''),
      });
      form.reset();
      return message;
    });
  };
  const logoutEverywhere = () =>
    run(async () => {
      await app.client.account.logoutEverywhere();
      // Every page state held the session: start again from the home page, signed out.
      window.location.assign(localePath(locale, 'index'));
      return undefined;
    });

  const field = (name: string, label: string, autoComplete: string, minLength = 1) => (
    <div className="bj-field">
      <label className="bj-label" htmlFor={`security-${name}`}>
        {label}
      </label>
      <input
        className="bj-input"
        id={`security-${name}`}
        name={name}
        type="password"
        autoComplete={autoComplete}
        minLength={minLength}
        maxLength={PASSWORD_MAX_LENGTH}
        required
      />
    </div>
  );

  return (
    <section className="bj-data-rights" aria-labelledby="security-title">
      <h2 id="security-title" className="bj-section-title">
        {t('site.profile.security_title')}
      </h2>
      <div role="status" aria-live="polite">
        {notice && <p className={`bj-alert bj-alert--${notice.ok ? 'success' : 'error'}`}>{notice.text}</p>}
      </div>
      <form className="bj-profile-form" onSubmit={changePassword}>
        {field('currentPassword', t('site.profile.current_password'), 'current-password')}
        {field('password', t('site.profile.new_password'), 'new-password', PASSWORD_MIN_LENGTH)}
        <button type="submit" className="bj-btn bj-btn--primary" disabled={busy}>
          {t('site.profile.change_password')}
        </button>
      </form>
      <div className="bj-account-sessions">
        <p className="bj-muted">{t('site.profile.logout_everywhere_text')}</p>
        <div className="bj-data-rights__actions">
          <button type="button" className="bj-btn" onClick={logoutEverywhere} disabled={busy}>
            {t('site.profile.logout_everywhere')}
          </button>
        </div>
      </div>
    </section>
  );
}
