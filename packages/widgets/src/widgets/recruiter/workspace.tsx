import type { RecruiterSession } from '@baobab/client/recruiter';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../runtime/translation';
import { LoadStatus } from '../../ui/load-status';
import { MessagesPanel } from './chat/messages-panel';
import { MessagesTabLabel } from './chat/messages-tab';
import { unreadCount, useCompanyThreads } from './chat/use-company-threads';
import { InboxPanel } from './inbox/inbox-panel';
import { OfferEditor } from './offer-editor';
import { OfferList } from './offer-list';
import { useRecruiterClient } from './recruiter-context';
import { TeamPanel } from './team-panel';

// The company page's and careers site's code loads when their tab opens.
const CompanyPagePanel = lazy(() =>
  import('./company/company-page-panel').then((m) => ({ default: m.CompanyPagePanel })),
);
const SitePanel = lazy(() => import('./company/site-panel').then((m) => ({ default: m.SitePanel })));

type View =
  | { kind: 'offers' }
  | { kind: 'team' }
  | { kind: 'company' }
  | { kind: 'site' }
  | { kind: 'messages' }
  | { kind: 'inbox' }
  | { kind: 'editor'; id: string };

/** The signed-in space: who and which company, the offers and the team, one offer's editor. */
export function Workspace({ session }: { session: RecruiterSession }) {
  const { t } = useTranslation();
  const recruiter = useRecruiterClient();
  const [view, setView] = useState<View>({ kind: 'offers' });
  const [notice, setNotice] = useState('');
  const { recruiter: me, company } = session;
  // Asked here, not in the tab: the tab's unread count shows whichever tab is open.
  const { threads, refresh } = useCompanyThreads();
  const tabs = [
    { kind: 'offers', label: t('recruiter.tab_offers') },
    { kind: 'team', label: t('recruiter.tab_team') },
    { kind: 'inbox', label: t('recruiter.tab_inbox') },
    { kind: 'messages', label: <MessagesTabLabel unread={unreadCount(threads)} /> },
    { kind: 'company', label: t('recruiter.company.title') },
    { kind: 'site', label: t('recruiter.site.title') },
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
          ) : view.kind === 'messages' ? (
            <MessagesPanel threads={threads} refresh={refresh} company={company.name} />
          ) : view.kind === 'company' || view.kind === 'site' ? (
            <Suspense fallback={<LoadStatus state={{ status: 'loading' }} retry={() => undefined} />}>
              {view.kind === 'company' ? <CompanyPagePanel notify={setNotice} /> : <SitePanel notify={setNotice} />}
            </Suspense>
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
