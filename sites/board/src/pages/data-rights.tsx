import { useState } from 'react';
import { useSiteT } from '../i18n/site-i18n';
import { useLocale, useSite } from '../layout/site-context';
import { localePath } from '../routes/locale-path';

const ARCHIVE_NAME = 'baobab-jobs-mes-donnees.zip';

/** Saves a downloaded answer under its server-given name (Content-Disposition), else `fallback`. */
async function saveAnswer(response: Response, fallback: string) {
  const named = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: named ?? fallback });
  link.click();
  URL.revokeObjectURL(url);
}

/** "My data" on /profil: the candidate's rights over their data (export as one archive, deletion). */
export function DataRights() {
  const locale = useLocale();
  const t = useSiteT(locale);
  const { app } = useSite();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await task();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };
  const exportData = () => run(async () => saveAnswer(await app.client.account.exportData(), ARCHIVE_NAME));
  const deleteAccount = () => {
    if (!window.confirm(t('site.profile.data_delete_confirm'))) return;
    void run(async () => {
      await app.client.account.deleteAccount();
      // Every page state held the session: start again from the home page, signed out.
      window.location.assign(localePath(locale, 'index'));
    });
  };

  return (
    <section className="bj-data-rights" aria-labelledby="data-rights-title">
      <h2 id="data-rights-title" className="bj-section-title">
        {t('site.profile.data_title')}
      </h2>
      <p className="bj-muted">{t('site.profile.data_text')}</p>
      {error && (
        <p className="bj-alert bj-alert--error" role="alert">
          {error}
        </p>
      )}
      <div className="bj-data-rights__actions">
        <button type="button" className="bj-btn" onClick={exportData} disabled={busy}>
          {t('site.profile.data_export')}
        </button>
        <button type="button" className="bj-btn bj-btn--danger" onClick={deleteAccount} disabled={busy}>
          {t('site.profile.data_delete')}
        </button>
      </div>
    </section>
  );
}
