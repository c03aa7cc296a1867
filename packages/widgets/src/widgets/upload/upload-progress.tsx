import { formatByteSize } from '@baobab/core';
import { useRuntime } from '../../runtime/context';
import { useTranslation } from '../../runtime/translation';
import type { UploadState } from './resumable-upload';

/**
 * A file's upload under its field: a bar with the bytes sent of the total, the lost connection
 * said plainly (it resumes by itself), then sent, or the server's refusal. Announced politely: a
 * screen reader hears the changes of state, not every percent.
 */
export function UploadProgress({ id, state }: { id: string; state: UploadState }) {
  const { t } = useTranslation();
  const { locale } = useRuntime();
  const bytes = `${formatByteSize(state.sent, locale)} / ${formatByteSize(state.total, locale)}`;
  const label =
    state.phase === 'failed'
      ? state.error || t('errors.file_upload')
      : t(state.phase === 'uploading' ? 'apply.uploading' : `upload.${state.phase}`);
  return (
    <div className={`bj-upload bj-upload--${state.phase}`}>
      <progress id={id} max={state.total || 1} value={state.sent} aria-label={label}>
        {bytes}
      </progress>
      <p className="bj-upload-text">
        <span aria-hidden="true">{bytes}</span>
        <span role={state.phase === 'failed' ? 'alert' : 'status'}> {label}</span>
      </p>
    </div>
  );
}
