import { ApiRequestError } from '@baobab/client';
import { type DocumentType, RESUMABLE_UPLOADS_PATH, UPLOAD_CHUNK_BYTES } from '@baobab/core';
import { type DetailedError, Upload } from 'tus-js-client';

/** Where an upload stands, as the progress bar shows it. */
export interface UploadState {
  /** 'offline': the connection dropped; it resumes by itself from the server's offset. */
  phase: 'uploading' | 'offline' | 'done' | 'failed';
  sent: number;
  total: number;
  /** The refusal to show when failed (the server's catalogue message). */
  error?: string;
}

/** What an upload needs of the page: the API and a live session token, the candidate's language. */
export interface UploadTarget {
  baseUrl: string;
  accessToken(): Promise<string>;
  locale: string;
}

export interface ResumableUpload {
  readonly state: UploadState;
  /** The finished upload's id, for the apply or document call; rejects with the refusal. */
  readonly done: Promise<string>;
  subscribe(listener: (state: UploadState) => void): () => void;
  /** Stops and drops the upload on the server (another file was chosen instead). */
  cancel(): void;
}

/**
 * Quick retries first, then one every 2 s for an hour: a phone off the network gets back to it
 * within 2 s of the connection's return (a try while offline fails at once and costs no data).
 */
const RETRY_DELAYS = [0, 1000, ...Array.from({ length: 1800 }, () => 2000)];
/** No byte acknowledged or sent for this long: the connection is stuck, start again from the server's offset. */
const STALL_MS = 20_000;

const statusOf = (error: Error) => (error as DetailedError).originalResponse?.getStatus() ?? 0;

function refusal(error: Error): ApiRequestError {
  const response = (error as DetailedError).originalResponse;
  let body: { message?: string; code?: string } = {};
  try {
    body = JSON.parse(response?.getBody() ?? '{}');
  } catch {
    // Not one of our answers (a proxy's page): the generic message below.
  }
  return new ApiRequestError(body.message ?? '', response?.getStatus() ?? 0, body.code ?? 'FILE_UPLOAD', body);
}

/**
 * Sends `file` in chunks of UPLOAD_CHUNK_BYTES over tus 1.0 (tus-js-client: this module loads when
 * a file is chosen, never with the page: file-uploads.ts), resuming from the last byte the server acknowledged after a drop, a stall or a reload
 * (the upload's URL is kept under the file's fingerprint in localStorage).
 */
export function startResumableUpload(file: File, type: DocumentType, target: UploadTarget): ResumableUpload {
  let state: UploadState = { phase: 'uploading', sent: 0, total: file.size };
  const listeners = new Set<(state: UploadState) => void>();
  const set = (patch: Partial<UploadState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener(state);
  };
  let upload: Upload | undefined;
  let cancelled = false;
  let stall: ReturnType<typeof setTimeout> | undefined;
  const restart = () => {
    if (!upload || cancelled || state.phase === 'done' || state.phase === 'failed') return;
    void upload.abort().then(() => upload?.start());
  };
  const watch = () => {
    clearTimeout(stall);
    stall = setTimeout(restart, STALL_MS);
  };
  const online = () => restart();
  const offline = () => set({ phase: 'offline' });

  const done = new Promise<string>((resolve, reject) => {
    const finish = (error?: Error) => {
      clearTimeout(stall);
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      if (!error) return;
      const failure = refusal(error);
      set({ phase: 'failed', error: failure.message });
      reject(failure);
    };
    (async () => {
      const current = new Upload(file, {
        endpoint: `${target.baseUrl}${RESUMABLE_UPLOADS_PATH}`,
        chunkSize: UPLOAD_CHUNK_BYTES,
        retryDelays: RETRY_DELAYS,
        metadata: { filename: file.name, type },
        removeFingerprintOnSuccess: true,
        async onBeforeRequest(request) {
          request.setHeader('Authorization', `Bearer ${await target.accessToken()}`);
          request.setHeader('Accept-Language', target.locale);
        },
        onShouldRetry(error) {
          const status = statusOf(error);
          // No answer or a gateway's: the connection, not the file. 409: offsets crossed, ask again.
          if (status === 0 || status >= 500) set({ phase: 'offline' });
          return status === 0 || status >= 500 || status === 409 || status === 423;
        },
        onProgress(sent, total) {
          watch();
          set({ phase: 'uploading', sent, total });
        },
        onSuccess() {
          finish();
          set({ phase: 'done', sent: file.size });
          resolve(current.url?.split('/').at(-1) ?? '');
        },
        onError: finish,
      });
      upload = current;
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      // After a reload, the same file picked again continues the upload the server holds.
      const [previous] = await current.findPreviousUploads();
      if (previous) current.resumeFromPreviousUpload(previous);
      if (cancelled) return;
      watch();
      current.start();
    })().catch(finish);
  });
  // Awaited at Send; a refusal is also shown at the field, so an unawaited one is no error.
  done.catch(() => undefined);

  return {
    get state() {
      return state;
    },
    done,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    cancel() {
      cancelled = true;
      clearTimeout(stall);
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      void upload?.abort(true).catch(() => undefined);
    },
  };
}
