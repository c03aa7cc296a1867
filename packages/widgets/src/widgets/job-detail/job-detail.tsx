import { ApiRequestError } from '@baobab/client';
import type { Job } from '@baobab/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../runtime/context';
import { WidgetRoot } from '../../runtime/widget-root';
import { LoadStatus } from '../../ui/load-status';
import { useLoad } from '../../ui/use-load';
import { usePageState } from '../../ui/use-page-state';
import { ApplySection } from './apply-section';
import { JobOffer } from './job-offer';

// Fetched when it first opens: most readers of an offer never sign in from it.
const AuthDialog = lazy(() => import('../auth-modal/auth-dialog').then((module) => ({ default: module.AuthDialog })));

export interface JobDetailProps {
  slug: string;
  /** API origin, for the company logo's URL (same origin when empty). */
  apiBase?: string;
  /** The offer, already fetched by a server-rendering host: its content is in the first HTML. */
  initialJob?: Job;
}

/**
 * `<baobab-job-detail slug>`: one offer and its Apply flow. Anonymous candidates are sent to the
 * page's auth modal; when the page has no `<baobab-auth-modal>`, this widget renders the modal.
 */
export function JobDetail({ slug, apiBase = '', initialJob }: JobDetailProps) {
  const { t } = useTranslation();
  const { client } = useRuntime();
  const [state, retry] = useLoad(
    slug,
    () => client.catalogue.job(slug),
    initialJob?.slug === slug ? initialJob : undefined,
  );
  const hasModalHost = usePageState((page) => page.modalHosts > 0);
  const authOpen = usePageState((page) => page.authMode !== 'none');

  return (
    <WidgetRoot name="job-detail">
      <div aria-live="polite" aria-busy={state.status === 'loading'}>
        {state.status === 'error' && state.error instanceof ApiRequestError && state.error.status === 404 ? (
          <p className="bj-alert bj-alert--error" role="alert">
            {t('errors.not_found')}
          </p>
        ) : (
          <LoadStatus state={state} retry={retry} />
        )}
      </div>
      {state.status === 'done' && (
        <>
          <JobOffer job={state.data} apiBase={apiBase} />
          <ApplySection job={state.data} />
        </>
      )}
      {!hasModalHost && authOpen && (
        <Suspense fallback={null}>
          <AuthDialog />
        </Suspense>
      )}
    </WidgetRoot>
  );
}
