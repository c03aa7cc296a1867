import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../runtime/translation';
import { WidgetRoot } from '../../runtime/widget-root';
import { useSubscription } from './use-subscription';

/**
 * `<baobab-newsletter>`: one email field. Success replaces the form with the message; an error
 * shows its message above the form, which stays for another try. Both are announced politely.
 */
export function Newsletter() {
  const { t } = useTranslation();
  const { state, subscribe } = useSubscription();
  const [email, setEmail] = useState('');
  const id = useId();
  const loading = state === 'loading';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void subscribe(email);
  };

  return (
    <WidgetRoot name="newsletter">
      <section className="bj-newsletter" aria-labelledby={`${id}-title`}>
        <h2 className="bj-newsletter__title" id={`${id}-title`}>
          {t('footer.newsletter_title')}
        </h2>
        <div className="bj-newsletter__status" role="status" aria-live="polite">
          {state === 'success' && <p className="bj-alert bj-alert--success">{t('success.newsletter_confirm_sent')}</p>}
          {state === 'error' && <p className="bj-alert bj-alert--error">{t('errors.newsletter_failed')}</p>}
        </div>
        {state !== 'success' && (
          <form className="bj-newsletter__form" onSubmit={onSubmit} aria-busy={loading} part="form">
            <div className="bj-field">
              <label className="bj-label" htmlFor={`${id}-email`}>
                {t('footer.newsletter_placeholder')}
              </label>
              <input
                className="bj-input"
                id={`${id}-email`}
                name="email"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                part="input"
              />
            </div>
            <button className="bj-btn bj-btn--primary" type="submit" aria-disabled={loading} part="button">
              {loading && <span className="bj-spinner" aria-hidden="true" />}
              {loading ? t('common.loading') : t('footer.newsletter_submit')}
            </button>
          </form>
        )}
      </section>
    </WidgetRoot>
  );
}
