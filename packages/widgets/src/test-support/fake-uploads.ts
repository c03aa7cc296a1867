import type { ResumableUpload, UploadState } from '../widgets/upload/resumable-upload';

/** The id every fake upload finishes with. */
export const FAKE_UPLOAD_ID = '99999999-8888-4777-8666-555555555555';

/**
 * A stand-in for upload/resumable-upload.ts in unit tests (jsdom has no tus server): each upload
 * finishes at once with FAKE_UPLOAD_ID, so a form's wiring (Send names the upload) is tested here
 * and the protocol in the browser suites against the real server.
 */
export const fakeResumableUploads = {
  startResumableUpload(file: File): ResumableUpload {
    const state: UploadState = { phase: 'done', sent: file.size, total: file.size };
    return { state, done: Promise.resolve(FAKE_UPLOAD_ID), subscribe: () => () => undefined, cancel: () => undefined };
  },
};
