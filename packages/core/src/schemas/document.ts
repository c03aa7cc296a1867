import * as z from 'zod/mini';
import { DOCUMENT_TYPES } from '../constants';
import { idSchema, intSchema, isoDateTimeSchema } from './common';
import { CV_MADE_WITH } from './cv-builder';

export const documentTypeSchema = z.enum(DOCUMENT_TYPES);

export const documentSchema = z.object({
  id: idSchema,
  type: documentTypeSchema,
  fileName: z.string(),
  size: intSchema(0),
  createdAt: isoDateTimeSchema,
  /** A CV made on the site (editable) or from photos; absent for an uploaded PDF. */
  madeWith: z.optional(z.enum(CV_MADE_WITH)),
});
export type BaobabDocument = z.infer<typeof documentSchema>;
export const documentListSchema = z.array(documentSchema);
/**
 * Text fields of the multipart upload call: the file is either its part named `file` or a finished
 * resumable upload (`uploadId`, the last segment of its tus URL).
 */
export const documentUploadFieldsSchema = z.object({ type: documentTypeSchema, uploadId: z.optional(idSchema) });
export const documentIdParamsSchema = z.object({ id: idSchema });
