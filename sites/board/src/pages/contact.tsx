import { failureMessage } from '@baobab/client';
import { CaptchaField } from '@baobab/widgets';
import { type FormEvent, useState } from 'react';
import { pageTexts } from '../i18n/page-texts';
import { useSiteT } from '../i18n/site-i18n';
import { useSite } from '../layout/site-context';
import { Seo } from '../seo/seo';
import { usePageData } from './use-page-data';

const FIELDS = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'subject', type: 'text', autoComplete: 'off' },
] as const;

const TEXTS = pageTexts({
  fr: {
    intro: 'Une question sur une offre, votre compte ou un partenariat ? Écrivez-nous, nous répondons sous 48 h.',
  },
  en: {
    intro: 'A question about an offer, your account or a partnership? Write to us, we answer within 48 hours.',
  },
});

type Status = { kind: 'idle' | 'sending' | 'sent' } | { kind: 'error'; message: string };

/** The contact form (docs/product.md §1) with the security challenge; the server's message on failure. */
export function Component() {
  const { locale } = usePageData();
  const t = useSiteT(locale);
  const text = TEXTS[locale];
  const { app } = useSite();
  const [token, setToken] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return setStatus({ kind: 'error', message: t('errors.captcha_required') });
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '');
    setStatus({ kind: 'sending' });
    try {
      await app.client.catalogue.contact({
        name: field('name'),
        email: field('email'),
        subject: field('subject'),
        message: field('message'),
        token,
      });
      setStatus({ kind: 'sent' });
    } catch (error) {
      setStatus({ kind: 'error', message: failureMessage(error, t, 'SUBMISSION_FAILED') });
      // A solution is accepted once: a new challenge for the next try.
      setToken(null);
      setAttempt((n) => n + 1);
    }
  };

  return (
    <section className="bj-site-section bj-prose">
      <Seo title={t('contact.title')} description={text.intro} />
      <h1>{t('contact.title')}</h1>
      <p>{text.intro}</p>
      <div role="status" aria-live="polite">
        {status.kind === 'sent' && <p className="bj-alert bj-alert--success">{t('success.contact_sent')}</p>}
        {status.kind === 'error' && <p className="bj-alert bj-alert--error">{status.message}</p>}
      </div>
      {status.kind !== 'sent' && (
        <form className="bj-contact-form" onSubmit={onSubmit}>
          <p className="bj-muted">{t('apply.required_hint')}</p>
          {FIELDS.map((f) => (
            <div className="bj-field" key={f.name}>
              <label className="bj-label" htmlFor={`contact-${f.name}`}>
                {t(f.name === 'email' ? 'auth.email' : `contact.${f.name}`)}
                <span className="bj-required">*</span>
              </label>
              <input
                className="bj-input"
                id={`contact-${f.name}`}
                name={f.name}
                type={f.type}
                autoComplete={f.autoComplete}
                required
              />
            </div>
          ))}
          <div className="bj-field">
            <label className="bj-label" htmlFor="contact-message">
              {t('contact.message')}
              <span className="bj-required">*</span>
            </label>
            <textarea className="bj-textarea" id="contact-message" name="message" required minLength={10} />
          </div>
          <CaptchaField key={attempt} id="contact-captcha" onChange={setToken} />
          <button className="bj-btn bj-btn--primary" type="submit" disabled={status.kind === 'sending'}>
            {status.kind === 'sending' ? t('apply.sending') : t('contact.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
