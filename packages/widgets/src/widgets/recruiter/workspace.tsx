import type { RecruiterSession } from '@baobab/client/recruiter';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InboxPanel } from './inbox/inbox-panel';
import { OfferEditor } from './offer-editor';
import { OfferList } from './offer-list';
import { useRecruiterClient } from './recruiter-context';
import { TeamPanel } from './team-panel';

type View = { kind: 'offers' } | { kind: 'team' } | { kind: 'editor'; id: string } | { kind: 'inbox' };

/** The signed-in space: who and which company, the offers and the team, one offer's editor. */
export function Workspace({ session }: { session: RecruiterSession }) {
  const { t } = useTranslation();
  const recruiter = useRecruiterClient();
  const [view, setView] = useState<View>({ kind: 'offers' });
  const [notice, setNotice] = useState('');
  const { recruiter: me, company } = session;
  const tabs = [
    { kind: 'offers', label: t('recruiter.tab_offers') },
    { kind: 'team', label: t('recruiter.tab_team') },
    { kind: 'inbox', label: t('recruiter.tab_inbox') },
  ] as const;

  return (
    <>
      <header className="bj-recruiter-bar">
        <div>
          <h1>{company.name}</h1>
          <p className="bj-muted">{`${me.firstName} ${me.lastName} · ${t('recruiter.title')}`}</p>
        </div>
        <button type="button" className="bj-btn" onClick={() => void recruiter.logout()}>
          {t('recruiter.sign_out')}
        </button>
      </header>
      <p className="bj-recruiter-notice" role="status" aria-live="polite">
        {notice}
      </p>
      {view.kind === 'editor' ? (
        <OfferEditor
          id={view.id}
          company={company.name}
          onDone={(message) => {
            setNotice(message ?? '');
            setView({ kind: 'offers' });
          }}
        />
      ) : (
        <>
          <nav className="bj-recruiter-tabs" aria-label={t('recruiter.tabs_label')}>
            {tabs.map((tab) => (
              <button
                key={tab.kind}
                type="button"
                className="bj-btn"
                aria-current={view.kind === tab.kind ? 'page' : undefined}
                onClick={() => {
                  setNotice('');
                  setView({ kind: tab.kind });
                }}
              >
                {tab.label}
              </button>
            ))}
          </nav>
          {view.kind === 'offers' ? (
            <OfferList onOpen={(id) => setView({ kind: 'editor', id })} notify={setNotice} />
          ) : view.kind === 'team' ? (
            <TeamPanel notify={setNotice} />
          ) : (
            <InboxPanel notify={setNotice} />
          )}
        </>
      )}
    </>
  );
}
