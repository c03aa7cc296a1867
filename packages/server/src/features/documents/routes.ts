import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_QUOTA,
  DOCUMENT_UPLOAD_ID_FIELDS,
  documentUploadFieldsSchema,
  translate,
} from '@baobab/core';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { ApiError, notFound, validation } from '../../http/errors';
import { limitPerMinute } from '../../http/rate-limit';
import { sendPdf } from '../../http/send-pdf';
import { fieldErrors } from '../../http/validate';
import type { Services } from '../../services';
import { persistWithFiles, receiveForm } from '../../uploads/multipart-form';
import { attachUploads } from '../resumable-uploads/finished-upload';
import {
  deleteOwnDocument,
  documentUsage,
  findOwnDocument,
  findSameCv,
  insertDocument,
  listDocuments,
  toDocument,
} from './document-store';

/** The upload's type may come after its file, so the stream is capped at the largest type's limit. */
const UPLOAD_FILE_LIMITS = { file: Math.max(...Object.values(DOCUMENT_MAX_BYTES)) };

export async function registerDocumentsRoutes(app: FastifyInstance, services: Services) {
  const { db, storage } = services;

  registerEndpoint(app, services, 'myDocuments', async ({ viewer }) =>
    (await listDocuments(db, viewer.userId)).map(toDocument),
  );

  registerEndpoint(
    app,
    services,
    'uploadDocument',
    async ({ viewer, request }) => {
      // A full space is refused before the file is read, and checked again against the file's size
      // (a finished resumable upload counts already: it is not counted twice).
      if ((await documentUsage(db, viewer.userId, { uploads: false })).count >= DOCUMENT_QUOTA.count)
        throw new ApiError(409, 'DOCUMENT_QUOTA');
      const form = await receiveForm(request, storage, UPLOAD_FILE_LIMITS);
      return persistWithFiles(storage, form, async () => {
        const fields = documentUploadFieldsSchema.safeParse(form.fields);
        if (!fields.success) throw validation(fieldErrors(fields.error));
        await attachUploads(services, viewer.userId, form, DOCUMENT_UPLOAD_ID_FIELDS);
        const file = form.files.file;
        if (!file) throw validation({ file: 'required' });
        if (file.size > DOCUMENT_MAX_BYTES[fields.data.type]) throw new ApiError(413, 'FILE_UPLOAD');
        return db.transaction(async (tx) => {
          // The same CV again is the one kept, whatever the space left.
          const same = fields.data.type === 'CV' ? await findSameCv(tx, viewer.userId, file.sha256) : undefined;
          if (same) return toDocument(same);
          // Locked per account, so two uploads at once cannot both take the last place.
          const exceptUpload = file.resumable ? file.key : '';
          const usage = await documentUsage(tx, viewer.userId, { lock: true, exceptUpload });
          if (usage.count >= DOCUMENT_QUOTA.count || usage.bytes + file.size > DOCUMENT_QUOTA.bytes)
            throw new ApiError(409, 'DOCUMENT_QUOTA');
          return toDocument(await insertDocument(tx, viewer.userId, fields.data.type, file));
        });
      });
    },
    limitPerMinute(services.config.rateLimit.upload),
  );

  registerEndpoint(app, services, 'deleteDocument', async ({ viewer, params, locale, request }) => {
    const removedKey = await deleteOwnDocument(db, viewer.userId, params.id);
    if (removedKey === undefined) throw notFound();
    if (removedKey) {
      // The row is gone, so the candidate's deletion stands; a file left over is only disk space.
      await storage.remove(removedKey).catch((err: unknown) => request.log.error({ err }, 'document file not removed'));
    }
    return { message: translate(locale, 'success.document_deleted') };
  });

  registerEndpoint(app, services, 'downloadDocument', async ({ viewer, params, reply }) => {
    const doc = await findOwnDocument(db, viewer.userId, params.id);
    if (!doc) throw notFound();
    return sendPdf(reply, storage, doc);
  });
}
