import { useEffect, useState } from 'react';
import { useTranslation } from '../../../runtime/translation';

type Shown = { status: 'loading' } | { status: 'error' } | { status: 'done'; url: string };

/**
 * A PDF of an application read in the page: fetched with the recruiter's token (the file calls
 * answer it `inline`), then framed from a blob: URL (the board's CSP allows `frame-src blob:` for
 * this). Where the browser has no PDF viewer in frames (most phones), the link opens it in a tab.
 */
export function PdfFrame({ title, fileKey, load }: { title: string; fileKey: string; load(): Promise<Response> }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shown>({ status: 'loading' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `fileKey` names the file `load` fetches.
  useEffect(() => {
    let url: string | undefined;
    let current = true;
    setShown({ status: 'loading' });
    load()
      .then((response) => response.blob())
      .then(
        (blob) => {
          if (!current) return;
          url = URL.createObjectURL(blob);
          setShown({ status: 'done', url });
        },
        () => current && setShown({ status: 'error' }),
      );
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [fileKey]);

  if (shown.status === 'loading')
    return (
      <p className="bj-inbox-pdf bj-inbox-pdf--wait" role="status">
        {t('recruiter.inbox.file_loading')}
      </p>
    );
  if (shown.status === 'error')
    return (
      <p className="bj-alert bj-alert--error" role="alert">
        {t('recruiter.inbox.file_failed')}
      </p>
    );
  return (
    <>
      <iframe className="bj-inbox-pdf" title={title} src={shown.url} />
      <a className="bj-inbox-pdf-link" href={shown.url} target="_blank" rel="noopener">
        {t('recruiter.inbox.file_open')}
        <span className="bj-sr-only"> {title}</span>
      </a>
    </>
  );
}
