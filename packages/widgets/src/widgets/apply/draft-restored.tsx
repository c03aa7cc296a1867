import { useTranslation } from '../../runtime/translation';

interface DraftBarProps {
  /** The draft came back from the device: say so, with the files it holds. */
  restoredFiles: readonly string[] | null;
  onDiscard(): void;
}

/**
 * Says that what the candidate typed and chose is kept on this phone (until sent or discarded,
 * or a logout), and offers to discard it.
 */
export function DraftBar({ restoredFiles, onDiscard }: DraftBarProps) {
  const { t } = useTranslation();
  return (
    <div className="bj-alert" role="status">
      {restoredFiles && <p>{t('apply.draft_restored')}</p>}
      {restoredFiles && restoredFiles.length > 0 && (
        <p>{t('apply.draft_files', { files: restoredFiles.join(', ') })}</p>
      )}
      <p>
        {t('apply.draft_saved')}{' '}
        <button type="button" className="bj-btn bj-btn--link" onClick={onDiscard}>
          {t('apply.draft_discard')}
        </button>
      </p>
    </div>
  );
}

/** The candidate sent without a connection: the application waits on the phone and goes out by itself. */
export function QueuedNotice({ retrying, onRetry }: { retrying: boolean; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div className="bj-alert" role="status" aria-live="polite">
      <p>{t('apply.queued')}</p>
      <button type="button" className="bj-btn" onClick={onRetry} disabled={retrying} aria-busy={retrying || undefined}>
        {retrying && <span className="bj-spinner" aria-hidden="true" />}
        {retrying ? t('apply.sending') : t('apply.queued_retry')}
      </button>
    </div>
  );
}
