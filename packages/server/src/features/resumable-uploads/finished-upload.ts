import { pipeline } from 'node:stream';
import { DOCUMENT_MAX_BYTES } from '@baobab/core';
import { validation } from '../../http/errors';
import type { Services } from '../../services';
import { byteStream } from '../../storage/blob-store';
import type { ReceivedForm } from '../../uploads/multipart-form';
import { PdfGuard } from '../../uploads/pdf-guard';
import type { PendingFile } from '../../uploads/pdf-upload';
import { findUpload, markAssembled, receivedBytes, uploadNotFound } from './upload-rows';

/**
 * Makes a fully received upload a file of the store, under the upload's id, through the checks
 * every upload passes (PdfGuard: PDF magic, size); answers its sha256. A refused file is discarded
 * with its upload and the refusal (FILE_UPLOAD) thrown. Done once, when the last byte arrives, or
 * when the upload is used if the process died in between.
 */
export async function assembleUpload({ db, storage }: Pick<Services, 'db' | 'storage'>, id: string): Promise<string> {
  const upload = await findUpload(db, id);
  if (!upload || upload.received < upload.length) throw uploadNotFound();
  if (upload.sha256) return upload.sha256;
  const guard = new PdfGuard(DOCUMENT_MAX_BYTES[upload.type]);
  try {
    // The guard's refusal surfaces through put, which then leaves no file.
    await storage.store.put(
      id,
      pipeline(byteStream(receivedBytes(db, id)), guard, () => undefined),
    );
  } catch (error) {
    await storage.settle([id]);
    throw error;
  }
  await markAssembled(db, id, guard.sha256);
  return guard.sha256;
}

/** A finished upload of the candidate's, as a pending file a document row can claim. */
async function takeFinishedUpload(services: Services, userId: string, id: string, field: string): Promise<PendingFile> {
  const upload = await findUpload(services.db, id, userId);
  if (!upload || upload.received < upload.length) throw uploadNotFound(field);
  const sha256 = await assembleUpload(services, id);
  return { key: id, fileName: upload.file_name, size: upload.length, sha256, resumable: true };
}

/**
 * Puts in `form.files` the finished uploads its fields name (`idFields` maps a file part to the
 * field naming an upload in its place), so a form takes either; both at once is a VALIDATION error.
 */
export async function attachUploads(
  services: Services,
  userId: string,
  form: ReceivedForm,
  idFields: Readonly<Record<string, string>>,
): Promise<void> {
  for (const [part, idField] of Object.entries(idFields)) {
    const id = form.fields[idField];
    if (id === undefined) continue;
    if (form.files[part]) throw validation({ [idField]: 'either a file or an upload' });
    form.files[part] = await takeFinishedUpload(services, userId, id, idField);
  }
}
