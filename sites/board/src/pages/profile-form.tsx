import { failureMessage } from '@baobab/client';
import { COUNTRIES, LOCALES, type Profile } from '@baobab/core';
import { LoadStatus, useLoad } from '@baobab/widgets';
import { type FormEvent, useState } from 'react';
import { useSiteT } from '../i18n/site-i18n';
import { useLocale, useSite } from '../layout/site-context';
import { useSession } from '../session/use-session';

type Notice = { ok: boolean; text: string } | null;

/**
 * "My profile": the candidate's details, read and saved through the profile calls. A load that
 * fails (the network dropped) says so with a retry; a save that fails keeps what was typed, and
 * the same button sends it again.
 */
export function ProfileForm() {
  const locale = useLocale();
  const t = useSiteT(locale);
  const { app } = useSite();
  // Asked again once a session arrives (the login asked for on this page).
  const [loaded, retry] = useLoad(useSession()?.user.id ?? '', () => app.client.account.profile());
  const [saved, setSaved] = useState<Profile | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  if (loaded.status !== 'done') return <LoadStatus state={loaded} retry={retry} />;
  const profile = saved ?? loaded.data;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    try {
      const saved = await app.client.account.updateProfile({
        firstName: text('firstName'),
        lastName: text('lastName'),
        phone: text('phone') || null,
        headline: text('headline'),
        city: text('city'),
        countryCode: (text('countryCode') || null) as Profile['countryCode'],
        locale: text('locale') as Profile['locale'],
      });
      setSaved(saved);
      setNotice({ ok: true, text: t('success.information_saved') });
    } catch (error) {
      setNotice({ ok: false, text: failureMessage(error, t, 'SUBMISSION_FAILED') });
    }
  };

  const input = (name: keyof Profile, label: string, type = 'text', required = false) => (
    <div className="bj-field">
      <label className="bj-label" htmlFor={`profile-${name}`}>
        {label}
        {required && <span className="bj-required">*</span>}
      </label>
      <input
        className="bj-input"
        id={`profile-${name}`}
        name={name}
        type={type}
        required={required}
        defaultValue={String(profile[name] ?? '')}
      />
    </div>
  );

  return (
    <form className="bj-profile-form" onSubmit={onSubmit}>
      {input('firstName', t('site.profile.first_name'), 'text', true)}
      {input('lastName', t('site.profile.last_name'), 'text', true)}
      {input('phone', t('site.profile.phone'), 'tel')}
      {input('headline', t('profile.headline'))}
      {input('city', t('profile.city'))}
      <div className="bj-field">
        <label className="bj-label" htmlFor="profile-countryCode">
          {t('profile.country')}
        </label>
        <select
          className="bj-select"
          id="profile-countryCode"
          name="countryCode"
          defaultValue={profile.countryCode ?? ''}
        >
          <option value="">{t('apply.choose_option')}</option>
          {COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name[locale]}
            </option>
          ))}
        </select>
      </div>
      <div className="bj-field">
        <label className="bj-label" htmlFor="profile-locale">
          {t('profile.language')}
        </label>
        <select className="bj-select" id="profile-locale" name="locale" defaultValue={profile.locale}>
          {LOCALES.map((l) => (
            <option key={l} value={l}>
              {l === 'fr' ? 'Français' : 'English'}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="bj-btn bj-btn--primary">
        {t('profile.save')}
      </button>
      {/* Under the button: on a phone the form's top is out of sight when the answer comes. */}
      <div role="status" aria-live="polite">
        {notice && <p className={`bj-alert bj-alert--${notice.ok ? 'success' : 'error'}`}>{notice.text}</p>}
      </div>
    </form>
  );
}
