import { ApiRequestError } from '@baobab/client';
import { useTranslation } from 'react-i18next';

/** Any loading state of `useLoad`. */
type Progress = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'done' };

/**
 * What a panel shows while its data is on the way or failed: a polite spinner, or the server's
 * message (already in the reader's language) with a retry. Renders nothing once loaded.
 */
export function LoadStatus({ state, retry }: { state: Progress; retry: () => void }) {
  const { t } = useTranslation();
  if (state.status === 'loading')
    return (
      <p className="bj-cp-status" role="status">
        <span className="bj-spinner" aria-hidden="true" />
        {t('common.loading')}
      </p>
    );
  if (state.status === 'error')
    return (
      <div className="bj-alert bj-alert--error bj-cp-status" role="alert">
        <span>{state.error instanceof ApiRequestError ? state.error.message : t('errors.generic')}</span>
        <button type="button" className="bj-btn" onClick={retry}>
          {t('common.retry')}
        </button>
      </div>
    );
  return null;
}
