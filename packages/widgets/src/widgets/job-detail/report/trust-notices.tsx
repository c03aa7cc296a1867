import type { Job } from '@baobab/core';
import { lazy, Suspense, useState } from 'react';
import { useRuntime } from '../../../runtime/context';
import { useTranslation } from '../../../runtime/translation';

/** The dialog's code (form, captcha, focus trap) is fetched when a reader first opens it. */
const ReportDialog = lazy(() => import('./report-dialog').then((module) => ({ default: module.ReportDialog })));

/**
 * The board's advice on fee-asking offers (its FAQ answer): the API's origin is the board's, on
 * the board itself ('') as on a partner's page.
 */
const ADVICE_PATH = '/pages/faq#never-pay';

/** Under an offer: "never pay to apply" with a link to the advice, and "Report this offer". */
export function TrustNotices({ job }: { job: Job }) {
  const { t } = useTranslation();
  const { client } = useRuntime();
  const [reporting, setReporting] = useState(false);
  return (
    <aside className="bj-trust" aria-label={t('jobs.report')}>
      <p className="bj-trust-notice">
        {t('jobs.never_pay')} <a href={`${client.apiBase}${ADVICE_PATH}`}>{t('jobs.never_pay_link')}</a>
      </p>
      {!job.closed && (
        <button type="button" className="bj-btn bj-btn--link" onClick={() => setReporting(true)}>
          {t('jobs.report')}
        </button>
      )}
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog slug={job.slug} onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </aside>
  );
}
