import { ApiRequestError } from '@baobab/client';
import type { Job } from '@baobab/core';
import { useRuntime } from '../../runtime/context';
import { useTranslation } from '../../runtime/translation';
import { WidgetRoot } from '../../runtime/widget-root';
import { LoadStatus } from '../../ui/load-status';
import { useLoad } from '../../ui/use-load';
import { OwnAuthDialog } from '../auth-modal/own-auth-dialog';
import { ApplySection } from './apply-section';
import { JobOffer } from './job-offer';
import { TrustNotices } from './report/trust-notices';
import { ShareBar } from './share/share-bar';

export interface JobDetailProps {
  slug: string;
  /** API origin, for the company logo's URL (same origin when empty). */
  apiBase?: string;
  /** The offer, already fetched by a server-rendering host: its content is in the first HTML. */
  initialJob?: Job;
  /** The offer's address to share, given by a server-rendering host so its links work before any script. */
  shareUrl?: string;
}

/**
 * `<baobab-job-detail slug>`: one offer and its Apply flow. Anonymous candidates are sent to the
 * page's auth modal; when the page has no `<baobab-auth-modal>`, this widget renders the modal.
 * Without a slug (a page that sets it once an offer is chosen) it waits, empty: asking for the
 * offer "" would only earn a 400 and a console error on every visit.
 */
export function JobDetail(props: JobDetailProps) {
  return props.slug ? <LoadedJobDetail {...props} /> : <WidgetRoot name="job-detail">{null}</WidgetRoot>;
}

function LoadedJobDetail({ slug, apiBase = '', initialJob, shareUrl }: JobDetailProps) {
  const { t } = useTranslation();
  const { client } = useRuntime();
  const [state, retry] = useLoad(
    slug,
    () => client.catalogue.job(slug),
    initialJob?.slug === slug ? initialJob : undefined,
  );

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
          <ShareBar job={state.data} shareUrl={shareUrl} />
          <ApplySection job={state.data} />
          <TrustNotices job={state.data} />
        </>
      )}
      <OwnAuthDialog />
    </WidgetRoot>
  );
}
