import * as z from 'zod/mini';
import { COVER_LETTER_MAX_BYTES, CV_MAX_BYTES } from '../constants';
import { idSchema, intSchema, isoDateTimeSchema } from './common';

/** Document types of docs/product.md §3. */
export const DOCUMENT_TYPES = ['CV', 'COVER_LETTER'] as const;
export const documentTypeSchema = z.enum(DOCUMENT_TYPES);
export type DocumentType = z.infer<typeof documentTypeSchema>;
/** Size limit of each document type, wherever a file is chosen or received. */
export const DOCUMENT_MAX_BYTES: Readonly<Record<DocumentType, number>> = {
  CV: CV_MAX_BYTES,
  COVER_LETTER: COVER_LETTER_MAX_BYTES,
};

export const documentSchema = z.object({
  id: idSchema,
  type: documentTypeSchema,
  fileName: z.string(),
  size: intSchema(0),
  createdAt: isoDateTimeSchema,
});
export type BaobabDocument = z.infer<typeof documentSchema>;
export const documentListSchema = z.array(documentSchema);
/** Text field of the multipart upload call; the file part is named `file`. */
export const documentUploadFieldsSchema = z.object({ type: documentTypeSchema });
export const documentIdParamsSchema = z.object({ id: idSchema });
