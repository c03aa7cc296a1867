import type { BaobabClient } from '@baobab/client';
import type { BaobabDocument, DocumentType } from '@baobab/core';

/**
 * The multipart body of the upload call: field `type`, file part `file` (the chosen File itself,
 * not a renamed copy: its resumable upload is found by it, upload/file-uploads.ts).
 */
export function uploadForm(file: File, type: DocumentType): FormData {
  const form = new FormData();
  form.append('type', type);
  form.append('file', file);
  return form;
}

/** Fetches a private document with the session's token and hands it to the browser as a download. */
export async function saveDocument(client: BaobabClient, document: BaobabDocument): Promise<void> {
  const response = await client.account.downloadDocument(document.id);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(window.document.createElement('a'), { href: url, download: document.fileName });
  link.click();
  // The click starts the download asynchronously: revoke on the next task, not now.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
