/**
 * Resumable uploads (tus 1.0, docs/architecture.md, Files): the path uploads are created at, the
 * most a client sends in one PATCH (what a dropped connection can cost it again), how long an
 * upload not yet made a document is kept (counted against the quota until then), and the fields
 * naming a finished upload in place of a file part. Apart from constants.ts, which every widget
 * loads: only the forms that upload need these.
 */
export const RESUMABLE_UPLOADS_PATH = '/api/uploads';
export const UPLOAD_CHUNK_BYTES = 256 * 1024;
export const UPLOAD_TTL_HOURS = 24;
/** Of the apply call (file part → id field). */
export const APPLY_UPLOAD_ID_FIELDS = { cv: 'cvUploadId', coverLetter: 'coverLetterUploadId' } as const;
/** Of the document upload call. */
export const DOCUMENT_UPLOAD_ID_FIELDS = { file: 'uploadId' } as const;
