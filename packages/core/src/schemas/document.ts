import * as z from 'zod/mini';
import { DOCUMENT_TYPES } from '../constants';
import { idSchema, intSchema, isoDateTimeSchema } from './common';

export const documentTypeSchema = z.enum(DOCUMENT_TYPES);

export const documentSchema = z.object({
  id: idSchema,
  type: documentTypeSchema,
  fileName: z.string(),
  size: intSchema(0),
  createdAt: isoDateTimeSchema,
});
export type BaobabDocument = z.infer<typeof documentSchema>;
export const documentListSchema = z.array(documentSchema);
/**
 * Text fields of the multipart upload call: the file is either its part named `file` or a finished
 * resumable upload (`uploadId`, the last segment of its tus URL).
 */
export const documentUploadFieldsSchema = z.object({ type: documentTypeSchema, uploadId: z.optional(idSchema) });
export const documentIdParamsSchema = z.object({ id: idSchema });
