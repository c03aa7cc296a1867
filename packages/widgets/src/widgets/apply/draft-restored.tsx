import { useTranslation } from 'react-i18next';

/** Says the draft came back, and which files must be chosen again (a page cannot restore a file). */
export function DraftRestored({ fileNames }: { fileNames: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <div className="bj-alert" role="status">
      <p>{t('apply.draft_restored')}</p>
      {fileNames.length > 0 && <p>{t('apply.draft_files_lost', { files: fileNames.join(', ') })}</p>}
    </div>
  );
}
