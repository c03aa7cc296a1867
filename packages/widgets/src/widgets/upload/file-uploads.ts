import type { DocumentType } from '@baobab/core';
import type { ResumableUpload, UploadTarget } from './resumable-upload';

/** The upload of each chosen file, so that Send names the finished upload instead of the file. */
const uploads = new WeakMap<Blob, Promise<ResumableUpload>>();

/** Starts uploading a chosen file; the upload code (tus-js-client) loads now, not with the page. */
export function uploadFile(file: File, type: DocumentType, target: UploadTarget): Promise<ResumableUpload> {
  const upload = import('./resumable-upload').then((module) => module.startResumableUpload(file, type, target));
  uploads.set(file, upload);
  return upload;
}

/** `file` is the same as `earlier` (picked again): Send names the upload `earlier` already has. */
export function sendsAs(file: File, earlier: File) {
  const upload = uploads.get(earlier);
  if (upload) uploads.set(file, upload);
}

/**
 * Replaces in `form` each file part of `idFields` (part name → id field) that has an upload by
 * that upload's id, once it has finished: Send waits for it, however long the network takes, and
 * rejects with the server's refusal. A file without an upload goes as it is (multipart).
 */
export async function withFinishedUploads(form: FormData, idFields: Readonly<Record<string, string>>) {
  for (const [part, idField] of Object.entries(idFields)) {
    const file = form.get(part);
    const upload = file instanceof Blob ? uploads.get(file) : undefined;
    if (!upload) continue;
    const id = await (await upload).done;
    form.delete(part);
    form.set(idField, id);
  }
  return form;
}
