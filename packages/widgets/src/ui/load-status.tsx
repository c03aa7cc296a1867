import { ApiRequestError } from '@baobab/client';
import { useTranslation } from '../runtime/translation';

/** Any loading state of `useLoad`. */
type Progress = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'done' };

/**
 * What a panel shows while its data is on the way or failed: placeholder lines, or the server's
 * message (already in the reader's language) with a retry. Renders nothing once loaded.
 */
export function LoadStatus({ state, retry }: { state: Progress; retry: () => void }) {
  const { t } = useTranslation();
  if (state.status === 'loading')
    return (
      // Grey lines where the list will be, so the page does not jump as much when it arrives.
      <div className="bj-cp-loading" role="status" aria-busy="true">
        <span className="bj-sr-only">{t('common.loading')}</span>
        <i />
        <i />
        <i />
      </div>
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
