import { type BaobabDocument, formatByteSize } from '@baobab/core';
import { useEffect, useRef, useState } from 'react';
import { useRuntime } from '../../runtime/context';
import { useTranslation } from '../../runtime/translation';
import { formatDate } from '../../ui/format';

interface DocumentItemProps {
  document: BaobabDocument;
  onDownload: (document: BaobabDocument) => void;
  /** Resolves once the server deleted it; rejects (and the item stays) otherwise. */
  onDelete: (document: BaobabDocument) => Promise<void>;
  /** Opens the CV maker on a CV made with it. */
  onEdit?: (document: BaobabDocument) => void;
}

/** One saved document; deleting asks first, in place, and keeps keyboard focus where it was. */
export function DocumentItem({ document, onDownload, onDelete, onEdit }: DocumentItemProps) {
  const { t } = useTranslation();
  const { locale } = useRuntime();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else if (wasConfirming.current) deleteButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const remove = () => {
    setBusy(true);
    onDelete(document).catch(() => {
      setBusy(false);
      setConfirming(false);
    });
  };

  const hiddenName = <span className="bj-sr-only"> {document.fileName}</span>;
  return (
    <li className="bj-card bj-cp-item bj-cp-document">
      <p className="bj-cp-meta">
        <span className="bj-tag">{t(`profile.document_types.${document.type}`)}</span>
      </p>
      <h2 className="bj-cp-item-title bj-cp-filename">{document.fileName}</h2>
      <p className="bj-muted">
        {t('company_page.documents.meta', {
          size: formatByteSize(document.size, locale),
          date: formatDate(document.createdAt, locale),
        })}
      </p>
      {confirming ? (
        <div className="bj-cp-actions">
          <p>{t('company_page.documents.confirm_delete', { name: document.fileName })}</p>
          <button ref={confirmButton} type="button" className="bj-btn bj-cp-danger" disabled={busy} onClick={remove}>
            {t('company_page.documents.confirm')}
          </button>
          <button type="button" className="bj-btn" disabled={busy} onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </button>
        </div>
      ) : (
        <div className="bj-cp-actions">
          <button type="button" className="bj-btn" onClick={() => onDownload(document)}>
            {t('profile.download')}
            {hiddenName}
          </button>
          {onEdit && document.madeWith === 'builder' && (
            <button type="button" className="bj-btn" onClick={() => onEdit(document)}>
              {t('cv_maker.edit')}
              {hiddenName}
            </button>
          )}
          <button ref={deleteButton} type="button" className="bj-btn" onClick={() => setConfirming(true)}>
            {t('profile.delete')}
            {hiddenName}
          </button>
        </div>
      )}
    </li>
  );
}
