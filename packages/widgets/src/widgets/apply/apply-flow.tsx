import type { Application } from '@baobab/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useRuntime } from '../../runtime/context';
import { useTranslation } from '../../runtime/translation';
import { usePageActions, usePageState } from '../../ui/use-page-state';
import { AppliedNotice } from './applied-notice';
import { draftId, draftState, hasQueued } from './apply-draft-note';
import { type ApplyTarget, boardTargetHref } from './apply-target';
import { useMyApplication } from './use-my-application';

// The form (and its captcha) weighs more than the pages showing it: it loads on the first Apply.
const ApplyForm = lazy(() => import('./apply-form'));

interface ApplyFlowProps {
  target: ApplyTarget;
  /** The label of the button that opens the form. */
  actionLabel: string;
  /** A URL hash (without '#') that opens the form on arrival, e.g. from a list card's Apply. */
  startHash?: string;
}

/**
 * Applying to an offer or spontaneously to a company: the Apply button (sign-up first for
 * anonymous readers, docs/product.md §2.3), the form, then the confirmation. A candidate who has
 * already applied sees when instead of the form. The draft is kept on the device (a session that
 * expires mid-way, a closed tab, a restarted phone): the form comes back with it. On a page whose origin the API does not know
 * (the browser would stop sign-in and Apply), the button opens the board's page for it instead.
 */
export function ApplyFlow({ target, actionLabel, startHash }: ApplyFlowProps) {
  const { t } = useTranslation();
  const { emit, client } = useRuntime();
  const board = client.board();
  const session = usePageState((state) => state.session);
  const { openAuth } = usePageActions();
  const applied = useMyApplication(target);
  const [wantsToApply, setWantsToApply] = useState(false);
  // Asked by a press on Apply (not a draft restored on arrival): the form is brought into view.
  const [asked, setAsked] = useState(false);
  const [expired, setExpired] = useState(false);
  const [sent, setSent] = useState<Application | null>(null);

  const start = (signedIn: boolean) => {
    setWantsToApply(true);
    setAsked(true);
    if (!signedIn) openAuth('signup');
  };
  // Read once mounted, as the server-rendered page knows neither the device's drafts nor the hash;
  // only on arrival: later session or target changes are handled by the render. A draft kept on
  // the device opens the form; applications queued without a connection (for this offer or any
  // other) go out from here, the form's code loading only then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (startHash && window.location.hash === `#${startHash}` && !board) start(Boolean(session));
    else if (session && draftState(draftId(session.user.id, target))) setWantsToApply(true);
    if (session && hasQueued(session.user.id)) {
      let stop: (() => void) | undefined;
      void import('./apply-outbox').then((outbox) => {
        stop = outbox.flushQueued(client, session.user.id);
      });
      return () => stop?.();
    }
  }, []);

  if (sent) return <AppliedNotice application={sent} justSent />;
  if (session && applied) return <AppliedNotice application={applied} />;
  if (wantsToApply && session) {
    const onSent = (application: Application) => {
      setSent(application);
      emit('baobab:apply', {
        jobSlug: target.kind === 'job' ? target.slug : null,
        companyAlias: target.kind === 'job' ? target.companyAlias : target.alias,
        applicationId: application.id,
      });
    };
    const onSessionExpired = () => {
      setExpired(true);
      openAuth('login');
    };
    return (
      <Suspense
        fallback={
          <p className="bj-muted" role="status">
            {t('common.loading')}
          </p>
        }
      >
        <ApplyForm
          target={target}
          userId={session.user.id}
          onSent={onSent}
          onSessionExpired={onSessionExpired}
          reveal={asked}
        />
      </Suspense>
    );
  }
  return (
    <div className="bj-apply-cta">
      {expired && !session && (
        <p className="bj-alert bj-alert--error" role="alert">
          {t('errors.session_expired')}
        </p>
      )}
      {board ? (
        <a className="bj-btn bj-btn--primary" href={boardTargetHref(board, target)} target="_blank" rel="noopener">
          {actionLabel}
        </a>
      ) : (
        <button
          type="button"
          className="bj-btn bj-btn--primary"
          aria-busy={(session && applied === undefined) || undefined}
          onClick={() => start(Boolean(session))}
        >
          {actionLabel}
        </button>
      )}
      {!session && <p className="bj-muted">{t('apply.login_to_apply')}</p>}
    </div>
  );
}
