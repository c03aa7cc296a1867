import { ApiRequestError } from '@baobab/client';
import type { BaobabDocument } from '@baobab/core';
import { useEffect, useState } from 'react';
import { useRuntime } from '../../runtime/context';
import { useTranslation } from '../../runtime/translation';
import { LoadStatus } from '../../ui/load-status';
import { useLoad } from '../../ui/use-load';
import { CvMakerButtons, useCvMaker } from '../cv-builder/use-cv-maker';
import { saveDocument } from './document-actions';
import { DocumentItem } from './document-item';
import { DocumentUpload } from './document-upload';

type Notice = { kind: 'success' | 'error'; text: string } | null;

/** The candidate's CVs and cover letters: upload, download, delete. */
export function DocumentsPanel() {
  const { t } = useTranslation();
  const { client } = useRuntime();
  const [state, retry] = useLoad('documents', () => client.account.documents());
  const [documents, setDocuments] = useState<BaobabDocument[]>([]);
  const [notice, setNotice] = useState<Notice>(null);

  useEffect(() => {
    if (state.status === 'done') setDocuments(state.data);
  }, [state]);

  const failed = (failure: unknown) =>
    setNotice({ kind: 'error', text: failure instanceof ApiRequestError ? failure.message : t('errors.generic') });

  const onUploaded = (document: BaobabDocument) => {
    // The same CV again answers the one kept (one per content): listed once.
    setDocuments((list) => [document, ...list.filter((d) => d.id !== document.id)]);
    setNotice({ kind: 'success', text: t('company_page.documents.uploaded') });
  };

  // A made CV joins the list; an edited one takes the place of the document it replaces.
  const maker = useCvMaker((document, replaced) => {
    setDocuments((list) => [document, ...list.filter((d) => d.id !== replaced)]);
    setNotice({ kind: 'success', text: t('cv_builder.created', { name: document.fileName }) });
  });

  const onDelete = async (document: BaobabDocument) => {
    try {
      await client.account.deleteDocument(document.id);
      setDocuments((list) => list.filter((d) => d.id !== document.id));
      setNotice({ kind: 'success', text: t('success.document_deleted') });
    } catch (failure) {
      failed(failure);
      throw failure;
    }
  };

  const onDownload = (document: BaobabDocument) => {
    setNotice(null);
    saveDocument(client, document).catch(failed);
  };

  return (
    <div className="bj-cp-documents">
      <DocumentUpload onUploaded={onUploaded} onPhoto={(photo) => maker.open({ kind: 'photos', photos: [photo] })} />
      {maker.panel ?? <CvMakerButtons onOpen={maker.open} failed={maker.failed} />}
      <div role="status">
        {notice?.kind === 'success' && <p className="bj-alert bj-alert--success">{notice.text}</p>}
      </div>
      <div role="alert">{notice?.kind === 'error' && <p className="bj-alert bj-alert--error">{notice.text}</p>}</div>
      {state.status !== 'done' ? (
        <LoadStatus state={state} retry={retry} />
      ) : documents.length === 0 ? (
        <p className="bj-cp-empty">{t('profile.empty_documents')}</p>
      ) : (
        <ul className="bj-cp-list">
          {documents.map((document) => (
            <DocumentItem
              key={document.id}
              document={document}
              onDownload={onDownload}
              onDelete={onDelete}
              onEdit={(made) => maker.open({ kind: 'builder', editId: made.id })}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
