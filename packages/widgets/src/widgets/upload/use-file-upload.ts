import type { DocumentType } from '@baobab/core';
import { useEffect, useRef, useState } from 'react';
import { useRuntime } from '../../runtime/context';
import { sendsAs, uploadFile } from './file-uploads';
import type { ResumableUpload, UploadState } from './resumable-upload';

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.type === b.type && a.lastModified === b.lastModified;

/**
 * The upload of a file field: `start` sends the chosen file at once (and drops the one chosen
 * before on the server); `state` follows it for the progress bar, null when no file is chosen.
 */
export function useFileUpload(type: DocumentType) {
  const { client, locale } = useRuntime();
  const [upload, setUpload] = useState<ResumableUpload | null>(null);
  const [state, setState] = useState<UploadState | null>(null);
  const latest = useRef<Promise<ResumableUpload> | null>(null);
  useEffect(() => upload?.subscribe(setState), [upload]);

  const chosen = useRef<File | null>(null);

  const start = (file: File | null) => {
    // The same file chosen again (a restored draft's, picked anew after a reload) goes on as it is:
    // starting over would end the upload the server holds and send it all again.
    if (file && chosen.current && sameFile(file, chosen.current) && latest.current && state?.phase !== 'failed') {
      sendsAs(file, chosen.current);
      return;
    }
    chosen.current = file;
    upload?.cancel();
    setUpload(null);
    latest.current = null;
    setState(file && { phase: 'uploading', sent: 0, total: file.size });
    if (!file) return;
    const target = { baseUrl: client.apiBase, accessToken: () => client.account.accessToken(), locale };
    const started = uploadFile(file, type, target);
    latest.current = started;
    void started.then((current) => {
      // A file chosen meanwhile replaced this one.
      if (latest.current !== started) return current.cancel();
      setUpload(current);
      setState(current.state);
    });
  };
  return { state, start };
}
