import { createRecruiterClient, type RecruiterSession } from '@baobab/client/recruiter';
import { loadRecruiterCatalogue } from '@baobab/core';
import { useEffect, useMemo, useState } from 'react';
import { useRuntime } from '../../runtime/context';
import { styleNonceValue } from '../../runtime/style-nonce';
import { useTranslation } from '../../runtime/translation';
import { WidgetRoot } from '../../runtime/widget-root';
import { AcceptInviteForm } from './accept-invite-form';
import { RECRUITER_CSS } from './recruiter.css';
import { RecruiterContext } from './recruiter-context';
import { SignInForm } from './sign-in-form';
import { Workspace } from './workspace';

/** The invitation token of the mailed link (`?invite=`), if the page was opened with one. */
const inviteInUrl = () => (typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('invite'));

/** Takes the spent token out of the address bar, so a reload or a shared screen does not show it. */
function forgetInvite() {
  const url = new URL(location.href);
  url.searchParams.delete('invite');
  history.replaceState(history.state, '', url);
}

/**
 * `<baobab-recruiter>`: the recruiter space (docs/product.md §6). Its texts, calls and CSS load
 * with it, never with a candidate's page. Signed out: the invitation's form when the page carries
 * one, else sign-in; signed in: the company's offers and team.
 */
export function Recruiter() {
  const { t, i18n } = useTranslation();
  const { client } = useRuntime();
  const recruiter = useMemo(() => createRecruiterClient(client), [client]);
  const [session, setSession] = useState<RecruiterSession | null>(() => recruiter.session());
  const [invite, setInvite] = useState(inviteInUrl);
  const [texts, setTexts] = useState<'loading' | 'ready' | 'failed'>(() =>
    i18n.exists('recruiter.title') ? 'ready' : 'loading',
  );

  useEffect(() => {
    const unsubscribe = recruiter.subscribe(setSession);
    return () => void unsubscribe();
  }, [recruiter]);
  useEffect(() => {
    if (texts !== 'loading') return;
    const language = i18n.language === 'en' ? 'en' : 'fr';
    loadRecruiterCatalogue(language).then(
      (catalogue) => {
        i18n.addResourceBundle(language, 'translation', catalogue, true, true);
        setTexts('ready');
      },
      () => setTexts('failed'),
    );
  }, [i18n, texts]);

  return (
    <WidgetRoot name="recruiter">
      <style nonce={styleNonceValue()}>{RECRUITER_CSS}</style>
      <RecruiterContext.Provider value={recruiter}>
        {texts === 'loading' && (
          <p role="status" className="bj-muted">
            {t('common.loading')}
          </p>
        )}
        {texts === 'failed' && (
          <div className="bj-alert bj-alert--error" role="alert">
            <span>{t('errors.generic')} </span>
            <button type="button" className="bj-btn" onClick={() => setTexts('loading')}>
              {t('common.retry')}
            </button>
          </div>
        )}
        {texts === 'ready' &&
          (session ? (
            <Workspace session={session} />
          ) : invite ? (
            <AcceptInviteForm
              token={invite}
              onAccepted={() => {
                forgetInvite();
                setInvite(null);
              }}
            />
          ) : (
            <SignInForm />
          ))}
      </RecruiterContext.Provider>
    </WidgetRoot>
  );
}
